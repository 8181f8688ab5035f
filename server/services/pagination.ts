import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';

/** Counting stops here: past it the API says `total_is_capped` and the SPA shows "10 000+". */
export const TOTAL_CAP = 10_000;

/** PageMeta of openapi.yaml. */
export function pageMeta(page: number, perPage: number, total: number) {
  const capped = Math.min(total, TOTAL_CAP);
  return {
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(capped / perPage)),
    total: capped,
    total_is_capped: total > TOTAL_CAP,
  };
}

/**
 * Counts the rows of a filtered query, but never more than TOTAL_CAP + 1: an exact count over a million rows is
 * what makes big tables slow, and nobody pages to row 10 001.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filtered select works here
export async function countCapped(db: Db, query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const limited = query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<number>`1`.as('one'))
    .limit(TOTAL_CAP + 1);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${limited}) as capped`.execute(db);
  return rows[0]?.n ?? 0;
}

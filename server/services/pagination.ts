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

/** Page and page size as validated by Ajv (defaults applied). */
export interface Paging {
  page: number;
  perPage: number;
}

/** The query string's `page` and `per_page`, with the defaults of openapi.yaml. */
export function pagingOf(query: { page?: number; per_page?: number }): Paging {
  return { page: query.page ?? 1, perPage: query.per_page ?? 30 };
}

/**
 * The OFFSET of a page, or null when the page cannot hold rows: past the last counted row (while the count is
 * exact) or so far out that the number is no longer a safe integer. Saves a query and keeps PostgreSQL's bigint
 * range out of reach of `?page=1e300`.
 */
export function pageOffset({ page, perPage }: Paging, total: number, cap: number = TOTAL_CAP): number | null {
  const offset = (page - 1) * perPage;
  if (!Number.isSafeInteger(offset)) return null;
  if (offset >= total && total <= cap) return null;
  return offset;
}

/**
 * One page of a list: counts the filtered rows (capped), then reads the page's rows with `readRows`, which the
 * caller sorts. A page past the end is answered without reading.
 */
export async function readPage<R, DB, TB extends keyof DB, O>(
  db: Db,
  filtered: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  readRows: (offset: number, limit: number) => Promise<R[]>,
): Promise<{ rows: R[]; meta: ReturnType<typeof pageMeta> }> {
  const total = await countCapped(db, filtered);
  const offset = pageOffset(paging, total);
  const rows = offset === null ? [] : await readRows(offset, paging.perPage);
  return { rows, meta: pageMeta(paging.page, paging.perPage, total) };
}

/**
 * Counts the rows of a filtered query, but never more than TOTAL_CAP + 1: an exact count over a million rows is
 * what makes big tables slow, and nobody pages to row 10 001.
 */
export async function countCapped<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const { rows } = await cappedCountQuery(query).execute(db);
  return rows[0]?.n ?? 0;
}

/** The statement countCapped runs, as a builder, for lists that compile it with their other statements. */
export function cappedCountQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  const limited = query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<number>`1`.as('one'))
    .limit(TOTAL_CAP + 1);
  return sql<{ n: number }>`select count(*)::int as n from (${limited}) as capped`;
}

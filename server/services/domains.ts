import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DomainRow } from '../db/tables';
import type { Schemas } from '../../src/contract/types';
import { toPln, toPlnOrNull } from '../../src/kernel/money';
import { domainListQueries, readDomainList } from './domain-list-queries';
import type { DomainListRequest, DomainStatus } from './domain-filters';
import { pageMeta, pagingOf } from './pagination';

export type { DomainListRequest, DomainStatus } from './domain-filters';

/** What the customer's search lists: only domains that can be bought right now. */
export const LISTED_STATUSES: readonly DomainStatus[] = ['available'];
/**
 * What a customer may open by id: also reserved ones, so a domain in somebody's unpaid order does not vanish from
 * a page the customer has open; sold, rented and hidden domains answer 404.
 */
export const VISIBLE_STATUSES: readonly DomainStatus[] = ['available', 'reserved'];

function redirectPrices(row: DomainRow): Schemas['RedirectPrices'] | null {
  const { redirect_price_30: d30, redirect_price_90: d90, redirect_price_365: d365 } = row;
  if (d30 === null || d90 === null || d365 === null) return null;
  return { '30': toPln(d30), '90': toPln(d90), '365': toPln(d365) };
}

type Ref = Schemas['CategoryRef'];

/**
 * The tags and industries named by `tagIds` and `industryIds`, each kind in Polish alphabetical order: one statement
 * over the two small vocabularies, as [id, name] pairs in one JSON value per kind (PGlite decodes every field in
 * JavaScript). The pages' rows carry their own ids (migration 0012), so the links themselves are not read: a
 * 1000-row page has some 3 500 of them.
 */
function categoryNames(db: Db, tagIds: number[], industryIds: number[]) {
  const named = (table: 'tags' | 'industries', ids: number[]) =>
    sql<
      Array<[number, string]>
    >`(select coalesce(json_agg(json_build_array(c.id, c.name) order by c.name collate polish),
      '[]'::json) from ${sql.table(table)} c where c.id = any(${ids}::int4[]))`;
  return sql<{ tags: Array<[number, string]>; industries: Array<[number, string]> }>`select
    ${named('tags', tagIds)} as tags, ${named('industries', industryIds)} as industries`.execute(db);
}

/** Each id's category, with its place in the alphabetical order. */
function byId(named: Array<[number, string]>): Map<number, { ref: Ref; place: number }> {
  return new Map(named.map(([id, name], place) => [id, { ref: { id, name }, place }]));
}

/** The categories of `ids` that exist, alphabetically. */
function refsOf(ids: number[], known: Map<number, { ref: Ref; place: number }>): Ref[] {
  return ids
    .flatMap((id) => known.get(id) ?? [])
    .sort((a, b) => a.place - b.place)
    .map((entry) => entry.ref);
}

/** The Domain resource of a row and its categories. */
function toDomain(row: DomainRow, tags: Ref[], industries: Ref[]): Schemas['Domain'] {
  return {
    id: row.id,
    name: row.name,
    type: row.type as Schemas['DomainType'],
    status: row.status as DomainStatus,
    description: row.description,
    price: toPln(row.price),
    sale_price: toPln(row.sale_price),
    rent_price: toPlnOrNull(row.rent_price),
    redirect_price: redirectPrices(row),
    dfs_rating: row.dfs_rating,
    backlinks: row.backlinks,
    ref_domains: row.ref_domains,
    max_visibility: row.max_visibility,
    anchor_links: row.anchor_links,
    tags,
    industries,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The Domain resources of `rows`, in their order, with their tags and industries, named from the rows' own category
 * ids: read the rows after their links were written (the link tables' triggers copy them at the end of each
 * statement).
 */
export async function toDomains(db: Db, rows: DomainRow[]): Promise<Schemas['Domain'][]> {
  if (rows.length === 0) return [];
  const tagIds = [...new Set(rows.flatMap((row) => row.tag_ids))];
  const industryIds = [...new Set(rows.flatMap((row) => row.industry_ids))];
  const {
    rows: [named],
  } =
    tagIds.length || industryIds.length
      ? await categoryNames(db, tagIds, industryIds)
      : { rows: [{ tags: [], industries: [] }] };
  const tags = byId(named?.tags ?? []);
  const industries = byId(named?.industries ?? []);
  return rows.map((row) => toDomain(row, refsOf(row.tag_ids, tags), refsOf(row.industry_ids, industries)));
}

/** One Domain resource, or undefined when it does not exist or its status is not among `statuses`. */
export async function loadDomain(db: Db, id: number, statuses?: readonly DomainStatus[]) {
  let query = db.selectFrom('domains').selectAll().where('domains.id', '=', id);
  if (statuses) query = query.where('domains.status', 'in', statuses);
  const row = await query.executeTakeFirst();
  return row ? (await toDomains(db, [row]))[0] : undefined;
}

/** A DomainPage: the filtered, sorted page and its capped total. */
export async function listDomainPage(
  db: Db,
  query: DomainListRequest,
  statuses?: readonly DomainStatus[],
): Promise<Schemas['DomainPage']> {
  const paging = pagingOf(query);
  const { total, rows } = await readDomainList(db, domainListQueries(db, query, statuses), paging);
  return { ...pageMeta(paging.page, paging.perPage, total), data: await toDomains(db, rows) };
}

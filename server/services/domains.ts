import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DomainRow } from '../db/schema';
import type { Schemas } from '../../src/contract/types';
import { toPln, toPlnOrNull } from '../../src/model/money';
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
/** [domain id, category id, category name] */
type Link = [number, number, string];

function groupByOwner(links: Link[]): Map<number, Ref[]> {
  const map = new Map<number, Ref[]>();
  for (const [owner, id, name] of links) {
    const list = map.get(owner) ?? [];
    list.push({ id, name });
    map.set(owner, list);
  }
  return map;
}

/**
 * The categories of `ids`, one JSON array per kind, in Polish alphabetical order. One statement and two values
 * instead of a row per link: PGlite decodes every field in JavaScript, about a microsecond each, and a 1000-row
 * page has some 3 500 links (19 ms as rows, 7.5 ms as JSON, measured on a million domains).
 */
function categoriesOf(db: Db, ids: number[]) {
  const links = (
    link: 'domain_tags' | 'domain_industries',
    key: 'tag_id' | 'industry_id',
    table: 'tags' | 'industries',
  ) =>
    sql<
      Link[]
    >`(select coalesce(json_agg(json_build_array(l.domain_id, c.id, c.name) order by c.name collate polish), '[]'::json)
      from ${sql.table(link)} l join ${sql.table(table)} c on c.id = l.${sql.ref(key)} where l.domain_id = any(${ids}::int4[]))`;
  return sql<{ tags: Link[]; industries: Link[] }>`select ${links('domain_tags', 'tag_id', 'tags')} as tags,
    ${links('domain_industries', 'industry_id', 'industries')} as industries`.execute(db);
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

/** The Domain resources of `rows`, in their order, with their tags and industries. */
export async function toDomains(db: Db, rows: DomainRow[]): Promise<Schemas['Domain'][]> {
  if (rows.length === 0) return [];
  const {
    rows: [categories],
  } = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  const tagsOf = groupByOwner(categories?.tags ?? []);
  const industriesOf = groupByOwner(categories?.industries ?? []);
  return rows.map((row) => toDomain(row, tagsOf.get(row.id) ?? [], industriesOf.get(row.id) ?? []));
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

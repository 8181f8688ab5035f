import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database, DomainsTable } from '../db/schema';
import type { QueryOf, Schemas } from '../http/handler-types';
import { toPln, toPlnOrNull } from '../../src/model/money';
import { containsPattern } from './like-pattern';
import { pagingOf, readPage } from './pagination';

export type DomainRow = Selectable<DomainsTable>;
export type DomainStatus = Schemas['DomainStatus'];
type DomainListQuery = QueryOf<'adminListDomains'>;
/** The search parameters shared by the customer and admin lists (the customer's lack `status`). */
export type DomainFilters = Omit<DomainListQuery, 'page' | 'per_page' | 'orderby' | 'order'>;
export type DomainSort = Pick<DomainListQuery, 'orderby' | 'order'>;
type DomainSelect = SelectQueryBuilder<Database, 'domains', object>;

/** What the customer's search lists: only domains that can be bought right now. */
export const LISTED_STATUSES: readonly DomainStatus[] = ['available'];
/**
 * What a customer may open by id: also reserved ones, so a domain in somebody's unpaid order does not vanish from
 * a page the customer has open; sold, rented and hidden domains answer 404.
 */
export const VISIBLE_STATUSES: readonly DomainStatus[] = ['available', 'reserved'];

const RANGES = [
  ['dfs_rating', 'dfs_rating', 'dfs_rating_max'],
  ['backlinks', 'backlinks', 'backlinks_max'],
  ['ref_domains', 'ref_domains', 'ref_domains_max'],
  ['max_visibility', 'max_visibility', 'max_visibility_max'],
  ['anchor_links', 'anchor_links', 'anchor_links_max'],
] as const;

/**
 * The one filter of both domain lists: `statuses` limits what the caller may see at all, the filters narrow it.
 * Minimums and maximums are inclusive; several tags or industries match a domain having any of them.
 */
export function filterDomains(db: Db, filters: DomainFilters, statuses?: readonly DomainStatus[]): DomainSelect {
  let query: DomainSelect = db.selectFrom('domains');
  // A single status is written as "=", which PostgreSQL matches to the partial indexes on status = 'available'.
  if (statuses?.length === 1) query = query.where('domains.status', '=', statuses[0]!);
  else if (statuses) query = query.where('domains.status', 'in', statuses);
  if (filters.status) query = query.where('domains.status', '=', filters.status);
  const name = filters.name?.trim();
  if (name) query = query.where('domains.name', 'ilike', containsPattern(name.toLowerCase()));
  if (filters.type) query = query.where('domains.type', '=', filters.type);
  const tags = filters.tags;
  if (tags?.length) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('domain_tags')
          .select('domain_tags.domain_id')
          .whereRef('domain_tags.domain_id', '=', 'domains.id')
          .where('domain_tags.tag_id', 'in', tags),
      ),
    );
  }
  const industries = filters.industries;
  if (industries?.length) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('domain_industries')
          .select('domain_industries.domain_id')
          .whereRef('domain_industries.domain_id', '=', 'domains.id')
          .where('domain_industries.industry_id', 'in', industries),
      ),
    );
  }
  for (const [column, minKey, maxKey] of RANGES) {
    const min = filters[minKey];
    const max = filters[maxKey];
    if (min !== undefined) query = query.where(`domains.${column}`, '>=', min);
    if (max !== undefined) query = query.where(`domains.${column}`, '<=', max);
  }
  return query;
}

// Names are lower-case ASCII, so byte order is alphabetical and the same on every server.
const SORT_EXPRESSIONS = {
  created_at: sql.ref('domains.created_at'),
  name: sql`domains.name collate "C"`,
  price: sql.ref('domains.price'),
  rent_price: sql.ref('domains.rent_price'),
  dfs_rating: sql.ref('domains.dfs_rating'),
  backlinks: sql.ref('domains.backlinks'),
  ref_domains: sql.ref('domains.ref_domains'),
  max_visibility: sql.ref('domains.max_visibility'),
  anchor_links: sql.ref('domains.anchor_links'),
} as const;

/**
 * Orders a domain query. The id breaks ties in the same direction, so equal values never swap places between
 * pages; domains without a lease price come last either way.
 */
export function sortDomains<O>(query: SelectQueryBuilder<Database, 'domains', O>, sort: DomainSort) {
  const direction = sort.order ?? 'desc';
  const key = sort.orderby ?? 'created_at';
  // Only rent_price can be null; a NULLS LAST on the other columns would stop PostgreSQL using their indexes.
  const sorted =
    key === 'rent_price'
      ? query.orderBy(SORT_EXPRESSIONS[key], (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      : query.orderBy(SORT_EXPRESSIONS[key], direction);
  return sorted.orderBy('domains.id', direction);
}

function redirectPrices(row: DomainRow): Schemas['RedirectPrices'] | null {
  const { redirect_price_30: d30, redirect_price_90: d90, redirect_price_365: d365 } = row;
  if (d30 === null || d90 === null || d365 === null) return null;
  return { '30': toPln(d30), '90': toPln(d90), '365': toPln(d365) };
}

type Ref = Schemas['CategoryRef'];

function groupByOwner(rows: Array<{ owner: number; id: number; name: string }>): Map<number, Ref[]> {
  const map = new Map<number, Ref[]>();
  for (const { owner, id, name } of rows) {
    const list = map.get(owner) ?? [];
    list.push({ id, name });
    map.set(owner, list);
  }
  return map;
}

/** The Domain resources of `rows`, in their order; tags and industries come in two queries for the whole batch. */
export async function toDomains(db: Db, rows: DomainRow[]): Promise<Schemas['Domain'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tags, industries] = await Promise.all([
    db
      .selectFrom('domain_tags')
      .innerJoin('tags', 'tags.id', 'domain_tags.tag_id')
      .select(['domain_tags.domain_id as owner', 'tags.id', 'tags.name'])
      .where('domain_tags.domain_id', 'in', ids)
      .orderBy(sql`tags.name collate polish`)
      .execute(),
    db
      .selectFrom('domain_industries')
      .innerJoin('industries', 'industries.id', 'domain_industries.industry_id')
      .select(['domain_industries.domain_id as owner', 'industries.id', 'industries.name'])
      .where('domain_industries.domain_id', 'in', ids)
      .orderBy(sql`industries.name collate polish`)
      .execute(),
  ]);
  const tagsOf = groupByOwner(tags);
  const industriesOf = groupByOwner(industries);
  return rows.map((row) => ({
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
    tags: tagsOf.get(row.id) ?? [],
    industries: industriesOf.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
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
  query: DomainFilters & DomainSort & { page?: number; per_page?: number },
  statuses?: readonly DomainStatus[],
): Promise<Schemas['DomainPage']> {
  const filtered = filterDomains(db, query, statuses);
  const { rows, meta } = await readPage(db, filtered, pagingOf(query), (offset, limit) =>
    sortDomains(filtered.selectAll('domains'), query).limit(limit).offset(offset).execute(),
  );
  return { ...meta, data: await toDomains(db, rows) };
}

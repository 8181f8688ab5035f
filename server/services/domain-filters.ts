import { sql, type QueryCreator, type SelectQueryBuilder } from 'kysely';
import type { Database, DomainsTable } from '../db/tables';
import type { QueryOf } from '../../src/contract/types';
import {
  DEFAULT_DOMAIN_SORT,
  DOMAIN_METRICS,
  metricMaxKey,
  type DomainSortKey,
  type DomainStatus,
} from '../../src/kernel/search-vocabulary';
import { containsPattern } from './like-pattern';

export type { DomainStatus } from '../../src/kernel/search-vocabulary';
type DomainListQuery = QueryOf<'adminListDomains'>;
/** The search parameters shared by the customer and admin lists (the customer's lack `status`). */
export type DomainFilters = Omit<DomainListQuery, 'page' | 'per_page' | 'orderby' | 'order'>;
export type DomainSort = Pick<DomainListQuery, 'orderby' | 'order'>;
/** One list request's query string, customer's or administrator's. */
export type DomainListRequest = DomainFilters & DomainSort & { page?: number; per_page?: number };
type DomainSelect = SelectQueryBuilder<Database, 'domains', object>;

/**
 * The one filter of both domain lists: `statuses` limits what the caller may see at all, the filters narrow it.
 * Minimums and maximums are inclusive; several tags or industries match a domain having any of them.
 */
export function filterDomains(
  db: QueryCreator<Database>,
  filters: DomainFilters,
  statuses?: readonly DomainStatus[],
): DomainSelect {
  let query: DomainSelect = db.selectFrom('domains');
  // A single status is written as "=", which PostgreSQL matches to the partial indexes on status = 'available'.
  if (statuses?.length === 1) query = query.where('domains.status', '=', statuses[0]!);
  else if (statuses) query = query.where('domains.status', 'in', statuses);
  if (filters.status) query = query.where('domains.status', '=', filters.status);
  const name = filters.name?.trim();
  // Names are stored lower case (migration 0014), so LIKE on the lower-cased query finds any letter case, without
  // ILIKE's folding of every row the trigram index hands over.
  if (name) query = query.where('domains.name', 'like', containsPattern(name.toLowerCase()));
  if (filters.type) query = query.where('domains.type', '=', filters.type);
  // Each domain's tag and industry ids are arrays of its own row (migration 0012), under one GIN index: a tag and an
  // industry together intersect there, where semi-joins of the link tables would merge all links of both.
  const tags = filters.tags;
  if (tags?.length) query = query.where(sql<boolean>`domains.tag_ids && ${sql.val(tags)}::int4[]`);
  const industries = filters.industries;
  if (industries?.length) query = query.where(sql<boolean>`domains.industry_ids && ${sql.val(industries)}::int4[]`);
  // Each metric is a column of its own name.
  for (const metric of DOMAIN_METRICS) {
    const min = filters[metric];
    const max = filters[metricMaxKey(metric)];
    if (min !== undefined) query = query.where(`domains.${metric}`, '>=', min);
    if (max !== undefined) query = query.where(`domains.${metric}`, '<=', max);
  }
  return query;
}

/** The expression a sort key orders by: the column of its name. */
function sortExpression(key: DomainSortKey) {
  // Names are lower-case ASCII, so byte order is alphabetical and the same on every server.
  return key === 'name' ? sql`domains.name collate "C"` : sql.ref(`domains.${key}`);
}

/**
 * Orders a domain query. The id breaks ties in the same direction, so equal values never swap places between
 * pages; domains without a lease price come last either way.
 */
export function sortDomains<O>(query: SelectQueryBuilder<Database, 'domains', O>, sort: DomainSort) {
  const direction = sort.order ?? DEFAULT_DOMAIN_SORT.order;
  const key = sort.orderby ?? DEFAULT_DOMAIN_SORT.orderby;
  // Only rent_price can be null; a NULLS LAST on the other columns would stop PostgreSQL using their indexes.
  const sorted =
    key === 'rent_price'
      ? query.orderBy(sortExpression(key), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      : query.orderBy(sortExpression(key), direction);
  return sorted.orderBy('domains.id', direction);
}

const NOT_FILTERS = new Set(['page', 'per_page', 'orderby', 'order']);

function narrowsBy(key: string, value: unknown): boolean {
  if (NOT_FILTERS.has(key) || value === undefined || value === null) return false;
  if (key === 'name') return typeof value === 'string' && value.trim() !== '';
  if (key === 'type') return value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A tag or industry filter, read from its link table. */
export interface LinkFilter {
  table: 'domain_tags' | 'domain_industries';
  column: 'tag_id' | 'industry_id';
  ids: number[];
}

/**
 * Up to this many ids, a lone tag or industry filter is counted from its link table, one capped index range per id
 * (services/link-count.ts); each range may hand over up to 10 001 entries to be merged, so fifty tags would cost more
 * than the join they replace.
 */
const LINK_COUNT_MAX_IDS = 4;

/**
 * The request's tag or industry filter when it is the only thing narrowing the list (an administrator's status
 * aside, which the link rows carry too), so that the link table alone can count the matches; otherwise null.
 */
export function loneLinkFilter(request: DomainListRequest): LinkFilter | null {
  const narrowing = Object.entries(request)
    .filter(([key, value]) => key !== 'status' && narrowsBy(key, value))
    .map(([key]) => key);
  if (narrowing.length !== 1) return null;
  const link: LinkFilter | null =
    narrowing[0] === 'tags'
      ? { table: 'domain_tags', column: 'tag_id', ids: request.tags ?? [] }
      : narrowing[0] === 'industries'
        ? { table: 'domain_industries', column: 'industry_id', ids: request.industries ?? [] }
        : null;
  return link && link.ids.length <= LINK_COUNT_MAX_IDS ? link : null;
}

/** The request's bounds on its own sort column: an index walk in that order starts and stops at them. */
export function sortColumnBounds(request: DomainListRequest): DomainFilters {
  const metric = DOMAIN_METRICS.find((m) => m === request.orderby);
  const bounds: DomainFilters = {};
  if (metric) {
    for (const key of [metric, metricMaxKey(metric)]) {
      if (request[key] !== undefined) bounds[key] = request[key];
    }
  }
  return bounds;
}

/** True when the request narrows the list by anything other than the filters in `bounds`. */
export function filtersBeyond(request: DomainListRequest, bounds: DomainFilters): boolean {
  return Object.entries(request).some(([key, value]) => narrowsBy(key, value) && !(key in bounds));
}

/**
 * The columns `filterDomains` reads for `request`, beside the id: what a subquery must carry for the filters to run
 * again over its rows. The statuses a role may see are not among them.
 */
export function filterColumns(request: DomainListRequest): (keyof DomainsTable)[] {
  const columns = new Set<keyof DomainsTable>();
  if (request.status) columns.add('status');
  if (request.name?.trim()) columns.add('name');
  if (request.type) columns.add('type');
  if (request.tags?.length) columns.add('tag_ids');
  if (request.industries?.length) columns.add('industry_ids');
  for (const metric of DOMAIN_METRICS) {
    if (request[metric] !== undefined || request[metricMaxKey(metric)] !== undefined) columns.add(metric);
  }
  return [...columns];
}

/**
 * The administrators' domain list query (GET /api/admin/domains): the customer search parameters of spec section 3
 * plus status, kept in the address bar so a reload, a shared link or the back button shows the same page. The
 * address bar is read and written like every other list's (url-params: lists as repeated keys); the comma lists
 * of older admin links (`tags=3,1`) are still read.
 */
import { parseMetricParam } from './metric-bounds';
import {
  ADMIN_DOMAIN_PAGE_SIZES,
  DEFAULT_DOMAIN_SORT,
  DOMAIN_METRICS,
  DOMAIN_SEARCH_TYPES,
  DOMAIN_SORT_KEYS,
  DOMAIN_STATUSES,
  MAX_CATEGORIES,
  MAX_NAME_LENGTH,
  METRIC_BOUNDS,
  SORT_ORDERS,
  isOneOf,
  metricMaxKey,
  type DomainSearchType,
  type DomainSortKey,
  type DomainStatus,
  type MetricBound,
  type SortOrder,
} from './search-vocabulary';
import { parseIds, parseInteger } from './url-params';

export interface AdminDomainFilters {
  name: string;
  type: DomainSearchType;
  status: DomainStatus | null;
  tags: number[];
  industries: number[];
  /** Inclusive minimums (`dfs_rating`) and maximums (`dfs_rating_max`); a missing key is no bound. */
  bounds: Partial<Record<MetricBound, number>>;
}

export interface AdminDomainSearch extends AdminDomainFilters {
  page: number;
  per_page: number;
  orderby: DomainSortKey;
  order: SortOrder;
}

/** No filter at all (the form's reset). */
export const NO_ADMIN_FILTERS: Readonly<AdminDomainFilters> = {
  name: '',
  type: 0,
  status: null,
  tags: [],
  industries: [],
  bounds: {},
};

/** Spec section 9: page 1, 30 per page, newest first, no filters. */
export const DEFAULT_ADMIN_SEARCH: Readonly<AdminDomainSearch> = {
  ...NO_ADMIN_FILTERS,
  page: 1,
  per_page: ADMIN_DOMAIN_PAGE_SIZES[0],
  ...DEFAULT_DOMAIN_SORT,
};

/** The value when it is one of the list's, else the fallback. */
function oneOf<T>(values: readonly T[], value: unknown, fallback: T): T {
  return isOneOf(values, value) ? value : fallback;
}

const whole = (raw: string | null) => parseInteger(raw, 0, Number.MAX_SAFE_INTEGER);

/** Reads the address bar; a value that is not allowed falls back to the default, so a hand-edited link still works. */
export function parseAdminSearch(params: URLSearchParams): AdminDomainSearch {
  const bounds: AdminDomainFilters['bounds'] = {};
  for (const metric of DOMAIN_METRICS) {
    for (const key of [metric, metricMaxKey(metric)]) {
      const value = parseMetricParam(params.get(key), metric);
      if (value !== null) bounds[key] = value;
    }
  }
  const d = DEFAULT_ADMIN_SEARCH;
  return {
    name: (params.get('name') ?? '').trim().slice(0, MAX_NAME_LENGTH),
    type: oneOf(DOMAIN_SEARCH_TYPES, whole(params.get('type')), d.type),
    status: oneOf<DomainStatus | null>(DOMAIN_STATUSES, params.get('status'), null),
    tags: parseIds(params, 'tags', MAX_CATEGORIES),
    industries: parseIds(params, 'industries', MAX_CATEGORIES),
    bounds,
    page: parseInteger(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? d.page,
    per_page: oneOf(ADMIN_DOMAIN_PAGE_SIZES, whole(params.get('per_page')), d.per_page),
    orderby: oneOf(DOMAIN_SORT_KEYS, params.get('orderby'), d.orderby),
    order: oneOf(SORT_ORDERS, params.get('order'), d.order),
  };
}

/** The address-bar form: only what differs from the defaults, in a fixed order, lists as repeated keys. */
export function adminSearchParams(search: AdminDomainSearch): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_ADMIN_SEARCH;
  if (search.name) params.set('name', search.name);
  if (search.type !== d.type) params.set('type', String(search.type));
  if (search.status) params.set('status', search.status);
  search.tags.forEach((id) => params.append('tags', String(id)));
  search.industries.forEach((id) => params.append('industries', String(id)));
  for (const key of METRIC_BOUNDS) {
    const value = search.bounds[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (search.page !== d.page) params.set('page', String(search.page));
  if (search.per_page !== d.per_page) params.set('per_page', String(search.per_page));
  if (search.orderby !== d.orderby) params.set('orderby', search.orderby);
  if (search.order !== d.order) params.set('order', search.order);
  return params;
}

/** The same search on another page: the list then starts from its top, while other changes keep the scroll. */
export function isAdminPageTurn(from: AdminDomainSearch, to: AdminDomainSearch): boolean {
  return (
    from.page !== to.page &&
    adminSearchParams({ ...from, page: 1 }).toString() === adminSearchParams({ ...to, page: 1 }).toString()
  );
}

/** The API query of the search (empty filters left out). */
export function adminDomainQuery(search: AdminDomainSearch) {
  return {
    ...(search.name ? { name: search.name } : {}),
    ...(search.type !== 0 ? { type: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.tags.length ? { tags: search.tags } : {}),
    ...(search.industries.length ? { industries: search.industries } : {}),
    ...search.bounds,
    page: search.page,
    per_page: search.per_page,
    orderby: search.orderby,
    order: search.order,
  };
}

/** New filters start again from page 1; the page size and the order stay. */
export function withFilters(search: AdminDomainSearch, filters: AdminDomainFilters): AdminDomainSearch {
  return { ...search, ...filters, page: 1 };
}

/** True when any filter narrows the list. */
export function hasFilters(search: AdminDomainFilters): boolean {
  return Boolean(
    search.name ||
    search.type ||
    search.status ||
    search.tags.length ||
    search.industries.length ||
    Object.keys(search.bounds).length,
  );
}

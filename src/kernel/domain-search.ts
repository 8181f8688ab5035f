/**
 * The customer's domain search (spec sections 3, 4 and 9): its parameters, their defaults, how they change, and
 * how they travel in the page URL and to the API. Pure functions; the screen keeps the search in the URL.
 */
import { parseMetricParam } from './metric-bounds';
import {
  DEFAULT_DOMAIN_SORT,
  DOMAIN_METRICS,
  DOMAIN_PAGE_SIZES,
  DOMAIN_SEARCH_TYPES,
  DOMAIN_SORT_KEYS,
  MAX_CATEGORIES,
  MAX_NAME_LENGTH,
  METRIC_BOUNDS,
  SORT_ORDERS,
  isOneOf,
  metricMaxKey,
  type DomainMetric,
  type DomainSearchType,
  type DomainSortKey,
  type MetricBound,
  type SortOrder,
} from './search-vocabulary';
import { parseIds, parseInteger } from './url-params';

export type DomainSearch = {
  name: string;
  tags: number[];
  industries: number[];
  type: DomainSearchType;
  page: number;
  per_page: number;
  orderby: DomainSortKey;
  order: SortOrder;
} & Record<MetricBound, number | null>;

/** Spec section 9: page 1, 30 per page, newest first, no filters. */
export const DEFAULT_DOMAIN_SEARCH: Readonly<DomainSearch> = Object.freeze({
  name: '',
  tags: [],
  industries: [],
  type: 0,
  page: 1,
  per_page: DOMAIN_PAGE_SIZES[0],
  ...DEFAULT_DOMAIN_SORT,
  dfs_rating: null,
  dfs_rating_max: null,
  backlinks: null,
  backlinks_max: null,
  ref_domains: null,
  ref_domains_max: null,
  max_visibility: null,
  max_visibility_max: null,
  anchor_links: null,
  anchor_links_max: null,
});

// ------------------------------------------------------------------------------------------------- changes

/** The defaults (spec section 4: reset to defaults). */
export function resetSearch(): DomainSearch {
  return { ...DEFAULT_DOMAIN_SEARCH, tags: [], industries: [] };
}

/** All parameters replaced at once (spec section 4); what is not given takes its default. */
export function replaceSearch(next: Partial<DomainSearch>): DomainSearch {
  return { ...resetSearch(), ...next };
}

/** Some parameters changed; any change but the page itself starts again at page 1, since the old page may not exist. */
export function updateSearch(search: DomainSearch, changes: Partial<DomainSearch>): DomainSearch {
  return { ...search, page: 1, ...changes };
}

/** Adds the industry when absent, removes it when present (spec section 4). */
export function toggleIndustry(search: DomainSearch, id: number): DomainSearch {
  const industries = search.industries.includes(id)
    ? search.industries.filter((i) => i !== id)
    : [...search.industries, id];
  return updateSearch(search, { industries });
}

/** Chooses a domain type (the menu's sub-entries), from page 1. */
export function setType(search: DomainSearch, type: DomainSearchType): DomainSearch {
  return updateSearch(search, { type });
}

/** Sets one end of a metric's range; null clears it. */
export function setMetricBound(
  search: DomainSearch,
  metric: DomainMetric,
  bound: 'min' | 'max',
  value: number | null,
): DomainSearch {
  return updateSearch(search, { [bound === 'min' ? metric : metricMaxKey(metric)]: value });
}

export function setPage(search: DomainSearch, page: number): DomainSearch {
  return { ...search, page };
}

export function setPerPage(search: DomainSearch, per_page: number): DomainSearch {
  return updateSearch(search, { per_page });
}

/** The same search on another page: the one change that shows the list from its top (the others keep the view). */
export function isPageTurn(from: DomainSearch, to: DomainSearch): boolean {
  return (
    from.page !== to.page &&
    toSearchParams({ ...from, page: 1 }).toString() === toSearchParams({ ...to, page: 1 }).toString()
  );
}

/** Sorts by a column, from page 1. */
export function setSort(search: DomainSearch, orderby: DomainSortKey, order: SortOrder): DomainSearch {
  return updateSearch(search, { orderby, order });
}

/** Whether anything narrows the list (the reset action is offered then). */
export function hasFilters(search: DomainSearch): boolean {
  return (
    search.name.trim() !== '' ||
    search.tags.length > 0 ||
    search.industries.length > 0 ||
    search.type !== 0 ||
    METRIC_BOUNDS.some((key) => search[key] !== null)
  );
}

// ------------------------------------------------------------------------------------------------- the URL

/** Reads a search from the page URL. Tolerant: a missing or bad value takes its default; it never throws. */
export function parseDomainSearch(params: URLSearchParams): DomainSearch {
  const search = resetSearch();
  search.name = (params.get('name') ?? '').slice(0, MAX_NAME_LENGTH);
  search.tags = parseIds(params, 'tags', MAX_CATEGORIES);
  search.industries = parseIds(params, 'industries', MAX_CATEGORIES);
  const type = parseInteger(params.get('type'), 0, Number.MAX_SAFE_INTEGER);
  if (isOneOf(DOMAIN_SEARCH_TYPES, type)) search.type = type;
  for (const metric of DOMAIN_METRICS) {
    search[metric] = parseMetricParam(params.get(metric), metric);
    search[metricMaxKey(metric)] = parseMetricParam(params.get(metricMaxKey(metric)), metric);
  }
  search.page = parseInteger(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? DEFAULT_DOMAIN_SEARCH.page;
  const perPage = parseInteger(params.get('per_page'), 1, Number.MAX_SAFE_INTEGER);
  if (isOneOf(DOMAIN_PAGE_SIZES, perPage)) search.per_page = perPage;
  const orderby = params.get('orderby');
  if (isOneOf(DOMAIN_SORT_KEYS, orderby)) search.orderby = orderby;
  const order = params.get('order');
  if (isOneOf(SORT_ORDERS, order)) search.order = order;
  return search;
}

/** The page URL's query for a search: defaults left out (the plain /domain-list is the default search), lists as repeated keys. */
export function toSearchParams(search: DomainSearch): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_DOMAIN_SEARCH;
  if (search.name !== '') params.set('name', search.name);
  search.tags.forEach((id) => params.append('tags', String(id)));
  search.industries.forEach((id) => params.append('industries', String(id)));
  if (search.type !== d.type) params.set('type', String(search.type));
  for (const key of METRIC_BOUNDS) {
    const value = search[key];
    if (value !== null) params.set(key, String(value));
  }
  if (search.orderby !== d.orderby) params.set('orderby', search.orderby);
  if (search.order !== d.order) params.set('order', search.order);
  if (search.page !== d.page) params.set('page', String(search.page));
  if (search.per_page !== d.per_page) params.set('per_page', String(search.per_page));
  return params;
}

/** What GET /api/domains receives: empty filters left out, the paging and order always sent. */
export type DomainApiQuery = {
  name?: string;
  tags?: number[];
  industries?: number[];
  type?: DomainSearchType;
  page: number;
  per_page: number;
  orderby: DomainSortKey;
  order: SortOrder;
} & Partial<Record<MetricBound, number>>;

/** The API query for a search; equal searches give equal queries, so it also keys the cache. */
export function toApiQuery(search: DomainSearch): DomainApiQuery {
  const query: DomainApiQuery = {
    page: search.page,
    per_page: search.per_page,
    orderby: search.orderby,
    order: search.order,
  };
  const name = search.name.trim();
  if (name !== '') query.name = name;
  if (search.tags.length > 0) query.tags = [...search.tags];
  if (search.industries.length > 0) query.industries = [...search.industries];
  if (search.type !== 0) query.type = search.type;
  for (const key of METRIC_BOUNDS) {
    const value = search[key];
    if (value !== null) query[key] = value;
  }
  return query;
}

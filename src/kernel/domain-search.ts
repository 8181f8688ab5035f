/**
 * The customer's domain search (spec sections 3, 4 and 9): its parameters, their defaults, how they change, and
 * how they travel in the page URL and to the API. Pure functions; the screen keeps the search in the URL.
 */
import {
  DEFAULT_DOMAIN_SORT,
  DOMAIN_PAGE_SIZES,
  DOMAIN_SEARCH_TYPES,
  DOMAIN_SORT_KEYS,
  MAX_CATEGORIES,
  MAX_NAME_LENGTH,
  SORT_ORDERS,
  metricMaxKey,
  type DomainMetric,
  type DomainSearchType,
  type DomainSortKey,
  type SortOrder,
} from './search-vocabulary';
import {
  choice,
  defineSearch,
  ids,
  metricBoundFields,
  page,
  pageSize,
  text,
  type SearchApiQuery,
  type SearchValues,
} from './search-schema';

// The name is kept as typed (spaces too) so the field shows what the user wrote; the API gets it trimmed.
const fields = {
  name: text(MAX_NAME_LENGTH, { trim: false }),
  tags: ids(MAX_CATEGORIES),
  industries: ids(MAX_CATEGORIES),
  type: choice(DOMAIN_SEARCH_TYPES, 0, 'filter'),
  ...metricBoundFields(),
  orderby: choice(DOMAIN_SORT_KEYS, DEFAULT_DOMAIN_SORT.orderby),
  order: choice(SORT_ORDERS, DEFAULT_DOMAIN_SORT.order),
  page: page(Number.MAX_SAFE_INTEGER),
  per_page: pageSize(DOMAIN_PAGE_SIZES),
};

/** The customer's domain search in the page URL and to GET /api/domains. */
export const domainSearch = defineSearch<'searchDomains'>()(fields);

export type DomainSearch = SearchValues<typeof fields>;
/** What GET /api/domains receives: empty filters left out, the paging and order always sent. */
export type DomainApiQuery = SearchApiQuery<typeof fields>;

/** Spec section 9: page 1, 30 per page, newest first, no filters. */
export const DEFAULT_DOMAIN_SEARCH: Readonly<DomainSearch> = Object.freeze(domainSearch.defaults());

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

/** Sorts by a column, from page 1. */
export function setSort(search: DomainSearch, orderby: DomainSortKey, order: SortOrder): DomainSearch {
  return updateSearch(search, { orderby, order });
}

export const {
  /** Reads a search from the page URL. Tolerant: a missing or bad value takes its default; it never throws. */
  parse: parseDomainSearch,
  /** The page URL's query: defaults left out (the plain /domain-list is the default search). */
  toParams: toSearchParams,
  /** The API query; equal searches give equal queries, so it also keys the cache. */
  toApiQuery,
  /** The same search on another page: the one change that shows the list from its top. */
  isPageTurn,
  /** Whether anything narrows the list (the reset action is offered then). */
  hasFilters,
} = domainSearch;

/**
 * The administrators' domain list query (GET /api/admin/domains): the customer search parameters of spec section 3
 * plus status, kept in the address bar so a reload, a shared link or the back button shows the same page. The
 * address bar is read and written like every other list's (lists as repeated keys); the comma lists of older admin
 * links (`tags=3,1`) are still read.
 */
import {
  ADMIN_DOMAIN_PAGE_SIZES,
  DEFAULT_DOMAIN_SORT,
  DOMAIN_SEARCH_TYPES,
  DOMAIN_SORT_KEYS,
  DOMAIN_STATUSES,
  MAX_CATEGORIES,
  MAX_NAME_LENGTH,
  SORT_ORDERS,
} from './search-vocabulary';
import {
  choice,
  defineSearch,
  ids,
  metricBounds,
  oneOf,
  page,
  pageSize,
  text,
  type SearchFilters,
  type SearchValues,
} from './search-schema';

/** `bounds` holds inclusive minimums (`dfs_rating`) and maximums (`dfs_rating_max`); a missing key is no bound. */
export const adminDomainSearch = defineSearch<'adminListDomains'>()({
  name: text(MAX_NAME_LENGTH),
  type: choice(DOMAIN_SEARCH_TYPES, 0, 'filter'),
  status: oneOf(DOMAIN_STATUSES),
  tags: ids(MAX_CATEGORIES),
  industries: ids(MAX_CATEGORIES),
  bounds: metricBounds(),
  page: page(Number.MAX_SAFE_INTEGER),
  per_page: pageSize(ADMIN_DOMAIN_PAGE_SIZES),
  orderby: choice(DOMAIN_SORT_KEYS, DEFAULT_DOMAIN_SORT.orderby),
  order: choice(SORT_ORDERS, DEFAULT_DOMAIN_SORT.order),
});
export type AdminDomainSearch = SearchValues<typeof adminDomainSearch.fields>;
export type AdminDomainFilters = SearchFilters<typeof adminDomainSearch.fields>;

/** Spec section 9: page 1, 30 per page, newest first, no filters. */
export const DEFAULT_ADMIN_SEARCH: Readonly<AdminDomainSearch> = adminDomainSearch.defaults();

/** No filter at all (the form's reset). */
export const NO_ADMIN_FILTERS: Readonly<AdminDomainFilters> = {
  name: DEFAULT_ADMIN_SEARCH.name,
  type: DEFAULT_ADMIN_SEARCH.type,
  status: DEFAULT_ADMIN_SEARCH.status,
  tags: DEFAULT_ADMIN_SEARCH.tags,
  industries: DEFAULT_ADMIN_SEARCH.industries,
  bounds: DEFAULT_ADMIN_SEARCH.bounds,
};

export const {
  /** Reads the address bar; a value that is not allowed falls back to the default. */
  parse: parseAdminSearch,
  /** The address-bar form: only what differs from the defaults, in a fixed order. */
  toParams: adminSearchParams,
  isPageTurn: isAdminPageTurn,
  /** The API query of the search (empty filters left out). */
  toApiQuery: adminDomainQuery,
  hasFilters,
} = adminDomainSearch;

/** New filters start again from page 1; the page size and the order stay. */
export function withFilters(search: AdminDomainSearch, filters: AdminDomainFilters): AdminDomainSearch {
  return { ...search, ...filters, page: 1 };
}

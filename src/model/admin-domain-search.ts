/**
 * The administrators' domain list query (GET /api/admin/domains): the customer search parameters of spec section 3
 * plus status, kept in the address bar so a reload, a shared link or the back button shows the same page.
 */
export const ADMIN_PAGE_SIZES = [30, 100, 250, 500, 1000] as const;
export const ADMIN_SORT_KEYS = [
  'created_at',
  'name',
  'price',
  'rent_price',
  'dfs_rating',
  'backlinks',
  'ref_domains',
  'max_visibility',
  'anchor_links',
] as const;
export const DOMAIN_STATUSES = ['available', 'reserved', 'sold', 'rented', 'hidden'] as const;
/** Spec section 3: 0 all, 1 expired-domain SEO, 2 naming and branding, 3 featured. */
export const DOMAIN_SEARCH_TYPES = [0, 1, 2, 3] as const;
export const DOMAIN_METRICS = ['dfs_rating', 'backlinks', 'ref_domains', 'max_visibility', 'anchor_links'] as const;

export type AdminSortKey = (typeof ADMIN_SORT_KEYS)[number];
export type DomainStatusValue = (typeof DOMAIN_STATUSES)[number];
export type DomainSearchType = (typeof DOMAIN_SEARCH_TYPES)[number];
export type DomainMetric = (typeof DOMAIN_METRICS)[number];
export type MetricBound = DomainMetric | `${DomainMetric}_max`;

export interface AdminDomainFilters {
  name: string;
  type: DomainSearchType;
  status: DomainStatusValue | null;
  tags: number[];
  industries: number[];
  /** Inclusive minimums (`dfs_rating`) and maximums (`dfs_rating_max`); a missing key is no bound. */
  bounds: Partial<Record<MetricBound, number>>;
}

export interface AdminDomainSearch extends AdminDomainFilters {
  page: number;
  per_page: number;
  orderby: AdminSortKey;
  order: 'asc' | 'desc';
}

/** Spec section 9: page 1, 30 per page, newest first. */
export const DEFAULT_ADMIN_SEARCH: AdminDomainSearch = {
  name: '',
  type: 0,
  status: null,
  tags: [],
  industries: [],
  bounds: {},
  page: 1,
  per_page: 30,
  orderby: 'created_at',
  order: 'desc',
};

export const METRIC_BOUNDS: readonly MetricBound[] = DOMAIN_METRICS.flatMap((m) => [m, `${m}_max` as const]);

function oneOf<T>(values: readonly T[], raw: string | null, fallback: T, read: (raw: string) => unknown = (r) => r): T {
  if (raw === null) return fallback;
  const value = read(raw);
  return values.includes(value as T) ? (value as T) : fallback;
}

function idList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

function bound(raw: string | null, metric: MetricBound): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  const whole = !metric.startsWith('max_visibility');
  if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) return undefined;
  return value;
}

/** Reads the address bar; a value that is not allowed falls back to the default, so a hand-edited link still works. */
export function parseAdminSearch(params: URLSearchParams): AdminDomainSearch {
  const page = Number(params.get('page'));
  const bounds: AdminDomainFilters['bounds'] = {};
  for (const key of METRIC_BOUNDS) {
    const value = bound(params.get(key), key);
    if (value !== undefined) bounds[key] = value;
  }
  const d = DEFAULT_ADMIN_SEARCH;
  return {
    name: params.get('name')?.trim() ?? '',
    type: oneOf(DOMAIN_SEARCH_TYPES, params.get('type'), d.type, Number),
    status: oneOf<DomainStatusValue | null>(DOMAIN_STATUSES, params.get('status'), null),
    tags: idList(params.get('tags')),
    industries: idList(params.get('industries')),
    bounds,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page: oneOf(ADMIN_PAGE_SIZES, params.get('per_page'), d.per_page, Number),
    orderby: oneOf(ADMIN_SORT_KEYS, params.get('orderby'), d.orderby),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), d.order),
  };
}

/** The address-bar form: only what differs from the defaults, in a fixed order. */
export function adminSearchParams(search: AdminDomainSearch): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_ADMIN_SEARCH;
  if (search.name) params.set('name', search.name);
  if (search.type !== d.type) params.set('type', String(search.type));
  if (search.status) params.set('status', search.status);
  if (search.tags.length) params.set('tags', search.tags.join(','));
  if (search.industries.length) params.set('industries', search.industries.join(','));
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

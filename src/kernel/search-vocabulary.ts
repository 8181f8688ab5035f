/**
 * The words of the domain search (spec section 3), written once: the types, statuses, metrics, sort keys and page
 * sizes the customer list, the admin list and the server's filters all speak. search-vocabulary-contract.ts proves
 * at compile time that they are the enums of openapi.yaml.
 */

/** A domain's type: 1 Domenika SEO (expired domains), 2 naming and branding, 3 featured. */
export const DOMAIN_TYPES = [1, 2, 3] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** A search's type: 0 for all, or one domain type. */
export const DOMAIN_SEARCH_TYPES = [0, ...DOMAIN_TYPES] as const;
export type DomainSearchType = (typeof DOMAIN_SEARCH_TYPES)[number];

/** Dostępna, Zarezerwowana, Sprzedana, Wydzierżawiona, Ukryta, Szkic; only the administrators filter by it. */
export const DOMAIN_STATUSES = ['available', 'reserved', 'sold', 'rented', 'hidden', 'draft'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The metrics a search can bound; each is a minimum, and `<metric>_max` beside it makes a range. */
export const DOMAIN_METRICS = ['dfs_rating', 'backlinks', 'ref_domains', 'max_visibility', 'anchor_links'] as const;
export type DomainMetric = (typeof DOMAIN_METRICS)[number];
export type DomainMetricMax = `${DomainMetric}_max`;
/** A query key bounding a metric: its minimum or its maximum. */
export type MetricBound = DomainMetric | DomainMetricMax;

/** The key of a metric's maximum. */
export const metricMaxKey = (metric: DomainMetric): DomainMetricMax => `${metric}_max`;

/** Every metric bound, minimum then maximum, in URL order. */
export const METRIC_BOUNDS: readonly MetricBound[] = DOMAIN_METRICS.flatMap((m) => [m, metricMaxKey(m)]);

/** Decimal places of each metric: visibility is an index written with two, the others are counts. */
export const METRIC_DECIMALS: Readonly<Record<DomainMetric, number>> = {
  dfs_rating: 0,
  backlinks: 0,
  ref_domains: 0,
  max_visibility: 2,
  anchor_links: 0,
};

/** The highest bound the API accepts (openapi: DfsRating, Backlinks, …): DFS is a 0–100 score, counts an int4. */
export const METRIC_LIMITS: Readonly<Record<DomainMetric, number>> = {
  dfs_rating: 100,
  backlinks: 2_147_483_647,
  ref_domains: 2_147_483_647,
  max_visibility: 1_000_000_000,
  anchor_links: 2_147_483_647,
};

/** The columns both lists sort by: the date added, the name, the two prices and every metric. */
export const DOMAIN_SORT_KEYS = ['created_at', 'name', 'price', 'rent_price', ...DOMAIN_METRICS] as const;
export type DomainSortKey = (typeof DOMAIN_SORT_KEYS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Spec section 9: newest first. */
export const DEFAULT_DOMAIN_SORT: Readonly<{ orderby: DomainSortKey; order: SortOrder }> = {
  orderby: 'created_at',
  order: 'desc',
};

/** The page sizes the customer is offered (the API allows up to 200); the first is the spec's default. */
export const DOMAIN_PAGE_SIZES = [30, 60, 100, 200] as const;
/** The page sizes of the admin table (the API allows up to 1000); the first is the default. */
export const ADMIN_DOMAIN_PAGE_SIZES = [30, 100, 250, 500, 1000] as const;

/** The API accepts at most this many tags or industries, and names up to this length. */
export const MAX_CATEGORIES = 50;
export const MAX_NAME_LENGTH = 253;

/** Whether a value is one of the list's, narrowing it to them. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value);
}

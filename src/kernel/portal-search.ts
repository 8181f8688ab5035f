/**
 * The searches of the portal catalogue: portals for sale (/portals) and portals offering sponsored publications
 * (/portals-publications). Their filters, defaults, changes, and how they travel in the page URL and to the API.
 * Pure functions; the screens keep the search in the URL.
 */
import { isPublicationOfferId, type LinkType, type PublicationOfferId } from './publication-order';
import { MAX_AMOUNT_PLN } from './number-input';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, parseIds, parseInteger, readPaging } from './url-params';

export const PORTAL_ORDER_BY = ['created_at', 'name', 'price', 'dfs_rating', 'monthly_traffic'] as const;
export type PortalOrderBy = (typeof PORTAL_ORDER_BY)[number];
export type SortOrder = 'asc' | 'desc';

/** The page sizes offered on /portals; the default is the spec's 30. */
export const PORTAL_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** Rows per "Pokaż więcej" on /portals-publications. */
export const PUBLICATIONS_PER_PAGE = 30;

/** API limits (openapi: PortalName, IndustryIds, DfsRating, Money). */
export const MAX_PORTAL_NAME_LENGTH = 200;
const MAX_INDUSTRIES = 50;
const MAX_DFS = 100;
const MAX_TRAFFIC = 2_147_483_647;

/** What both catalogues filter by; each metric is a minimum. */
export interface PortalFilters {
  name: string;
  industries: number[];
  dfs_rating: number | null;
  monthly_traffic: number | null;
  orderby: PortalOrderBy;
  order: SortOrder;
}

export interface PortalSearch extends PortalFilters {
  page: number;
  per_page: number;
}

/** The publication list pages by "Pokaż więcej", so its page is not part of the search. */
export interface PublicationSearch extends PortalFilters {
  /** Net PLN bounds of the chosen type's price, or of the cheapest type's. */
  price_min: number | null;
  price_max: number | null;
  offer: PublicationOfferId | null;
  link_type: LinkType | null;
}

const DEFAULT_FILTERS: Readonly<PortalFilters> = Object.freeze({
  name: '',
  industries: [],
  dfs_rating: null,
  monthly_traffic: null,
  orderby: 'created_at',
  order: 'desc',
});

/** Page 1, 30 per page, newest first, no filters. */
export function defaultPortalSearch(): PortalSearch {
  return { ...DEFAULT_FILTERS, industries: [], page: 1, per_page: DEFAULT_LIST_PAGE_SIZE };
}

export function defaultPublicationSearch(): PublicationSearch {
  return { ...DEFAULT_FILTERS, industries: [], price_min: null, price_max: null, offer: null, link_type: null };
}

// ------------------------------------------------------------------------------------------------- changes

/** Some filters changed; a paged search starts again at page 1, since the old page may not exist. */
export function updateFilters<S extends PortalFilters>(
  search: S,
  changes: Partial<PublicationSearch & PortalSearch>,
): S {
  return 'page' in search ? { ...search, page: 1, ...changes } : { ...search, ...changes };
}

/** Adds the industry when absent, removes it when present. */
export function toggleIndustry<S extends PortalFilters>(search: S, id: number): S {
  const industries = search.industries.includes(id)
    ? search.industries.filter((i) => i !== id)
    : [...search.industries, id];
  return updateFilters<S>(search, { industries });
}

export function isPortalOrderBy(value: string): value is PortalOrderBy {
  return (PORTAL_ORDER_BY as readonly string[]).includes(value);
}

/** Whether anything narrows the list (the reset action is offered then). */
export function hasFilters(search: PortalFilters | PublicationSearch): boolean {
  const common =
    search.name.trim() !== '' ||
    search.industries.length > 0 ||
    search.dfs_rating !== null ||
    search.monthly_traffic !== null;
  if (!('offer' in search)) return common;
  return (
    common ||
    search.price_min !== null ||
    search.price_max !== null ||
    search.offer !== null ||
    search.link_type !== null
  );
}

// ------------------------------------------------------------------------------------------------- the URL

function parseAmount(raw: string | null): number | null {
  const text = raw?.trim().replace(',', '.') ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_AMOUNT_PLN ? value : null;
}

function parseFilters(params: URLSearchParams): PortalFilters {
  const orderby = params.get('orderby') ?? '';
  const order = params.get('order');
  return {
    name: (params.get('name') ?? '').slice(0, MAX_PORTAL_NAME_LENGTH),
    industries: parseIds(params, 'industries', MAX_INDUSTRIES),
    dfs_rating: parseInteger(params.get('dfs_rating'), 0, MAX_DFS),
    monthly_traffic: parseInteger(params.get('monthly_traffic'), 0, MAX_TRAFFIC),
    orderby: isPortalOrderBy(orderby) ? orderby : DEFAULT_FILTERS.orderby,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_FILTERS.order,
  };
}

/** Reads /portals' search from the URL. Tolerant: a missing or bad value takes its default; it never throws. */
export function parsePortalSearch(params: URLSearchParams): PortalSearch {
  return {
    ...parseFilters(params),
    ...readPaging(params),
  };
}

/** Reads /portals-publications' search from the URL, as tolerantly. */
export function parsePublicationSearch(params: URLSearchParams): PublicationSearch {
  const offer = params.get('offer');
  const linkType = params.get('link_type');
  return {
    ...parseFilters(params),
    price_min: parseAmount(params.get('price_min')),
    price_max: parseAmount(params.get('price_max')),
    offer: isPublicationOfferId(offer) ? offer : null,
    link_type: linkType === '0' ? 0 : linkType === '1' ? 1 : null,
  };
}

export type PortalApiQuery = {
  name?: string;
  industries?: number[];
  dfs_rating?: number;
  monthly_traffic?: number;
  page: number;
  per_page: number;
  orderby: PortalOrderBy;
  order: SortOrder;
};

export type PublicationApiQuery = Omit<PortalApiQuery, 'page' | 'per_page'> & {
  price_min?: number;
  price_max?: number;
  offer?: PublicationOfferId;
  link_type?: LinkType;
};

// The keys are written in the order the URL shows them: the filters, then the order, then the page.
function filterQuery(search: PortalFilters): Omit<PortalApiQuery, 'page' | 'per_page'> {
  const name = search.name.trim();
  return {
    ...(name !== '' ? { name } : {}),
    ...(search.industries.length > 0 ? { industries: [...search.industries] } : {}),
    ...(search.dfs_rating !== null ? { dfs_rating: search.dfs_rating } : {}),
    ...(search.monthly_traffic !== null ? { monthly_traffic: search.monthly_traffic } : {}),
    orderby: search.orderby,
    order: search.order,
  };
}

/** What GET /api/portals receives: empty filters left out, paging and order always sent. Also the cache key. */
export function portalApiQuery(search: PortalSearch): PortalApiQuery {
  return { ...filterQuery(search), page: search.page, per_page: search.per_page };
}

/** What GET /api/portals-publications (and its export) receives, without the page, which the list adds. */
export function publicationApiQuery(search: PublicationSearch): PublicationApiQuery {
  const { orderby, order, ...filters } = filterQuery(search);
  return {
    ...filters,
    ...(search.price_min !== null ? { price_min: search.price_min } : {}),
    ...(search.price_max !== null ? { price_max: search.price_max } : {}),
    ...(search.offer !== null ? { offer: search.offer } : {}),
    ...(search.link_type !== null ? { link_type: search.link_type } : {}),
    orderby,
    order,
  };
}

const URL_DEFAULTS: Record<string, string> = {
  orderby: DEFAULT_FILTERS.orderby,
  order: DEFAULT_FILTERS.order,
  page: '1',
  per_page: '30',
};

/** The page URL's query: what the API gets, defaults left out (the plain path is the default search), lists as repeated keys. */
export function catalogueSearchParams(search: PortalSearch | PublicationSearch): URLSearchParams {
  const query = 'page' in search ? portalApiQuery(search) : publicationApiQuery(search);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((id) => params.append(key, String(id)));
    else if (URL_DEFAULTS[key] !== String(value)) params.set(key, String(value));
  }
  return params;
}

/**
 * The publication list's paging rule (spec section 4): a page other than the first is appended, the first replaces
 * the list. A row already shown is not repeated, since rows can shift between pages while the user reads.
 */
export function mergePage<R extends { id: number }>(
  rows: readonly R[],
  page: { current_page: number; data: readonly R[] },
): R[] {
  if (page.current_page === 1) return [...page.data];
  const shown = new Set(rows.map((row) => row.id));
  return [...rows, ...page.data.filter((row) => !shown.has(row.id))];
}

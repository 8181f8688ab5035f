/**
 * The searches of the portal catalogue: portals for sale (/portals) and portals offering sponsored publications
 * (/portals-publications). Their filters, defaults, changes, and how they travel in the page URL and to the API.
 * Pure functions; the screens keep the search in the URL.
 */
import { PUBLICATION_OFFER_IDS, type LinkType } from './publication-order';
import { MAX_AMOUNT_PLN } from './number-input';
import {
  choice,
  defineSearch,
  ids,
  int,
  oneOf,
  paging,
  parsed,
  text,
  type SearchApiQuery,
  type SearchValues,
} from './search-schema';
import { SORT_ORDERS } from './search-vocabulary';
import { LIST_PAGE_SIZES } from './url-params';

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

function parseAmount(raw: string | null): number | null {
  const text = raw?.trim().replace(',', '.') ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_AMOUNT_PLN ? value : null;
}

const parseLinkType = (raw: string | null): LinkType | null => (raw === '0' ? 0 : raw === '1' ? 1 : null);

/** What both catalogues filter by, each metric a minimum, then their order: newest first by default. */
const filterFields = {
  name: text(MAX_PORTAL_NAME_LENGTH),
  industries: ids(MAX_INDUSTRIES),
  dfs_rating: int(0, MAX_DFS),
  monthly_traffic: int(0, MAX_TRAFFIC),
  orderby: choice(PORTAL_ORDER_BY, 'created_at'),
  order: choice(SORT_ORDERS, 'desc'),
};

/** /portals: the filters, then the page, 30 per page by default. */
export const portalSearch = defineSearch<'listPortals'>()({ ...filterFields, ...paging() });

/**
 * /portals-publications pages by "Pokaż więcej", so its page is not part of the search (the list adds it). The
 * price bounds are net PLN of the chosen type's price, or of the cheapest type's.
 */
const { orderby, order, ...publicationFilters } = filterFields;
export const publicationSearch = defineSearch<'listPortalPublications'>()({
  ...publicationFilters,
  price_min: parsed(parseAmount),
  price_max: parsed(parseAmount),
  offer: oneOf(PUBLICATION_OFFER_IDS),
  link_type: parsed(parseLinkType),
  orderby,
  order,
});

export type PortalFilters = SearchValues<typeof filterFields>;
export type PortalSearch = SearchValues<typeof portalSearch.fields>;
export type PublicationSearch = SearchValues<typeof publicationSearch.fields>;
export type PortalApiQuery = SearchApiQuery<typeof portalSearch.fields>;
export type PublicationApiQuery = SearchApiQuery<typeof publicationSearch.fields>;

export const {
  defaults: defaultPortalSearch,
  /** Reads /portals' search from the URL. Tolerant: a missing or bad value takes its default; it never throws. */
  parse: parsePortalSearch,
  /** What GET /api/portals receives: empty filters left out, paging and order always sent. Also the cache key. */
  toApiQuery: portalApiQuery,
} = portalSearch;

export const {
  defaults: defaultPublicationSearch,
  parse: parsePublicationSearch,
  /** What GET /api/portals-publications (and its export) receives, without the page, which the list adds. */
  toApiQuery: publicationApiQuery,
} = publicationSearch;

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
  return 'offer' in search ? publicationSearch.hasFilters(search) : portalSearch.hasFilters(search);
}

/** The page URL's query: defaults left out (the plain path is the default search), lists as repeated keys. */
export function catalogueSearchParams(search: PortalSearch | PublicationSearch): URLSearchParams {
  return 'page' in search ? portalSearch.toParams(search) : publicationSearch.toParams(search);
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

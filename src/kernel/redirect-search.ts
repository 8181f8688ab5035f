/**
 * The search of "Przekierowania" (/redirects): the page and the page size, in the page URL, so a reload or a shared
 * link opens the same page. The list has no filters: a customer has a handful of rentals, newest first.
 */
import { defineSearch, paging, type SearchValues } from './search-schema';
import { LIST_PAGE_SIZES } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const REDIRECT_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;

/** A new page size starts from the top like a page turn; both are page turns here. */
export const redirectSearch = defineSearch<'listMyRedirects'>()(paging({ turnsPage: true }));
export type RedirectSearch = SearchValues<typeof redirectSearch.fields>;

export const {
  defaults: defaultRedirectSearch,
  parse: parseRedirectSearch,
  toParams: redirectSearchParams,
  isPageTurn: isRedirectPageTurn,
} = redirectSearch;

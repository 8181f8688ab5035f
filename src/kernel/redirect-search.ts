/**
 * The search of "Przekierowania" (/redirects): the page and the page size, in the page URL, so a reload or a shared
 * link opens the same page. The list has no filters: a customer has a handful of rentals, newest first.
 */
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, readPaging, writePaging } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const REDIRECT_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;

export interface RedirectSearch {
  page: number;
  per_page: number;
}

export function defaultRedirectSearch(): RedirectSearch {
  return { page: 1, per_page: DEFAULT_LIST_PAGE_SIZE };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseRedirectSearch(params: URLSearchParams): RedirectSearch {
  return {
    ...readPaging(params),
  };
}

/** The URL form: defaults left out, so the first page is just /redirects. */
export function redirectSearchParams(search: RedirectSearch): URLSearchParams {
  const params = new URLSearchParams();
  writePaging(params, search);
  return params;
}

/** A new page size starts from the top like a page turn; both are page turns here. */
export function isRedirectPageTurn(from: RedirectSearch, to: RedirectSearch): boolean {
  return from.page !== to.page || from.per_page !== to.per_page;
}

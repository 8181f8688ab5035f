/**
 * The search of "Przekierowania" (/redirects): the page and the page size, in the page URL, so a reload or a shared
 * link opens the same page. The list has no filters: a customer has a handful of rentals, newest first.
 */
import { parseInteger } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const REDIRECT_PER_PAGE_OPTIONS = [30, 60, 100] as const;
const DEFAULT_PER_PAGE = 30;

export interface RedirectSearch {
  page: number;
  per_page: number;
}

export function defaultRedirectSearch(): RedirectSearch {
  return { page: 1, per_page: DEFAULT_PER_PAGE };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseRedirectSearch(params: URLSearchParams): RedirectSearch {
  const perPage = parseInteger(params.get('per_page'), 1, 200);
  return {
    page: parseInteger(params.get('page'), 1, 1_000_000) ?? 1,
    per_page:
      perPage !== null && (REDIRECT_PER_PAGE_OPTIONS as readonly number[]).includes(perPage)
        ? perPage
        : DEFAULT_PER_PAGE,
  };
}

/** The URL form: defaults left out, so the first page is just /redirects. */
export function redirectSearchParams(search: RedirectSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.per_page !== DEFAULT_PER_PAGE) params.set('per_page', String(search.per_page));
  return params;
}

/** A new page size starts from the top like a page turn; both are page turns here. */
export function isRedirectPageTurn(from: RedirectSearch, to: RedirectSearch): boolean {
  return from.page !== to.page || from.per_page !== to.per_page;
}

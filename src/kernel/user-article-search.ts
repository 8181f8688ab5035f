/**
 * The search of "Moje publikacje" (/user-articles): the status filter, the page and the page size, all in the page
 * URL, so a filtered list can be reloaded, shared and walked with back and forward.
 */
import { isUserArticleStatus, type UserArticleStatus } from './user-article';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, readPaging, writePaging } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const USER_ARTICLE_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;

export interface UserArticleSearch {
  /** Null lists every status. */
  status: UserArticleStatus | null;
  page: number;
  per_page: number;
}

export function defaultUserArticleSearch(): UserArticleSearch {
  return { status: null, page: 1, per_page: DEFAULT_LIST_PAGE_SIZE };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseUserArticleSearch(params: URLSearchParams): UserArticleSearch {
  const status = params.get('status');
  return {
    status: status !== null && isUserArticleStatus(status) ? status : null,
    ...readPaging(params),
  };
}

/** The URL form: defaults left out, so the plain list is just /user-articles. */
export function userArticleSearchParams(search: UserArticleSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  writePaging(params, search);
  return params;
}

/** What GET /api/me/user-articles is asked; no status means every status. */
export function userArticleApiQuery(search: UserArticleSearch): {
  status?: UserArticleStatus;
  page: number;
  per_page: number;
} {
  const { status, page, per_page } = search;
  return status ? { status, page, per_page } : { page, per_page };
}

/** Only the page changed, so the list starts from the top; a new filter keeps the scroll where the filter is. */
export function isUserArticlePageTurn(from: UserArticleSearch, to: UserArticleSearch): boolean {
  return from.page !== to.page && from.status === to.status && from.per_page === to.per_page;
}

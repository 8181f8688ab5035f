/**
 * The search of the users list (/users): a name, e-mail or NIP, the privilege, whether the e-mail is confirmed, the
 * sort and the page, all in the page URL.
 */
import { PRIVILEGES, type Privilege } from './privileges';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, readPaging, writePaging, readOneOf } from './url-params';

export const ADMIN_USER_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** The API's limit on the search text (openapi: adminListUsers `search`). */
export const MAX_USER_SEARCH_LENGTH = 200;
export const ADMIN_USER_SORT_KEYS = ['created_at', 'name', 'email', 'orders_count'] as const;
export type AdminUserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

export interface AdminUserSearch {
  search: string;
  privilege: Privilege | null;
  /** Null lists everyone; true only confirmed e-mail addresses, false only unconfirmed ones. */
  verified: boolean | null;
  orderby: AdminUserSortKey;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export function defaultAdminUserSearch(): AdminUserSearch {
  return {
    search: '',
    privilege: null,
    verified: null,
    orderby: 'created_at',
    order: 'desc',
    page: 1,
    per_page: DEFAULT_LIST_PAGE_SIZE,
  };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseAdminUserSearch(params: URLSearchParams): AdminUserSearch {
  const defaults = defaultAdminUserSearch();
  const verified = params.get('verified');
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_USER_SEARCH_LENGTH),
    privilege: readOneOf(params, 'privilege', PRIVILEGES),
    verified: verified === 'true' ? true : verified === 'false' ? false : null,
    orderby: readOneOf(params, 'orderby', ADMIN_USER_SORT_KEYS) ?? defaults.orderby,
    order: readOneOf(params, 'order', ['asc', 'desc'] as const) ?? defaults.order,
    ...readPaging(params),
  };
}

/** The URL form: defaults left out, so the plain list is just /users. */
export function adminUserSearchParams(search: AdminUserSearch): URLSearchParams {
  const defaults = defaultAdminUserSearch();
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  if (search.privilege) params.set('privilege', search.privilege);
  if (search.verified !== null) params.set('verified', String(search.verified));
  if (search.orderby !== defaults.orderby) params.set('orderby', search.orderby);
  if (search.order !== defaults.order) params.set('order', search.order);
  writePaging(params, search);
  return params;
}

/** What GET /api/admin/users is asked: only the filters that are set. */
export function adminUserApiQuery(search: AdminUserSearch) {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.privilege ? { privilege: search.privilege } : {}),
    ...(search.verified !== null ? { verified: search.verified } : {}),
    orderby: search.orderby,
    order: search.order,
    page: search.page,
    per_page: search.per_page,
  };
}

/** Only the page changed, so the list starts from the top. */
export function isAdminUserPageTurn(from: AdminUserSearch, to: AdminUserSearch): boolean {
  return (
    from.page !== to.page &&
    adminUserSearchParams({ ...from, page: 1 }).toString() === adminUserSearchParams({ ...to, page: 1 }).toString()
  );
}

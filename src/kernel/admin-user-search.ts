/**
 * The search of the users list (/users): a name, e-mail or NIP, the privilege, whether the e-mail is confirmed, the
 * sort and the page, all in the page URL.
 */
import { PRIVILEGES } from './privileges';
import { choice, defineSearch, flag, oneOf, paging, text, type SearchValues } from './search-schema';
import { SORT_ORDERS } from './search-vocabulary';
import { LIST_PAGE_SIZES } from './url-params';

export const ADMIN_USER_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** The API's limit on the search text (openapi: adminListUsers `search`). */
export const MAX_USER_SEARCH_LENGTH = 200;
export const ADMIN_USER_SORT_KEYS = ['created_at', 'name', 'email', 'orders_count'] as const;
export type AdminUserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

/** `verified`: null lists everyone, true only confirmed e-mail addresses, false only unconfirmed ones. */
export const adminUserSearch = defineSearch<'adminListUsers'>()({
  search: text(MAX_USER_SEARCH_LENGTH),
  privilege: oneOf(PRIVILEGES),
  verified: flag(),
  orderby: choice(ADMIN_USER_SORT_KEYS, 'created_at'),
  order: choice(SORT_ORDERS, 'desc'),
  ...paging(),
});
export type AdminUserSearch = SearchValues<typeof adminUserSearch.fields>;

export const {
  defaults: defaultAdminUserSearch,
  parse: parseAdminUserSearch,
  toParams: adminUserSearchParams,
  toApiQuery: adminUserApiQuery,
  isPageTurn: isAdminUserPageTurn,
} = adminUserSearch;

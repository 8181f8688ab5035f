/**
 * The search of all orders (/all-orders): status, the Warsaw days the orders were placed on, the customer, the
 * product kind, the sort and the page, all in the page URL so an administrator can share or reload a filtered list.
 */
import { ORDER_STATUSES } from './order-status';
import { checkedText, choice, defineSearch, oneOf, paging, text, type SearchValues } from './search-schema';
import { SORT_ORDERS } from './search-vocabulary';
import { LIST_PAGE_SIZES } from './url-params';
import { isIsoDate } from './warsaw-day';

export const ADMIN_ORDER_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** The API's limit on the customer filter (openapi: adminListOrders `customer`). */
export const MAX_CUSTOMER_FILTER_LENGTH = 200;

export const ADMIN_ORDER_KINDS = ['domain', 'webPortal', 'publication', 'redirect'] as const;
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number];
export const ADMIN_ORDER_SORT_KEYS = ['created_at', 'gross_total', 'status', 'number'] as const;
export type AdminOrderSortKey = (typeof ADMIN_ORDER_SORT_KEYS)[number];

/** The days are YYYY-MM-DD, or '' for no bound. */
export const adminOrderSearch = defineSearch<'adminListOrders'>()({
  status: oneOf(ORDER_STATUSES),
  customer: text(MAX_CUSTOMER_FILTER_LENGTH),
  date_from: checkedText(isIsoDate),
  date_to: checkedText(isIsoDate),
  kind: oneOf(ADMIN_ORDER_KINDS),
  orderby: choice(ADMIN_ORDER_SORT_KEYS, 'created_at'),
  order: choice(SORT_ORDERS, 'desc'),
  ...paging(),
});
export type AdminOrderSearch = SearchValues<typeof adminOrderSearch.fields>;

export const {
  defaults: defaultAdminOrderSearch,
  parse: parseAdminOrderSearch,
  toParams: adminOrderSearchParams,
  toApiQuery: adminOrderApiQuery,
  isPageTurn: isAdminOrderPageTurn,
} = adminOrderSearch;

/** Whether the range ends before it starts; the screen says so and asks the server nothing. */
export function isBackwardRange(search: Pick<AdminOrderSearch, 'date_from' | 'date_to'>): boolean {
  return search.date_from !== '' && search.date_to !== '' && search.date_to < search.date_from;
}

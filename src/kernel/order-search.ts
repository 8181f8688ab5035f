/**
 * The search of the customer's orders (/orders): the status filter, the page and the page size, all in the page URL,
 * so a filtered list can be reloaded, shared and walked with back and forward.
 */
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { defineSearch, oneOf, paging, type SearchValues } from './search-schema';
import { LIST_PAGE_SIZES } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const ORDER_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;

/** Whether a text names one of the order statuses. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Null status lists every status; a new filter keeps the scroll where the filter is. */
export const orderSearch = defineSearch<'listMyOrders'>()({ status: oneOf(ORDER_STATUSES), ...paging() });
export type OrderSearch = SearchValues<typeof orderSearch.fields>;

export const {
  defaults: defaultOrderSearch,
  parse: parseOrderSearch,
  toParams: orderSearchParams,
  toApiQuery: orderApiQuery,
  isPageTurn: isOrderPageTurn,
} = orderSearch;

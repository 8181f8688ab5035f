/**
 * The search of the customer's orders (/orders): the status filter, the page and the page size, all in the page URL,
 * so a filtered list can be reloaded, shared and walked with back and forward.
 */
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, readPaging, writePaging } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const ORDER_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;

export interface OrderSearch {
  /** Null lists every status. */
  status: OrderStatus | null;
  page: number;
  per_page: number;
}

/** Whether a text names one of the order statuses. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function defaultOrderSearch(): OrderSearch {
  return { status: null, page: 1, per_page: DEFAULT_LIST_PAGE_SIZE };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseOrderSearch(params: URLSearchParams): OrderSearch {
  const status = params.get('status');
  return {
    status: status !== null && isOrderStatus(status) ? status : null,
    ...readPaging(params),
  };
}

/** The URL form: defaults left out, so the plain list is just /orders. */
export function orderSearchParams(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  writePaging(params, search);
  return params;
}

/** What GET /api/me/orders is asked; no status means every status. */
export function orderApiQuery(search: OrderSearch): { status?: OrderStatus; page: number; per_page: number } {
  const { status, page, per_page } = search;
  return status ? { status, page, per_page } : { page, per_page };
}

/** Only the page changed, so the list starts from the top; a new filter keeps the scroll where the filter is. */
export function isOrderPageTurn(from: OrderSearch, to: OrderSearch): boolean {
  return from.page !== to.page && from.status === to.status && from.per_page === to.per_page;
}

/**
 * The search of all orders (/all-orders): status, the Warsaw days the orders were placed on, the customer, the
 * product kind, the sort and the page, all in the page URL so an administrator can share or reload a filtered list.
 */
import { isOrderStatus } from './order-search';
import type { OrderStatus } from './order-status';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, readPaging, writePaging, readOneOf } from './url-params';
import { isIsoDate } from './warsaw-day';

export const ADMIN_ORDER_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** The API's limit on the customer filter (openapi: adminListOrders `customer`). */
export const MAX_CUSTOMER_FILTER_LENGTH = 200;

export const ADMIN_ORDER_KINDS = ['domain', 'webPortal', 'publication', 'redirect'] as const;
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number];
export const ADMIN_ORDER_SORT_KEYS = ['created_at', 'gross_total', 'status', 'number'] as const;
export type AdminOrderSortKey = (typeof ADMIN_ORDER_SORT_KEYS)[number];

export interface AdminOrderSearch {
  status: OrderStatus | null;
  customer: string;
  /** YYYY-MM-DD, or '' for no bound. */
  date_from: string;
  date_to: string;
  kind: AdminOrderKind | null;
  orderby: AdminOrderSortKey;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export function defaultAdminOrderSearch(): AdminOrderSearch {
  return {
    status: null,
    customer: '',
    date_from: '',
    date_to: '',
    kind: null,
    orderby: 'created_at',
    order: 'desc',
    page: 1,
    per_page: DEFAULT_LIST_PAGE_SIZE,
  };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseAdminOrderSearch(params: URLSearchParams): AdminOrderSearch {
  const defaults = defaultAdminOrderSearch();
  const status = params.get('status');
  const date = (key: string) => {
    const raw = params.get(key) ?? '';
    return isIsoDate(raw) ? raw : '';
  };
  return {
    status: status !== null && isOrderStatus(status) ? status : null,
    customer: (params.get('customer') ?? '').trim().slice(0, MAX_CUSTOMER_FILTER_LENGTH),
    date_from: date('date_from'),
    date_to: date('date_to'),
    kind: readOneOf(params, 'kind', ADMIN_ORDER_KINDS),
    orderby: readOneOf(params, 'orderby', ADMIN_ORDER_SORT_KEYS) ?? defaults.orderby,
    order: readOneOf(params, 'order', ['asc', 'desc'] as const) ?? defaults.order,
    ...readPaging(params),
  };
}

/** The URL form: defaults left out, so the plain list is just /all-orders. */
export function adminOrderSearchParams(search: AdminOrderSearch): URLSearchParams {
  const defaults = defaultAdminOrderSearch();
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.customer) params.set('customer', search.customer);
  if (search.date_from) params.set('date_from', search.date_from);
  if (search.date_to) params.set('date_to', search.date_to);
  if (search.kind) params.set('kind', search.kind);
  if (search.orderby !== defaults.orderby) params.set('orderby', search.orderby);
  if (search.order !== defaults.order) params.set('order', search.order);
  writePaging(params, search);
  return params;
}

/** Whether the range ends before it starts; the screen says so and asks the server nothing. */
export function isBackwardRange(search: Pick<AdminOrderSearch, 'date_from' | 'date_to'>): boolean {
  return search.date_from !== '' && search.date_to !== '' && search.date_to < search.date_from;
}

/** What GET /api/admin/orders is asked: only the filters that are set. */
export function adminOrderApiQuery(search: AdminOrderSearch) {
  return {
    ...(search.status ? { status: search.status } : {}),
    ...(search.customer ? { customer: search.customer } : {}),
    ...(search.date_from ? { date_from: search.date_from } : {}),
    ...(search.date_to ? { date_to: search.date_to } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
    orderby: search.orderby,
    order: search.order,
    page: search.page,
    per_page: search.per_page,
  };
}

/** Only the page changed, so the list starts from the top. */
export function isAdminOrderPageTurn(from: AdminOrderSearch, to: AdminOrderSearch): boolean {
  return (
    from.page !== to.page &&
    adminOrderSearchParams({ ...from, page: 1 }).toString() === adminOrderSearchParams({ ...to, page: 1 }).toString()
  );
}

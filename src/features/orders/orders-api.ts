import { useCallback } from 'react';
import { useApi } from '../../platform/http/api-context';
import type { Api } from '../../platform/http/client';
import type { QueryOf, Schemas } from '../../contract/types';
import { useListQuery } from '../../kit/lists/use-list-query';
import { useRecordQuery } from '../../kit/details/use-record-query';

export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type Invoice = Schemas['Invoice'];
export type StatusChange = Schemas['StatusChange'];
export type MyOrdersQuery = QueryOf<'listMyOrders'>;

/** Orders have no cache tag of their own in the spec; they are the signed-in user's data, so they go under User. */
export const orderKeys = {
  one: (id: number) => ['User', 'order', id] as const,
  list: (query: MyOrdersQuery) => ['User', 'orders', 'mine', query] as const,
};

/** A page of the customer's orders, newest first, filtered by status; the previous page stays while loading. */
export function useMyOrders(query: MyOrdersQuery) {
  return useListQuery(orderKeys.list(query), (client, signal) =>
    client.GET('/api/me/orders', { params: { query }, signal }),
  );
}

/** One order (GET /api/orders/{id}); customers see their own, another's answers 404. */
export function useOrder(id: number | null) {
  return useRecordQuery(orderKeys.one(id ?? 0), id, (client, signal) =>
    client.GET('/api/orders/{id}', { params: { path: { id: id ?? 0 } }, signal }),
  );
}

/** Which invoice to fetch: its order and its own id. */
export interface InvoiceRef {
  orderId: number;
  invoiceId: number;
}

/** GET /api/orders/{orderId}/invoices/{invoiceId}: the invoice's PDF as a Blob, through the typed client. */
export function downloadInvoice(api: Api, { orderId, invoiceId }: InvoiceRef, signal?: AbortSignal): Promise<Blob> {
  return api.call(
    api.client.GET('/api/orders/{orderId}/invoices/{invoiceId}', {
      params: { path: { orderId, invoiceId } },
      headers: { accept: 'application/pdf' },
      parseAs: 'blob',
      signal,
    }),
  );
}

/** `downloadInvoice` bound to the app's client, for the invoice download machine's `download` actor. */
export function useInvoiceDownloader(): (ref: InvoiceRef, signal: AbortSignal) => Promise<Blob> {
  const { api } = useApi();
  return useCallback((ref, signal) => downloadInvoice(api, ref, signal), [api]);
}

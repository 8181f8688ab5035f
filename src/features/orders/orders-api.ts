import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../platform/http/api-context';
import type { Api } from '../../platform/http/client';
import type { QueryOf, Schemas } from '../../contract/types';

export { useOrder, orderKeys, type Order } from '../checkout';
export type OrderItem = Schemas['OrderItem'];
export type Invoice = Schemas['Invoice'];
export type StatusChange = Schemas['StatusChange'];
export type MyOrdersQuery = QueryOf<'listMyOrders'>;

/** Orders have no cache tag of their own in the spec; like the single order (checkout.ts) they go under User. */
export const myOrderKeys = {
  list: (query: MyOrdersQuery) => ['User', 'orders', 'mine', query] as const,
};

/** A page of the customer's orders, newest first, filtered by status; the previous page stays while loading. */
export function useMyOrders(query: MyOrdersQuery) {
  const { api } = useApi();
  return useQuery({
    queryKey: myOrderKeys.list(query),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/me/orders', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
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

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../platform/http/api-context';
import { ApiError } from '../../platform/http/errors';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { QueryOf, Schemas } from '../../contract/types';
import type { OrderStatus } from '../../kernel/order-status';
import { useListQuery } from '../../kit/lists/use-list-query';
import { useRecordQuery } from '../../kit/details/use-record-query';

type Order = Schemas['Order'];
export type AdminOrdersQuery = QueryOf<'adminListOrders'>;

/** Orders have no tag of their own in the spec; every order query sits under User, as the customer's do. */
export const adminOrderKeys = {
  list: (query: AdminOrdersQuery) => ['User', 'orders', 'all', query] as const,
  one: (id: number) => ['User', 'orders', 'admin', id] as const,
};

/** A page of all orders as the filters ask; the previous page stays while the next loads. */
export function useAdminOrders(query: AdminOrdersQuery, enabled = true) {
  return useListQuery(
    adminOrderKeys.list(query),
    (client, signal) => client.GET('/api/admin/orders', { params: { query }, signal }),
    { enabled },
  );
}

/** One order with its buyer and history, as an administrator sees it. */
export function useAdminOrder(id: number) {
  return useRecordQuery(adminOrderKeys.one(id), id, (client, signal) =>
    client.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal }),
  );
}

/** What the administrator asked: move the order they saw in `expected` to `to`. */
export interface StatusChangeRequest {
  orderId: number;
  expected: OrderStatus;
  to: OrderStatus;
}

/**
 * The answer to a status change: changed, or refused because the order moved on meanwhile or the move is not
 * allowed. A refusal carries the order as it is now; anything else (no connection, a 500) is thrown.
 */
export type StatusChangeOutcome =
  { kind: 'changed'; order: Order } | { kind: 'refused'; message: string; order: Order };

function refusalIn(error: unknown): StatusChangeOutcome | null {
  if (!(error instanceof ApiError) || error.kind !== 'conflict') return null;
  const body = error.body as Partial<Schemas['OrderStatusConflict']> | null;
  return body?.order ? { kind: 'refused', message: error.message, order: body.order } : null;
}

/**
 * POST /api/admin/orders/{orderId}/status for the status machine. Whatever the outcome, the order's page shows the
 * answer's order at once and the tag User is invalidated, so the lists (the customer's too) read the change.
 */
export function useOrderStatusChanger(): (request: StatusChangeRequest) => Promise<StatusChangeOutcome> {
  const { api, db } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ orderId, expected, to }) => {
      let outcome: StatusChangeOutcome;
      try {
        const order = await api.call(
          api.client.POST('/api/admin/orders/{orderId}/status', {
            params: { path: { orderId } },
            body: { status: to, expected_status: expected },
          }),
        );
        outcome = { kind: 'changed', order };
      } catch (error) {
        const refusal = refusalIn(error);
        if (!refusal) throw error;
        outcome = refusal;
      }
      queryClient.setQueryData(adminOrderKeys.one(orderId), outcome.order);
      await invalidateTags(db, queryClient, ['User']);
      return outcome;
    },
    [api, db, queryClient],
  );
}

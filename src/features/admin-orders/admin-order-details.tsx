import type { ReactNode } from 'react';
import { ApiError } from '../../platform/http/errors';
import { useAdminOrder } from './admin-orders-api';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { PageLoader } from '../../ui/page-loader';
import { OrderView } from '../orders';
import { OrderBuyer } from './order-buyer';
import { OrderStatusActions } from './order-status-actions';

const d = copy.detail;

export interface AdminOrderDetailsProps {
  orderId: number;
  /** The link back to where the administrator came from (all orders, or one user's orders). */
  back: ReactNode;
}

/**
 * One order as an administrator works on it: the customer's own order view with the status change in its actions,
 * then the buyer and the payment. /all-orders/{id} and /users/{id}/orders/{orderId} both show this.
 */
export function AdminOrderDetails({ orderId, back }: AdminOrderDetailsProps) {
  const order = useAdminOrder(orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  if (!valid || (order.error instanceof ApiError && order.error.kind === 'not_found')) {
    return (
      <>
        <Alert tone="info">{d.notFound}</Alert>
        {back}
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        <LoadFailed
          text={d.failed}
          reason={order.error.message}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
        {back}
      </>
    );
  }
  if (order.isPending) return <PageLoader />;
  return (
    <>
      {/* A new key per order: a refusal message belongs to the order it was about. */}
      <OrderView order={order.data} actions={<OrderStatusActions key={order.data.id} order={order.data} />} />
      <OrderBuyer order={order.data} />
      {/* AUDIT LOG SPOT (issue 14, helper A): mount <AuditLogPanel entity="order" entityId={order.data.id} /> here,
          so /all-orders/{id} and /users/{id}/orders/{orderId} both show the order's history. */}
      {back}
    </>
  );
}

import type { ReactNode } from 'react';
import { useAdminOrder } from './admin-orders-api';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { DetailQuery, isRecordId } from '../../kit/details/detail-query';
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
  return (
    <DetailQuery
      request={useAdminOrder(orderId)}
      exists={isRecordId(orderId)}
      notFound={
        <>
          <Alert tone="info">{d.notFound}</Alert>
          {back}
        </>
      }
      failed={(failure) => (
        <>
          <LoadFailed text={d.failed} {...failure} />
          {back}
        </>
      )}
    >
      {(order) => (
        <>
          {/* A new key per order: a refusal message belongs to the order it was about. */}
          <OrderView order={order} actions={<OrderStatusActions key={order.id} order={order} />} />
          <OrderBuyer order={order} />
          {back}
        </>
      )}
    </DetailQuery>
  );
}

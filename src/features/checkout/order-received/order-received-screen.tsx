import { Link, useLocation, useSearchParams } from 'react-router';
import { pl } from '../../../i18n/pl';
import { checkoutCopy as copy } from '../checkout-copy';
import { useOrder } from '../../orders';
import { DetailQuery, isRecordId } from '../../../kit/details/detail-query';
import { Alert } from '../../../ui/alert';
import { LoadFailed } from '../../../ui/load-failed';
import { Card, Page } from '../../../ui/page';
import type { OrderReceivedState } from './order-received-state';
import { OrderDetails } from './order-details';
import styles from './order-received.module.css';

function orderIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && isRecordId(id) ? id : null;
}

/** An order placed here: its number, total, status and how to pay for it by bank transfer. */
function PlacedOrder({ id }: { id: number }) {
  return (
    <DetailQuery
      request={useOrder(id)}
      notFound={<Alert tone="error">{copy.received.notFound}</Alert>}
      failed={(failure) => <LoadFailed text={copy.received.loadFailed} {...failure} />}
    >
      {(order) => <OrderDetails order={order} />}
    </DetailQuery>
  );
}

/**
 * The order status page. With ?order={id} it shows that order and its payment details; after a successful escrow
 * (status=success in the query or the navigation state, so a reload keeps it) it shows the spec's headline.
 */
export default function OrderReceivedScreen({ title }: { title: string }) {
  const [search] = useSearchParams();
  const state = (useLocation().state as OrderReceivedState | null) ?? {};
  const success = state.status === 'success' || search.get('status') === 'success';
  const orderId = orderIdOf(search.get('order'));
  return (
    <Page title={title || pl.titles.orderReceived}>
      {success && (
        <Alert tone="success">
          <strong className={styles.headline}>{state.headline ?? pl.orderReceived.headline}</strong>
          <br />
          {state.description ?? pl.orderReceived.description}
        </Alert>
      )}
      {orderId !== null && <PlacedOrder id={orderId} />}
      {orderId === null && !success && (
        <Card>
          <p>{pl.orderReceived.noOrder}</p>
        </Card>
      )}
      <p className={styles.links}>
        <Link to="/orders">{copy.received.toOrders}</Link>
        <Link to="/domain-list">{copy.received.toDomains}</Link>
      </p>
    </Page>
  );
}

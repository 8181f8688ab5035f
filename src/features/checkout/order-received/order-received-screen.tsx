import { Link, useLocation, useSearchParams } from 'react-router';
import { pl } from '../../../i18n/pl';
import { checkoutCopy as copy } from '../checkout-copy';
import { useOrder } from '../checkout-api';
import { ApiError } from '../../../platform/http/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, Page } from '../../../ui/page';
import { PageLoader } from '../../../ui/page-loader';
import type { OrderReceivedState } from './order-received-state';
import { OrderDetails } from './order-details';
import styles from './order-received.module.css';

function orderIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** An order placed here: its number, total, status and how to pay for it by bank transfer. */
function PlacedOrder({ id }: { id: number }) {
  const order = useOrder(id);
  if (order.isPending) return <PageLoader />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.kind === 'not_found';
    return (
      <Alert tone="error">
        {notFound ? copy.received.notFound : `${copy.received.loadFailed} ${order.error.message}`}{' '}
        {!notFound && (
          <Button variant="secondary" onPress={() => void order.refetch()}>
            {pl.common.tryAgain}
          </Button>
        )}
      </Alert>
    );
  }
  return <OrderDetails order={order.data} />;
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

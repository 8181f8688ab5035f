import { useParams } from 'react-router';
import { ApiError } from '../../platform/http/errors';
import { useOrder } from './orders-api';
import { ordersCopy as copy } from './orders-copy';
import { Alert } from '../../ui/alert';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { OrderView } from './order-view/order-view';
import { RouteLink } from '../../platform/router/route-link';
import styles from './orders.module.css';

const d = copy.detail;

function BackToList() {
  return (
    <p className={styles.back}>
      <RouteLink to="/orders">{d.backToList}</RouteLink>
    </p>
  );
}

/** /orders/{id}: one of the customer's orders, with its payment instructions and invoices. */
export default function OrderScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrder(valid ? id : null);
  const missing = !valid || (order.error instanceof ApiError && order.error.kind === 'not_found');

  if (missing) {
    return (
      <Page title={title}>
        <Alert tone="info">{d.notFound}</Alert>
        <BackToList />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page title={title}>
        <LoadFailed
          text={d.failed}
          reason={order.error.message}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
        <BackToList />
      </Page>
    );
  }
  if (order.isPending) return <PageLoader />;
  return (
    <Page title={title}>
      <OrderView order={order.data} />
      <BackToList />
    </Page>
  );
}

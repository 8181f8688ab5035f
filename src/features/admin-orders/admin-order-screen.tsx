import { useParams } from 'react-router';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { Page } from '../../ui/page';
import { RouteLink } from '../../platform/router/route-link';
import { AdminOrderDetails } from './admin-order-details';
import styles from '../../kit/admin-pages.module.css';

/** /all-orders/{id}: one order, its status change, buyer and payment. */
export default function AdminOrderScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  return (
    <Page title={title}>
      <AdminOrderDetails
        orderId={id}
        back={
          <p className={styles.back}>
            <RouteLink to="/all-orders">{copy.detail.backToList}</RouteLink>
          </p>
        }
      />
    </Page>
  );
}

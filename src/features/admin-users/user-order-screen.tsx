import { useParams } from 'react-router';
import { adminUsersCopy as copy } from './admin-users-copy';
import { Page } from '../../ui/page';
import { RouteLink } from '../../platform/router/route-link';
import { AdminOrderDetails } from '../admin-orders';
import pages from '../../kit/admin-pages.module.css';

/** /users/{id}/orders/{orderId}: the order as on /all-orders/{id}, the way back leading to the user's orders. */
export default function UserOrderScreen({ title }: { title: string }) {
  const params = useParams();
  const userId = Number(params.id);
  return (
    <Page title={title}>
      <AdminOrderDetails
        orderId={Number(params.orderId)}
        back={
          <p className={pages.back}>
            <RouteLink to={`/users/${userId}/orders`}>{copy.orders.backToOrders}</RouteLink>
          </p>
        }
      />
    </Page>
  );
}

import type { Order } from '../../../api/orders';
import { adminOrdersCopy as copy } from '../../../i18n/admin-orders';
import { formatDateTime } from '../../../i18n/format';
import { pageStyles } from '../../../ui/page';
import { RouteLink } from '../../shared/route-link';
import styles from '../admin-pages.module.css';

const d = copy.detail;

/** Who ordered (the buyer data on the order, and the account), and whether and when it was paid. */
export function OrderBuyer({ order }: { order: Order }) {
  const { buyer } = order;
  const paid = order.status_history.find((h) => h.status === 'paid');
  return (
    <section className={pageStyles.card} aria-labelledby="order-buyer-heading">
      <h2 id="order-buyer-heading" className={styles.heading}>
        {d.buyer}
      </h2>
      <dl className={styles.facts}>
        <dt>{d.buyer}</dt>
        <dd>
          {buyer.type === 'company' && buyer.company_name ? `${buyer.company_name} (${buyer.name})` : buyer.name} ·{' '}
          {d.buyerType[buyer.type]}
        </dd>
        {buyer.nip && (
          <>
            <dt>{d.nip}</dt>
            <dd>{buyer.nip}</dd>
          </>
        )}
        <dt>{d.email}</dt>
        <dd>{buyer.email}</dd>
        {buyer.phone && (
          <>
            <dt>{d.phone}</dt>
            <dd>{buyer.phone}</dd>
          </>
        )}
        <dt>{d.address}</dt>
        <dd>
          {buyer.street}, {buyer.postal_code} {buyer.city}, {buyer.country}
        </dd>
        <dt>{d.account}</dt>
        <dd>
          <RouteLink to={`/users/${order.user_id}`}>{`#${order.user_id}`}</RouteLink>
        </dd>
        <dt>{d.payment}</dt>
        <dd>
          {paid ? `${d.paidAt} ${formatDateTime(paid.changed_at)}` : d.notPaid} · {d.transferTitle}:{' '}
          {order.payment.title}
        </dd>
      </dl>
    </section>
  );
}

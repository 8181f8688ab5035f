import type { Order } from '../orders-api';
import { formatMoney } from '../../../kernel/polish';
import { ordersCopy as copy } from '../orders-copy';
import styles from './order-view.module.css';

const d = copy.detail;

/** The order's totals as the server computed them, with the discount code when one was used. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className={styles.totals}>
      {order.discount_code !== null && (
        <>
          <dt>{d.discount(order.discount_code)}</dt>
          <dd>{formatMoney(-order.discount_total)}</dd>
        </>
      )}
      <dt>{d.net}</dt>
      <dd>{formatMoney(order.net_total)}</dd>
      <dt>{d.vat(order.vat_rate)}</dt>
      <dd>{formatMoney(order.vat_total)}</dd>
      <dt className={styles.gross}>{d.gross}</dt>
      <dd className={styles.gross}>{formatMoney(order.gross_total)}</dd>
    </dl>
  );
}

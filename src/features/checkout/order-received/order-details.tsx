import { checkoutCopy as copy } from '../checkout-copy';
import { formatMoney } from '../../../kernel/polish';
import { ORDER_STATUS_LABELS } from '../../../i18n/order-status';
import type { Order } from '../../orders';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/page';
import { PaymentInstructions, isAwaitingPayment } from '../payment-instructions';
import styles from './order-received.module.css';

/** An order's number, status, totals and items, and how to pay while it awaits payment. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className={styles.stack}>
      <Alert tone="success">{copy.received.placed}</Alert>
      <Card>
        <dl className={styles.details} aria-label={copy.received.number}>
          <dt>{copy.received.number}</dt>
          <dd className={styles.number}>{order.number}</dd>
          <dt>{copy.received.status}</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          <dt>{copy.received.net}</dt>
          <dd>{formatMoney(order.net_total)}</dd>
          <dt>{copy.received.vat}</dt>
          <dd>{formatMoney(order.vat_total)}</dd>
          <dt>{copy.received.gross}</dt>
          <dd className={styles.number}>{formatMoney(order.gross_total)}</dd>
        </dl>
        <h2 className={styles.heading}>{copy.received.items}</h2>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.id}>
              <span>{item.count > 1 ? `${item.name} × ${item.count}` : item.name}</span>
              <span>{formatMoney(item.net_total)}</span>
            </li>
          ))}
        </ul>
      </Card>
      {isAwaitingPayment(order) && <PaymentInstructions payment={order.payment} />}
    </div>
  );
}

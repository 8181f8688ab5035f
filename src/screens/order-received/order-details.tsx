import { checkoutCopy as copy } from '../../i18n/checkout';
import { formatMoney } from '../../i18n/format';
import { ORDER_STATUS_LABELS } from '../../model/order-status';
import type { Order } from '../../api/checkout';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/page';
import styles from './order-received.module.css';

const AWAITING_PAYMENT: ReadonlySet<Order['status']> = new Set(['new', 'awaiting_payment']);

/** The bank transfer the order waits for; the server's configuration names the recipient and the account. */
function PaymentDetails({ payment }: { payment: Order['payment'] }) {
  return (
    <Card>
      <h2 className={styles.heading}>{copy.received.payHeading}</h2>
      <p>{copy.received.payIntro}</p>
      <dl className={styles.details} aria-label={copy.received.payHeading}>
        <dt>{copy.received.recipient}</dt>
        <dd>{payment.recipient}</dd>
        <dt>{copy.received.account}</dt>
        <dd className={styles.account}>{payment.account_number}</dd>
        <dt>{copy.received.amount}</dt>
        <dd>{formatMoney(payment.amount)}</dd>
        <dt>{copy.received.title}</dt>
        <dd className={styles.account}>{payment.title}</dd>
      </dl>
    </Card>
  );
}

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
      {AWAITING_PAYMENT.has(order.status) && <PaymentDetails payment={order.payment} />}
    </div>
  );
}

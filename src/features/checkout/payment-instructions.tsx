import type { Schemas } from '../../contract/types';
import { checkoutCopy as copy } from './checkout-copy';
import { formatMoney } from '../../kernel/polish';
import { Card } from '../../ui/page';
import styles from './payment-instructions.module.css';

// The contract's type, not orders': the order view shows these instructions, so orders imports checkout.
type Order = Schemas['Order'];

const AWAITING_PAYMENT: ReadonlySet<Order['status']> = new Set(['new', 'awaiting_payment']);

/** Whether the order still waits for the customer's bank transfer, so its payment instructions are shown. */
export function isAwaitingPayment(order: Pick<Order, 'status'>): boolean {
  return AWAITING_PAYMENT.has(order.status);
}

/**
 * The bank transfer an order waits for; the server's configuration names the recipient and the account. Shared by
 * /order-received and the order's page.
 */
export function PaymentInstructions({ payment }: { payment: Order['payment'] }) {
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

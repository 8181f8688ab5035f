import { useId, type ReactNode } from 'react';
import type { Order } from '../orders-api';
import { formatDateTime } from '../../../kernel/polish';
import { ordersCopy as copy } from '../orders-copy';
import { pageStyles } from '../../../ui/page';
import { OrderInvoices } from './order-invoices';
import { OrderItems } from './order-items';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import styles from './order-view.module.css';
import { Fact, FactList } from '../../../ui/fact-list';
import { PaymentInstructions, isAwaitingPayment } from '../../checkout';

const d = copy.detail;

/** A card with its own heading, named by it as a region. */
function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={pageStyles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export interface OrderViewProps {
  order: Order;
  /** What the viewer may do with the order, shown under its summary (the administrators' status change). */
  actions?: ReactNode;
}

/**
 * One order as its customer and the administrators see it: the summary, the items and totals, the status timeline,
 * how to pay while it awaits payment, and its invoices to download.
 */
export function OrderView({ order, actions }: OrderViewProps) {
  return (
    <div className={styles.stack}>
      <Section heading={d.summary(order.number)}>
        <FactList>
          <Fact term={d.number} className={styles.number}>
            {order.number}
          </Fact>
          <Fact term={d.status}>{copy.statuses[order.status]}</Fact>
          <Fact term={d.kind}>{copy.kinds[order.kind]}</Fact>
          <Fact term={d.placedAt}>{formatDateTime(order.created_at)}</Fact>
        </FactList>
        {actions && <div className={styles.actions}>{actions}</div>}
      </Section>
      {isAwaitingPayment(order) && <PaymentInstructions payment={order.payment} />}
      <Section heading={d.items}>
        <OrderItems items={order.items} />
        <OrderTotals order={order} />
      </Section>
      <Section heading={d.timeline}>
        <OrderTimeline history={order.status_history} />
      </Section>
      <Section heading={d.invoices}>
        <OrderInvoices orderId={order.id} invoices={order.invoices} />
      </Section>
    </div>
  );
}

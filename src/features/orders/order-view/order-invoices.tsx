import type { Invoice } from '../orders-api';
import { formatDate, formatMoney } from '../../../kernel/polish';
import { ordersCopy as copy } from '../orders-copy';
import { InvoiceDownload } from './invoice-download';
import styles from './order-view.module.css';

const d = copy.detail;

/** The order's invoices, each with its own download; before payment, a note that the invoice follows it. */
export function OrderInvoices({ orderId, invoices }: { orderId: number; invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className={styles.note}>{d.noInvoices}</p>;
  return (
    <ul className={styles.invoices}>
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <span className={styles.invoice}>
            <span className={styles.number}>{invoice.invoice_number}</span>
            <span className={styles.note}>
              {d.issued(formatDate(invoice.issued_at))}, {formatMoney(invoice.gross_total)}
            </span>
          </span>
          <InvoiceDownload orderId={orderId} invoiceId={invoice.id} invoiceNumber={invoice.invoice_number} />
        </li>
      ))}
    </ul>
  );
}

import { useSelector } from '@xstate/react';
import { ordersCopy as copy } from '../orders-copy';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useInvoiceDownload } from '../use-invoice-download';
import styles from './order-view.module.css';

export interface InvoiceDownloadProps {
  orderId: number;
  invoiceId: number;
  invoiceNumber: string;
}

/** "Pobierz PDF" for one invoice, with what came of it beside the button: saved, failed or taking too long. */
export function InvoiceDownload(props: InvoiceDownloadProps) {
  const actor = useInvoiceDownload(props);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const saved = useSelector(actor, (s) => (s.matches('saved') ? s.context.fileName : null));
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        // The visible words first, so voice control finds the button by what it shows.
        aria-label={`${copy.invoice.downloadShort} ${copy.invoice.of(props.invoiceNumber)}`}
        isPending={busy}
        onPress={() => actor.send({ type: 'invoice.download' })}
      >
        {copy.invoice.downloadShort}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      {saved && (
        <span role="status" className={styles.note}>
          {copy.invoice.saved(saved)}
        </span>
      )}
    </div>
  );
}

import type { OutboxMessage } from './outbox-api';
import { adminOutboxCopy } from './outbox-copy';
import { formatDateTime } from '../../kernel/polish';
import { pl } from '../../i18n/pl';
import { LinkedText } from '../../ui/linked-text';
import { ModalDialog } from '../../ui/modal-dialog';
import styles from './outbox.module.css';

const copy = adminOutboxCopy.message;

/** One message of the outbox: who it went to, when, and its plain-text body with the links clickable. */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  return (
    <ModalDialog isOpen={message !== null} title={message ? message.subject || copy.noSubject : ''} onClose={onClose}>
      {message && (
        <>
          <dl className={styles.meta}>
            <dt>{copy.to}</dt>
            <dd>{message.to}</dd>
            <dt>{copy.date}</dt>
            <dd>{formatDateTime(message.created_at)}</dd>
          </dl>
          <section aria-label={copy.body}>
            <LinkedText text={message.text} className={styles.body} newTabHint={pl.footer.termsNewTab} />
          </section>
        </>
      )}
    </ModalDialog>
  );
}

import type { OutboxMessage } from './outbox-api';
import { adminOutboxCopy } from './outbox-copy';
import { formatDateTime } from '../../kernel/polish';
import type { DataTableColumn } from '../../ui/data-table';
import { RouteLink, type AppPath } from '../../platform/router/route-link';
import styles from './outbox.module.css';

const c = adminOutboxCopy.columns;

/**
 * The columns of /outbox: recipient, subject and date, newest first (none sorts). The subject links to the same
 * list with the message open, so the browser's back closes it. `messageHref` builds that link.
 */
export function outboxColumns(messageHref: (id: number) => AppPath): DataTableColumn<OutboxMessage>[] {
  return [
    { id: 'to', header: c.to, width: 260, cell: (m) => <span className={styles.recipient}>{m.to}</span> },
    {
      id: 'subject',
      header: c.subject,
      cell: (m) => (
        <RouteLink to={messageHref(m.id)} className={styles.subject}>
          {m.subject || adminOutboxCopy.message.noSubject}
        </RouteLink>
      ),
    },
    { id: 'created_at', header: c.date, align: 'end', width: 170, cell: (m) => formatDateTime(m.created_at) },
  ];
}

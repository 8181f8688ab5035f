import type { AuditEntry } from './audit-log-api';
import { auditLogCopy as copy } from './audit-log-copy';
import { formatDateTime } from '../../kernel/polish';
import type { DataTableColumn } from '../../ui/data-table';
import { auditFieldChanges, type AuditFieldChange } from './audit-change';
import styles from './audit-log.module.css';

function Change({ change }: { change: AuditFieldChange }) {
  return (
    <li>
      <span className={styles.field}>{change.label}:</span>{' '}
      {change.before !== null && (
        <span className={change.after !== null ? styles.before : undefined}>{change.before}</span>
      )}
      {change.before !== null && change.after !== null && (
        <>
          {' '}
          <span aria-hidden="true">→</span> <span className="visually-hidden">{copy.changedTo} </span>
        </>
      )}
      {change.after !== null && <span>{change.after}</span>}
    </li>
  );
}

/** When, who (and from where), what kind of change, and the changed fields before → after. */
export const AUDIT_LOG_COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: copy.columns.at, width: 170, cell: (e) => formatDateTime(e.at) },
  {
    id: 'actor',
    header: copy.columns.actor,
    width: 240,
    cell: (e) => (
      <span className={styles.actor}>
        <span>{e.actor ? e.actor.name : copy.unknownActor}</span>
        {e.actor && <span className={styles.muted}>{e.actor.email}</span>}
        {e.actor_ip && <span className={styles.muted}>{copy.from(e.actor_ip)}</span>}
      </span>
    ),
  },
  { id: 'action', header: copy.columns.action, width: 180, cell: (e) => copy.actions[e.action] },
  {
    id: 'details',
    header: copy.columns.details,
    cell: (e) => (
      <ul className={styles.changes}>
        {auditFieldChanges(e).map((change) => (
          <Change key={change.field} change={change} />
        ))}
      </ul>
    ),
  },
];

import type { StatusChange } from '../orders-api';
import { formatDateTime } from '../../../kernel/polish';
import { ordersCopy as copy } from '../orders-copy';
import styles from './order-view.module.css';

/** Each status the order reached, oldest first, with the time it was reached and the note that came with it. */
export function OrderTimeline({ history }: { history: StatusChange[] }) {
  return (
    <ol className={styles.timeline}>
      {history.map((change, index) => (
        <li key={`${change.status}-${index}`}>
          <span className={styles.status}>{copy.statuses[change.status]}</span>{' '}
          <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>
          {change.note && <span className={styles.note}>{change.note}</span>}
        </li>
      ))}
    </ol>
  );
}

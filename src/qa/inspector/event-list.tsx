import { useMemo } from 'react';
import type { QaEventEntry } from '../../platform/db/protocol';
import { qaCopy } from '../qa-copy';
import { redactText } from '../redact';
import styles from './event-list.module.css';

const copy = qaCopy.inspector;
/** How many of the latest events are shown: the log keeps more, the export has them all. */
export const SHOWN_EVENTS = 200;

/** A payload as stored (JSON); an event without one shows nothing. Redacted again, in case a writer forgot. */
function payloadText(payload: string): string {
  return payload === '{}' || payload === '' ? '' : redactText(payload);
}

/** The latest events that reached the actors, newest first: time, actor, type and the redacted payload. */
export function EventList({ events }: { events: readonly QaEventEntry[] }) {
  const latest = useMemo(() => events.slice(-SHOWN_EVENTS).reverse(), [events]);
  if (latest.length === 0) return <p className={styles.empty}>{copy.noEvents}</p>;
  return (
    <ol className={styles.list}>
      {latest.map((event, index) => (
        // The log may hold two identical entries; their place from the end is what tells them apart.
        <li key={`${events.length - index}-${event.at}`} className={styles.event}>
          <time className={styles.time} dateTime={new Date(event.at).toISOString()}>
            {copy.time(event.at)}
          </time>
          <span className={styles.actor}>{copy.actorName(event.machineId, event.actorId)}</span>
          <code className={styles.type}>{event.eventType}</code>
          {payloadText(event.payload) && <code className={styles.payload}>{payloadText(event.payload)}</code>}
        </li>
      ))}
    </ol>
  );
}

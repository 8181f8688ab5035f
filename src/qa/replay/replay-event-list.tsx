import { qaCopy } from '../qa-copy';
import type { SessionEvent } from '../session-export';
import styles from './replay.module.css';

const copy = qaCopy.player;

/**
 * Every event of the session in order; each one is a button that jumps there. The one shown is the current step;
 * the divergent one is marked, and those after it cannot be reached: the replay stopped there.
 */
export function ReplayEventList({
  events,
  cursor,
  divergence,
  reachable,
  onJump,
}: {
  events: readonly SessionEvent[];
  cursor: number;
  divergence: number | null;
  /** How many steps were replayed: the events after these were never reached. */
  reachable: number;
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label={copy.eventList} className={styles.events}>
      <ol>
        {events.map((event, index) => (
          <li key={index} className={index === divergence ? styles.divergent : undefined}>
            <button
              type="button"
              className={styles.eventButton}
              aria-current={index === cursor ? 'step' : undefined}
              disabled={index >= reachable}
              onClick={() => onJump(index)}
            >
              <span className={styles.eventNumber}>{index + 1}.</span> {event.type}
              {index === divergence && <strong className={styles.mark}> ({copy.divergentMark})</strong>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

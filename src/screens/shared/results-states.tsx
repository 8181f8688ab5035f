import { pl } from '../../i18n/pl';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import styles from './results-states.module.css';

/**
 * The states of a catalogue's results besides the table (domains, portals, publications): each has its own words,
 * so a failure, an empty result or a first load is never a blank table.
 */

/** The request failed: the reason, and a retry that shows it is running. */
export function ResultsFailed({
  text,
  reason,
  retrying,
  onRetry,
}: {
  text: string;
  reason: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <Alert tone="error">
      <p className={styles.stateText}>
        {text} {reason}
      </p>
      <Button variant="secondary" isPending={retrying} onPress={onRetry}>
        {pl.common.tryAgain}
      </Button>
    </Alert>
  );
}

/** Nothing matches: say so, and offer to clear the filters. */
export function ResultsEmpty({ text, resetLabel, onReset }: { text: string; resetLabel: string; onReset(): void }) {
  return (
    <div className={styles.emptyState} role="status">
      <p className={styles.stateText}>{text}</p>
      <Button variant="secondary" onPress={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}

/** The first page is on its way. */
export function ResultsLoading({ text }: { text: string }) {
  return (
    <p className={styles.loading} role="status">
      {text}
    </p>
  );
}

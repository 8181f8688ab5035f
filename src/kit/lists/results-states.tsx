import { Button } from '../../ui/button';
import styles from './results-states.module.css';

/**
 * The states of a list's results besides the table and its failure (`LoadFailed`): each has its own words, so an
 * empty result or a first load is never a blank table.
 */

/** Nothing matches: say so, and offer to clear the filters. */
export function ResultsEmpty({ text, resetLabel, onReset }: { text: string; resetLabel: string; onReset: () => void }) {
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

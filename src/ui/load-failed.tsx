import { pl } from '../i18n/pl';
import { Alert } from './alert';
import { Button } from './button';
import styles from './load-failed.module.css';

export interface LoadFailedProps {
  /** What could not be loaded, in a sentence ("Nie udało się wczytać listy domen."). */
  text: string;
  /** Why, as the server or the network said it. */
  reason: string;
  /** The retry is running: the button shows it and takes no second press. */
  retrying: boolean;
  onRetry: () => void;
}

/** A request failed: what and why, announced at once, with "Spróbuj ponownie". */
export function LoadFailed({ text, reason, retrying, onRetry }: LoadFailedProps) {
  return (
    <Alert tone="error">
      <p className={styles.text}>
        {text} {reason}
      </p>
      <Button variant="secondary" isPending={retrying} onPress={onRetry}>
        {pl.common.tryAgain}
      </Button>
    </Alert>
  );
}

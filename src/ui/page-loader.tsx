import { pl } from '../i18n/pl';
import styles from './page-loader.module.css';

/** The page loader (spec section 2): a spinner that says "Ładowanie…" to screen readers. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={`${styles.loader} ${fullScreen ? styles.full : ''}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{pl.loader.loading}</span>
    </div>
  );
}

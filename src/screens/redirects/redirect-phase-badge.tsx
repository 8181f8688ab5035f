import type { Redirect } from '../../api/redirects';
import { redirectsCopy as copy } from '../../i18n/redirects';
import { daysLeft, redirectPhase } from '../../model/redirect';
import styles from './redirects.module.css';

/**
 * A redirect's status as the customer reads it at `now`: expiring ones (active, ending within 7 days) stand out and
 * say how long is left, in words as well as colour.
 */
export function RedirectPhaseBadge({ redirect, now }: { redirect: Redirect; now: Date }) {
  const phase = redirectPhase(redirect, now);
  const left = phase === 'expiring' ? daysLeft(redirect, now) : null;
  return (
    <span className={styles.status}>
      <span className={`${styles.badge} ${styles[phase]}`}>{copy.phases[phase]}</span>
      {left !== null && <span className={styles.left}>{copy.daysLeft(left)}</span>}
    </span>
  );
}

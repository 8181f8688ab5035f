import type { Redirect } from './redirects-api';
import { redirectsCopy as copy } from './redirects-copy';
import { daysLeft, redirectPhase, type RedirectPhase } from '../../kernel/redirect';
import { StatusBadge, type StatusTone } from '../../ui/status-badge';
import styles from './redirects.module.css';

const TONES: Record<RedirectPhase, StatusTone> = {
  pending: 'info',
  active: 'success',
  expiring: 'warning',
  expired: 'muted',
  cancelled: 'muted',
};

/**
 * A redirect's status as the customer reads it at `now`: expiring ones (active, ending within 7 days) stand out and
 * say how long is left, in words as well as colour.
 */
export function RedirectPhaseBadge({ redirect, now }: { redirect: Redirect; now: Date }) {
  const phase = redirectPhase(redirect, now);
  const left = phase === 'expiring' ? daysLeft(redirect, now) : null;
  return (
    <StatusBadge tone={TONES[phase]} label={copy.phases[phase]}>
      {left !== null && <span className={styles.left}>{copy.daysLeft(left)}</span>}
    </StatusBadge>
  );
}

import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

/** What a status means to the reader; the colour follows it, and the label always says it in words too. */
export type StatusTone = 'neutral' | 'muted' | 'info' | 'success' | 'warning' | 'danger';

/** A status label on a pill of its tone, with optional details (days left, a reason, a link) under it. */
export function StatusBadge({ tone, label, children }: { tone: StatusTone; label: string; children?: ReactNode }) {
  return (
    <span className={styles.status}>
      <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
        {label}
      </span>
      {children}
    </span>
  );
}

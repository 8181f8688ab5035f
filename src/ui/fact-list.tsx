import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

/**
 * A record's facts as a description list: terms in one column, their values beside them. Every detail screen (an
 * order, a domain, a portal, a rental, a publication, a user) shows its facts this way, so they look alike.
 */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `${styles.list} ${className}` : styles.list}>{children}</dl>;
}

/** One term and its value; `className` styles the value (a number set in bold, an address that may break). */
export function Fact({ term, children, className }: { term: ReactNode; children: ReactNode; className?: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

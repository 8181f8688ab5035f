import { useId, type ReactNode } from 'react';
import { FactList } from '../../ui/fact-list';
import { pageStyles } from '../../ui/page';
import pages from '../admin-pages.module.css';

export interface FactsCardProps {
  /** The card's heading, which also names its section for screen readers. */
  heading: string;
  /** The `Fact`s. */
  children: ReactNode;
  /** Under the facts: links onward. */
  after?: ReactNode;
}

/** A card of one record's facts under its own heading. */
export function FactsCard({ heading, children, after }: FactsCardProps) {
  const headingId = useId();
  return (
    <section className={pageStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={pages.heading}>
        {heading}
      </h2>
      <FactList>{children}</FactList>
      {after}
    </section>
  );
}

import type { ReactNode } from 'react';
import { formatInteger } from '../../kernel/polish';
import { Card } from '../../ui/page';
import { FactList } from '../../ui/fact-list';
import detail from './catalogue-detail.module.css';

export interface CatalogueDetailsProps {
  /** The facts at the top: the item's kind or address, and its status. */
  facts: ReactNode;
  description: string | null;
  /** The SEO figures in the order shown, each under its Polish name. */
  metrics: ReadonlyArray<{ id: string; term: string; value: number }>;
  /** The id of the figures' heading, which names their section. */
  metricsHeadingId: string;
  /** What follows the figures in their section: the item's categories. */
  categories: ReactNode;
  copy: { description: string; noDescription: string; metrics: string };
}

/** The body of a domain's or a portal's page: facts and description, then the SEO figures and categories. */
export function CatalogueDetails({
  facts,
  description,
  metrics,
  metricsHeadingId,
  categories,
  copy,
}: CatalogueDetailsProps) {
  return (
    <>
      <Card>
        <FactList className={detail.facts}>{facts}</FactList>
        <h2>{copy.description}</h2>
        <p className={description ? detail.description : detail.missing}>{description || copy.noDescription}</p>
      </Card>
      <section className={detail.section} aria-labelledby={metricsHeadingId}>
        <h2 id={metricsHeadingId}>{copy.metrics}</h2>
        <dl className={detail.metrics}>
          {metrics.map((metric) => (
            <div key={metric.id}>
              <dt>{metric.term}</dt>
              <dd>{formatInteger(metric.value)}</dd>
            </div>
          ))}
        </dl>
        {categories}
      </section>
    </>
  );
}

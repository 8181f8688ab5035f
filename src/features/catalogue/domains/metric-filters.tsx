import { memo } from 'react';
import { domainsCopy } from './domains-copy';
import { setMetricBound, type DomainSearch } from '../../../kernel/domain-search';
import { DOMAIN_METRICS, METRIC_DECIMALS, type DomainMetric } from '../../../kernel/search-vocabulary';
import { RangeField } from '../../../ui/range-field';
import type { SearchChangeOptions, SearchUpdate } from './use-domain-search-url';

const LIMITS: Partial<Record<DomainMetric, number>> = { dfs_rating: 100 };

interface MetricFiltersProps {
  search: DomainSearch;
  onChange: (update: SearchUpdate, options?: SearchChangeOptions) => void;
}

/** Whether two searches ask the same of every metric: then the fields need not render again. */
const sameMetrics = (a: MetricFiltersProps, b: MetricFiltersProps) =>
  a.onChange === b.onChange &&
  DOMAIN_METRICS.every((m) => a.search[m] === b.search[m] && a.search[`${m}_max`] === b.search[`${m}_max`]);

/** A min–max range per metric; a metric alone is a minimum ("DFS od 40" means at least 40). */
export const MetricFilters = memo(function MetricFilters({ search, onChange }: MetricFiltersProps) {
  return (
    <>
      {DOMAIN_METRICS.map((metric) => (
        <RangeField
          key={metric}
          label={domainsCopy.metrics[metric]}
          fromLabel={domainsCopy.filters.from}
          toLabel={domainsCopy.filters.to}
          min={search[metric]}
          max={search[`${metric}_max`]}
          limit={LIMITS[metric]}
          fractionDigits={METRIC_DECIMALS[metric]}
          onChange={(bound, value) => onChange((s) => setMetricBound(s, metric, bound, value))}
        />
      ))}
    </>
  );
}, sameMetrics);

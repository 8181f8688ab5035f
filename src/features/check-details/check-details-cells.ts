import type { DomainCheck } from './check-details-api';
import { adminDomainsCopy } from '../admin-domains';
import { checkDetailsCopy as copy } from './check-details-copy';
import { formatInteger, formatMoney } from '../../kernel/polish';

type MetricKey = 'dfs_rating' | 'backlinks' | 'ref_domains' | 'max_visibility';
export const METRIC_KEYS: readonly MetricKey[] = ['dfs_rating', 'backlinks', 'ref_domains', 'max_visibility'];

/** The name as people read it, with the punycode form beside an internationalised one. */
export function nameText(row: DomainCheck): string {
  return row.unicode !== row.name && row.state !== 'invalid' ? `${row.unicode} (${row.name})` : row.unicode;
}

/** "W katalogu", "Nie ma w katalogu" or "Nieprawidłowa nazwa: powód". */
export function stateText(row: DomainCheck): string {
  return row.state === 'invalid' ? copy.invalidBecause(row.reason ?? '') : copy.states[row.state];
}

export function statusText(row: DomainCheck): string {
  return row.domain ? (adminDomainsCopy.statuses[row.domain.status] ?? row.domain.status) : '';
}

export function priceText(row: DomainCheck): string {
  return row.domain ? formatMoney(row.domain.price) : '';
}

/** One metric, or why there is none: the provider is missing or failing, or does not know the name. */
export function metricText(row: DomainCheck, key: MetricKey): string {
  if (row.metrics)
    return key === 'max_visibility' ? String(row.metrics[key]).replace('.', ',') : formatInteger(row.metrics[key]);
  if (row.metrics_unavailable) return copy.metricsUnavailable;
  return row.state === 'not_in_catalogue' ? copy.metricsUnknown : '';
}

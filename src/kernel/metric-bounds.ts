/**
 * Reading a metric bound, from a list's URL or from a filter field, by the one rule both lists follow: a
 * non-negative number with at most the metric's decimals, up to the API's limit.
 */
import { parseDecimal, parseWholeNumber } from './number-input';
import { METRIC_DECIMALS, METRIC_LIMITS, type DomainMetric } from './search-vocabulary';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** A number that has no more decimal places than given. */
function fitsDecimals(text: string, decimals: number): boolean {
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  return pattern.test(text);
}

/** A bound from the URL (a comma reads as the decimal point), or null when it is missing or not allowed. */
export function parseMetricParam(raw: string | null, metric: DomainMetric): number | null {
  if (raw === null) return null;
  const text = raw.trim().replace(',', '.');
  if (!fitsDecimals(text, METRIC_DECIMALS[metric])) return null;
  const value = Number(text);
  return value <= METRIC_LIMITS[metric] ? value : null;
}

/** A bound typed into a filter field: undefined when left empty, or the Polish message saying what is wrong. */
export function parseMetricText(
  metric: DomainMetric,
  text: string,
): { value: number | undefined; error: string | null } {
  if (text.trim() === '') return { value: undefined, error: null };
  const decimals = METRIC_DECIMALS[metric];
  const bounds = { min: 0, max: METRIC_LIMITS[metric] };
  const parsed = decimals === 0 ? parseWholeNumber(text, bounds) : parseDecimal(text, bounds);
  if (parsed.value === null) return { value: undefined, error: parsed.error };
  if (!fitsDecimals(String(parsed.value), decimals)) return { value: undefined, error: M.tooManyDecimals(decimals) };
  return { value: parsed.value, error: null };
}

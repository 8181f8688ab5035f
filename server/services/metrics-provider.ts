import type { Schemas } from '../../src/contract/types';

/** SEO metrics of one domain: the contract's DomainMetrics. */
export type DomainMetrics = Schemas['DomainMetrics'];

/** Metrics for names outside the catalogue, by ASCII name; a name the provider does not know is left out. */
export interface MetricsProvider {
  metricsFor(names: string[]): Promise<Map<string, DomainMetrics>>;
}

/** The provider did not answer, or answered with something unusable; the check goes on without its metrics. */
export class MetricsProviderUnavailable extends Error {
  constructor(reason: string) {
    super(`Dostawca metryk jest niedostępny (${reason}).`);
    this.name = 'MetricsProviderUnavailable';
  }
}

export interface MetricsProviderSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

const nonNegative = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** One row of the provider's answer as our DomainMetrics, or null when a field is missing or nonsense. */
function toMetrics(row: Record<string, unknown>): DomainMetrics | null {
  const dfs = nonNegative(row.dfs_rating);
  const backlinks = nonNegative(row.backlinks);
  const refDomains = nonNegative(row.ref_domains);
  const visibility = nonNegative(row.max_visibility);
  if (dfs === null || backlinks === null || refDomains === null || visibility === null) return null;
  return {
    dfs_rating: Math.round(dfs),
    backlinks: Math.round(backlinks),
    ref_domains: Math.round(refDomains),
    max_visibility: visibility,
  };
}

/**
 * The metrics provider's HTTP API: POST {baseUrl}/v1/domain-metrics with `{ "domains": [...] }` and
 * `Authorization: Bearer {apiKey}`, answering `{ "data": [{ "domain", "dfs_rating", "backlinks", "ref_domains",
 * "max_visibility" }] }`. One request for the whole list, whatever its length.
 */
export function createMetricsProvider(
  { baseUrl, apiKey, timeoutMs = 10_000 }: MetricsProviderSettings,
  fetchImpl: typeof fetch = fetch,
): MetricsProvider {
  const url = `${baseUrl.replace(/\/$/, '')}/v1/domain-metrics`;
  return {
    async metricsFor(names) {
      if (names.length === 0) return new Map();
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${apiKey}`,
          },
          body: JSON.stringify({ domains: names }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new MetricsProviderUnavailable('brak odpowiedzi');
      }
      if (!response.ok) throw new MetricsProviderUnavailable(`HTTP ${response.status}`);
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
      if (!body || !Array.isArray(body.data)) throw new MetricsProviderUnavailable('nieczytelna odpowiedź');
      const asked = new Set(names);
      const metrics = new Map<string, DomainMetrics>();
      for (const row of body.data as unknown[]) {
        if (typeof row !== 'object' || row === null) continue;
        const record = row as Record<string, unknown>;
        const name = typeof record.domain === 'string' ? record.domain.toLowerCase() : '';
        const values = toMetrics(record);
        // Only names we asked about: the provider cannot add rows to the admin's table.
        if (asked.has(name) && values) metrics.set(name, values);
      }
      return metrics;
    },
  };
}

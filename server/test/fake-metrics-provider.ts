import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DomainMetrics } from '../services/metrics-provider';

/** One request the provider received. */
export interface FakeMetricsRequest {
  authorization: string | null;
  domains: string[];
}

export interface FakeMetricsProvider {
  /** The base URL to give createMetricsProvider (METRICS_PROVIDER_URL). */
  url: string;
  /** The key it expects (METRICS_PROVIDER_KEY); any other is answered with 401. */
  key: string;
  requests: FakeMetricsRequest[];
  /** While true, every request is answered with 503, as a provider that is down. */
  failing: boolean;
  close(): Promise<void>;
}

/** The metrics the fake gives any name it is asked about: derived from the name, so tests can predict them. */
export function fakeMetricsOf(name: string): DomainMetrics {
  const n = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return { dfs_rating: n % 100, backlinks: n * 7, ref_domains: n % 250, max_visibility: (n % 1000) / 10 };
}

/**
 * A metrics provider (POST /v1/domain-metrics) on 127.0.0.1 and a free port. It knows every name except those in
 * `unknown`, and answers each with `fakeMetricsOf(name)`.
 */
export async function startFakeMetricsProvider(
  options: { key?: string; unknown?: string[] } = {},
): Promise<FakeMetricsProvider> {
  const key = options.key ?? 'fake-metrics-key';
  const unknown = new Set(options.unknown ?? []);
  const requests: FakeMetricsRequest[] = [];
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/domain-metrics') return send(404, { error: 'not found' });
      let parsed: { domains?: unknown } = {};
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { domains?: unknown };
      } catch {
        return send(400, { error: 'bad json' });
      }
      const domains = Array.isArray(parsed.domains) ? parsed.domains.filter((d) => typeof d === 'string') : [];
      requests.push({ authorization: req.headers.authorization ?? null, domains });
      if (provider.failing) return send(503, { error: 'unavailable' });
      if (req.headers.authorization !== `Bearer ${key}`) return send(401, { error: 'bad key' });
      send(200, {
        data: domains.filter((d) => !unknown.has(d)).map((domain) => ({ domain, ...fakeMetricsOf(domain) })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const provider: FakeMetricsProvider = {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    failing: false,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return provider;
}

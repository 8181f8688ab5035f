import os from 'node:os';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../server/db/seed';
import { DOMAIN_COMBINATIONS } from './domain-combinations';
import type { DomainEngine } from './domains-report';
import { urlOf } from './domains-server';
import { groupCpuMs, ownCpuMs, postgresCpuMs } from './process-cpu';
import { signIn, startServer, type RunningServer } from './server-process';
import { summarize, type Figure } from './stats';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS) || 200;
const SEARCHES_PER_CLIENT = Number(process.env.BENCH_LOAD_SEARCHES) || 6;
const P95_GOAL = { max: 250, label: '≤ 250 ms' };

export interface LoadEngine extends DomainEngine {
  /** PostgreSQL's data directory, to count its processes' CPU; PGlite runs inside the server. */
  postgresDataDir?: string;
}

/**
 * - repeated: the customers' searches over and over, as many customers open the same catalogue pages; after the
 *   warm-up every one is an answer the server keeps (services/list-answer-cache.ts).
 * - computed: the same searches from a server that keeps no answers (DOMAIN_LIST_CACHE_MB=0), as if no search were
 *   ever asked twice: the cost of the lists themselves under load, which the kept answers cannot pass for.
 */
export type LoadMix = 'repeated' | 'computed';

/**
 * The catalogue's throughput: CLIENTS concurrent clients, each on its own connection making SEARCHES_PER_CLIENT
 * of the customers' domain searches (the combinations in turn, so every moment mixes them), against the real server
 * process on a million domains, once for each LoadMix. Besides requests per second and the latencies, it counts the
 * CPU each party used per request, which says where the time goes: with every core busy, a client's wait is the
 * queue in front of them (Little's law: clients ÷ throughput), and only less work per request shortens it.
 */
export async function benchDomainLoad(engine: LoadEngine): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const mix of ['repeated', 'computed'] as const) {
    const server = await startServer({ ...engine.env, ...(mix === 'computed' ? { DOMAIN_LIST_CACHE_MB: '0' } : {}) });
    try {
      const { access_token: token } = await signIn(
        server.url,
        DEMO_ACCOUNTS.customer.email,
        DEMO_ACCOUNTS.customer.password,
      );
      // As a browser asks: every browser accepts brotli and gzip.
      const headers = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br, zstd',
      };
      const paths = DOMAIN_COMBINATIONS.filter((c) => c.endpoint === 'customer').map(urlOf);
      for (const path of paths) {
        const response = await fetch(`${server.url}${path}`, { headers });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
      }
      // One unmeasured round of the whole load first, so that what is measured is the server's steady state: warm
      // database caches, a full pool and optimised JavaScript.
      await load(engine, server, headers, paths, mix, false);
      figures.push(...(await load(engine, server, headers, paths, mix)));
    } finally {
      await server.stop();
    }
  }
  return figures;
}

async function load(
  engine: LoadEngine,
  server: RunningServer,
  headers: Record<string, string>,
  paths: string[],
  mix: LoadMix,
  counted = true,
): Promise<Figure[]> {
  let next = 0;
  const latencies: number[] = [];
  const cpu = () => ({
    server: groupCpuMs(server.processGroup),
    postgres: engine.postgresDataDir ? postgresCpuMs(engine.postgresDataDir) : 0,
    client: ownCpuMs(),
  });
  const before = cpu();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: CLIENTS,
        maxConnectionRequests: SEARCHES_PER_CLIENT,
        // Without an amount autocannon stops after its default 10 s, before every client has made its searches.
        amount: CLIENTS * SEARCHES_PER_CLIENT,
        timeout: 120,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const seconds = (performance.now() - started) / 1000;
  const after = cpu();
  const requests = latencies.length;
  const perRequest = (key: keyof typeof before) => Math.round(((after[key] - before[key]) / requests) * 100) / 100;
  const busy = (after.server + after.postgres + after.client - before.server - before.postgres - before.client) / 1000;
  if (!counted) return [];
  const stats = summarize(latencies);
  const rps = Math.round((requests / seconds) * 10) / 10;
  const failed = result.non2xx + result.errors + result.timeouts;
  const group = `load, ${CLIENTS} clients × ${SEARCHES_PER_CLIENT} searches, ${mix}`;
  const where = {
    serverCpuMsPerRequest: perRequest('server'),
    postgresCpuMsPerRequest: perRequest('postgres'),
    clientCpuMsPerRequest: perRequest('client'),
    coresBusyPercent: Math.round((busy / (seconds * os.availableParallelism())) * 1000) / 10,
    littlesLawWaitMs: Math.round((CLIENTS / rps) * 1000),
    failed,
    seconds: Math.round(seconds * 10) / 10,
  };
  console.log(
    `\n${engine.name}, ${mix} searches: ${CLIENTS} clients × ${SEARCHES_PER_CLIENT}, ${requests} answers (${failed} failed) in ` +
      `${where.seconds} s: ${rps} requests/s, p50 ${stats.median} ms, p95 ${stats.p95} ms. CPU per request: server ` +
      `${where.serverCpuMsPerRequest} ms, PostgreSQL ${where.postgresCpuMsPerRequest} ms, load generator ` +
      `${where.clientCpuMsPerRequest} ms; the ${os.availableParallelism()} cores ${where.coresBusyPercent} % busy. ` +
      `Little's law: ${CLIENTS} clients ÷ ${rps}/s = ${where.littlesLawWaitMs} ms in the system on average.`,
  );
  return [
    { group, name: `${engine.name}: requests per second`, value: rps, unit: 'req/s', detail: where },
    { group, name: `${engine.name}: p50`, value: stats.median, detail: stats },
    { group, name: `${engine.name}: p95`, value: stats.p95, target: P95_GOAL, detail: stats },
    {
      group,
      name: `${engine.name}: CPU per request, server + database`,
      value: Math.round((where.serverCpuMsPerRequest + where.postgresCpuMsPerRequest) * 100) / 100,
      detail: where,
    },
  ];
}

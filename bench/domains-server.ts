import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { buildApp } from '../server/app';
import { findTokenOwner } from '../server/auth/tokens';
import { bootstrap } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/database';
import { DEMO_ACCOUNTS } from '../server/db/seed';
import { domainListQueries, readDomainList } from '../server/services/domain-list-queries';
import { LISTED_STATUSES, toDomains } from '../server/services/domains';
import { TOTAL_CAP, pagingOf } from '../server/services/pagination';
import { ListAnswerCache } from '../server/services/list-answer-cache';
import { DOMAIN_COMBINATIONS, type DomainCombination } from './domain-combinations';
import { explainDomainList } from './domains-explain';
import {
  RATIO_LIMIT,
  printDomainTable,
  type DomainEngine,
  type DomainResult,
  type EngineResults,
} from './domains-report';
import { summarize } from './stats';

const SAMPLES = Number(process.env.BENCH_DOMAIN_SAMPLES) || 60;
const WARM_UP = 5;

async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  const token = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    cookies: { 'XSRF-TOKEN': token },
    headers: { 'x-xsrf-token': token },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/**
 * The SQL the list service runs for one request, compiled from its own builders and run on the same database:
 * the capped count, then the page's statements as the service chooses them by that count. No HTTP, validation,
 * token lookup, category lookup or serialisation.
 */
async function runDirect(db: Db, combination: DomainCombination) {
  const statuses = combination.endpoint === 'customer' ? LISTED_STATUSES : undefined;
  const { total, rows, used } = await readDomainList(
    db,
    domainListQueries(db, combination.query, statuses),
    pagingOf(combination.query),
  );
  return { total, rows, ids: rows.map((row) => row.id), strategy: used.join(' → ') || 'none' };
}

/** Every statement the request runs: the token's lookup, the count and page, and the page's categories. */
async function runAllSql(db: Db, token: string, combination: DomainCombination) {
  await findTokenOwner(db, token);
  await toDomains(db, (await runDirect(db, combination)).rows);
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

export function urlOf(combination: DomainCombination): string {
  const base = combination.endpoint === 'customer' ? '/api/domains' : '/api/admin/domains';
  const query = qs.stringify(combination.query, { arrayFormat: 'indices', encodeValuesOnly: true });
  return query ? `${base}?${query}` : base;
}

/**
 * The server figures on a million domains, on one engine: for each of the twenty combinations, the API's answer
 * time (Fastify's inject, in this process) beside the same SQL run directly on the same database. In-process,
 * because PGlite is embedded: a second process cannot open the same data directory, and a socket would add the
 * client's own work to the server's time. Requests and direct runs alternate, so both see the same warm caches. A
 * combination over its ratio to the default listing gets its plans printed (EXPLAIN ANALYZE, BUFFERS).
 * The app keeps no list answers here, so that every request computes its answer as a first search does: these are
 * the lists' own costs. What a repeated search costs is in the load figure (domains-load.ts).
 */
export async function benchDomainServer(engine: DomainEngine): Promise<EngineResults> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'domenika-bench-domains-'));
  const config = {
    ...loadConfig({ ...engine.env, LOG_LEVEL: 'warn', DIST_DIR: path.join(scratch, 'no-dist') }),
    uploadsDir: path.join(scratch, 'uploads'),
  };
  const { ctx, database } = await bootstrap(config, {
    adapters: { aftermarket: null, companyLookup: null, social: {} },
    domainListAnswers: new ListAnswerCache({ maxBytes: 0 }),
  });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const results: DomainResult[] = [];
  const explained: EngineResults['explained'] = [];
  try {
    const tokens = {
      customer: await tokenFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password),
      admin: await tokenFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    };
    for (const combination of DOMAIN_COMBINATIONS) {
      const url = urlOf(combination);
      const headers = { authorization: `Bearer ${tokens[combination.endpoint]}`, accept: 'application/json' };
      const request = () => app.inject({ method: 'GET', url, headers });
      const first = await request();
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
      const page = first.json<{ total: number; total_is_capped: boolean; data: { id: number }[] }>();
      const direct = await runDirect(ctx.db, combination);
      // The direct run must be the request's own SQL: same capped total, same rows in the same order.
      if (Math.min(direct.total, TOTAL_CAP) !== page.total || direct.ids.join() !== page.data.map((d) => d.id).join()) {
        throw new Error(`${combination.label}: the direct SQL does not answer like the API`);
      }
      const api: number[] = [];
      const sql: number[] = [];
      const allSql: number[] = [];
      for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
        const times = [
          await timed(request),
          await timed(() => runDirect(ctx.db, combination)),
          await timed(() => runAllSql(ctx.db, tokens[combination.endpoint], combination)),
        ];
        if (i < WARM_UP) continue;
        api.push(times[0]!);
        sql.push(times[1]!);
        allSql.push(times[2]!);
      }
      results.push({
        combination,
        url,
        total: page.total_is_capped ? '10 000+' : String(page.total),
        strategy: direct.strategy,
        api: summarize(api),
        sql: summarize(sql),
        allSql: summarize(allSql),
      });
    }
    const limit = RATIO_LIMIT * results[0]!.api.p95;
    for (const result of results.filter((r) => r.api.p95 > limit)) {
      explained.push({ label: result.combination.label, plans: await explainDomainList(ctx.db, result.combination) });
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  printDomainTable(engine.name, results);
  for (const { label, plans } of explained) {
    console.log(`\n${engine.name}, "${label}": over ${RATIO_LIMIT}× the defaults' p95. Its statements' plans:`);
    for (const plan of plans) console.log(`${plan}\n`);
  }
  return { engine, results, explained };
}

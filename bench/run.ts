import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { report } from './report';
import { startServer } from './server-process';
import { benchBrowserStore } from './browser-store';
import { benchServerApi } from './server-api';
import { benchFirstRouteJs } from './first-route-js';
import { benchLighthouse } from './lighthouse';
import { benchRouteLoadBlocking } from './route-load-blocking';
import { benchDomainServer } from './domains-server';
import { benchDomainsBrowser } from './domains-browser';
import { ensureDomainDatabase } from './domains-cache';
import { benchDomainLoad, type LoadEngine } from './domains-load';
import { ensurePostgresDomains } from './domains-postgres';
import { domainFigures, printEngineComparison } from './domains-report';
import type { Figure } from './stats';

/**
 * `npm run bench`: builds the SPA, starts the real server on a fresh database, measures in Chromium and on the
 * server, then the domain lists on a million domains on PGlite and PostgreSQL, prints a table and writes
 * bench/results.json. Figures only; nothing here fails a build. `npm run bench -- --skip-domains` (or BENCH_SKIP_DOMAINS=1) leaves out the million
 * domains, whose database takes minutes to build the first time; `--load-only` runs only their load figure, and
 * `--server-only` their server figures (the twenty combinations and the load) without building the SPA.
 */
interface MillionDomainEngines {
  engines: LoadEngine[];
  builds: { engine: string; seconds: number; built: boolean }[];
  pgliteEnv: Record<string, string>;
  stop: () => void;
}

/**
 * The million domains on both engines, the same seed in each. PostgreSQL is Debian's, in a cluster kept in
 * bench/.cache; where it is missing and cannot be installed, the figures are PGlite's alone and the run says why.
 */
async function millionDomainEngines(): Promise<MillionDomainEngines> {
  const pglite = await ensureDomainDatabase();
  const postgres = await ensurePostgresDomains();
  // A gigabyte of shared buffers: PGlite reads a page missing from them with a blocking call in the server's only
  // thread, which cost a fifth of its CPU under load with its default 128MB (README, PGLITE_SHARED_BUFFERS).
  const pgliteEnv = { DATA_DIR: pglite.dir, PGLITE_SHARED_BUFFERS: '1GB' };
  const engines: LoadEngine[] = [{ name: `PGlite ${pgliteVersion()}`, env: pgliteEnv }];
  const builds = [{ engine: engines[0]!.name, seconds: pglite.stamp.seedSeconds, built: pglite.built }];
  if ('skipped' in postgres) console.log(`\nPostgreSQL left out: ${postgres.skipped}`);
  else {
    const name = `PostgreSQL ${/\(PostgreSQL\) (\S+)/.exec(postgres.cluster.version)?.[1] ?? ''}`.trim();
    engines.push({
      name,
      // The pool sized to the cores: PostgreSQL runs on the same two cores, and more connections than cores only
      // queue inside it instead of in the pool.
      env: { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: String(os.availableParallelism()) },
      postgresDataDir: postgres.cluster.dataDir,
    });
    builds.push({ engine: name, seconds: postgres.seedSeconds, built: postgres.built });
  }
  return {
    engines,
    builds,
    pgliteEnv,
    stop: () => {
      if (!('skipped' in postgres)) postgres.cluster.stop();
    },
  };
}

/**
 * On both engines: the twenty combinations in this process, then the load of many clients on the real server
 * process, then, given a built SPA, the screens in Chromium (on PGlite, as `npm start` runs).
 */
async function benchMillionDomains(distDir: string | null): Promise<Figure[]> {
  const { engines, builds, pgliteEnv, stop } = await millionDomainEngines();
  const figures: Figure[] = [];
  try {
    const all = [];
    for (const engine of engines) all.push(await benchDomainServer(engine));
    printEngineComparison(all);
    figures.push(...domainFigures(all, builds));
    for (const engine of engines) figures.push(...(await benchDomainLoad(engine)));
  } finally {
    stop();
  }
  if (distDir === null) return figures;
  const big = await startServer({ DIST_DIR: distDir, ...pgliteEnv });
  try {
    figures.push(...(await benchDomainsBrowser(big.url)));
  } finally {
    await big.stop();
  }
  return figures;
}

/** `npm run bench -- --load-only`: the load figure alone, on both engines, without building the SPA. */
async function benchLoadOnly(): Promise<Figure[]> {
  const { engines, stop } = await millionDomainEngines();
  const figures: Figure[] = [];
  try {
    for (const engine of engines) figures.push(...(await benchDomainLoad(engine)));
  } finally {
    stop();
  }
  return figures;
}

function pgliteVersion(): string {
  const pkg = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function main(): Promise<void> {
  if (process.argv.includes('--load-only')) {
    report(await benchLoadOnly(), path.resolve('bench/results.json'));
    return;
  }
  if (process.argv.includes('--server-only')) {
    report(await benchMillionDomains(null), path.resolve('bench/results.json'));
    return;
  }
  const skipDomains = process.argv.includes('--skip-domains') || process.env.BENCH_SKIP_DOMAINS === '1';
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domenika-bench-dist-'));
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const figures: Figure[] = [...benchFirstRouteJs(distDir)];
  const server = await startServer({ DIST_DIR: distDir });
  try {
    figures.push(...(await benchServerApi(server.url)));
    figures.push(...(await benchBrowserStore(server.url)));
    figures.push(...(await benchLighthouse(server.url)));
    figures.push(...(await benchRouteLoadBlocking(server.url)));
  } finally {
    await server.stop();
  }
  try {
    // After the server has stopped: the million-domain figures want both cores to themselves.
    if (!skipDomains) figures.push(...(await benchMillionDomains(distDir)));
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
  report(figures, path.resolve('bench/results.json'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

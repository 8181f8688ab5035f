import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { report } from './report';
import { startServer } from './server-process';
import { benchBrowserStore } from './browser-store';
import { benchServerApi } from './server-api';
import { benchFirstRouteJs } from './first-route-js';
import { benchDomainServer } from './domains-server';
import { benchDomainsBrowser } from './domains-browser';
import { ensureDomainDatabase } from './domains-cache';
import type { Figure } from './stats';

/**
 * `npm run bench`: builds the SPA, starts the real server on a fresh database, measures in Chromium and on the
 * server, then the domain lists on a million domains, prints a table and writes bench/results.json. Figures only;
 * nothing here fails a build. `npm run bench -- --skip-domains` (or BENCH_SKIP_DOMAINS=1) leaves out the million
 * domains, whose database takes minutes to build the first time.
 */
async function main(): Promise<void> {
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
  } finally {
    await server.stop();
  }
  try {
    // After the server has stopped: the million-domain figures run in this process and want both cores to themselves.
    if (!skipDomains) {
      figures.push(...(await benchDomainServer()));
      // Then the screens in Chromium, against the real server on the same million domains.
      const { dir } = await ensureDomainDatabase();
      const big = await startServer({ DIST_DIR: distDir, DATA_DIR: dir });
      try {
        figures.push(...(await benchDomainsBrowser(big.url)));
      } finally {
        await big.stop();
      }
    }
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
  report(figures, path.resolve('bench/results.json'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

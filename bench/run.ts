import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { report } from './report';
import { startServer } from './server-process';
import { benchBrowserStore } from './browser-store';
import { benchServerApi } from './server-api';
import type { Figure } from './stats';

/**
 * `npm run bench`: builds the SPA, starts the real server on a fresh database, measures in Chromium and on the
 * server, prints a table and writes bench/results.json. Figures only; nothing here fails a build.
 */
async function main(): Promise<void> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domenika-bench-dist-'));
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const server = await startServer({ DIST_DIR: distDir });
  const figures: Figure[] = [];
  try {
    figures.push(...(await benchServerApi(server.url)));
    figures.push(...(await benchBrowserStore(server.url)));
  } finally {
    await server.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  }
  report(figures, path.resolve('bench/results.json'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

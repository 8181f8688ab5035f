// The end-to-end run: Chromium present, the SPA built, then Playwright against the real server on a fresh
// temporary database. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureChromium();
run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'domenika-e2e-'));
// Playwright evaluates its config in every worker, so the port is chosen once here and passed down.
const env = { ...process.env, E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir };
try {
  run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

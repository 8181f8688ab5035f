// The end-to-end run: Chromium present, the SPA built, then Playwright against the real server on a fresh
// temporary database. Extra arguments go to `playwright test`.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
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
// Each run builds into its own directory, so two runs at once never serve each other's half-written files.
const distDir = mkdtempSync(path.join(tmpdir(), 'domenika-e2e-dist-'));
run('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']);

// A helper process that prints its settings as one JSON line and keeps serving until SIGTERM.
async function startHelper(script, args, what) {
  const child = spawn('node_modules/.bin/tsx', [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout });
  const [line] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`${what} exited with ${code}`))),
  ]);
  return { child, settings: JSON.parse(line) };
}

// The stand-in for Google: a real OpenID Connect provider the sign-in journey goes through.
const startOidc = (redirectUri) => startHelper('e2e/support/start-oidc.ts', [redirectUri], 'test OIDC provider');
// The stand-in for the VAT white list that "Pobierz dane" asks.
const startCompanyRegistry = () => startHelper('e2e/support/start-company-registry.ts', [], 'test company registry');
// The stand-in for the SEO metrics provider that "Sprawdź szczegóły" asks about names outside the catalogue.
const startMetricsProvider = () => startHelper('e2e/support/start-metrics-provider.ts', [], 'test metrics provider');

const dataDir = mkdtempSync(path.join(tmpdir(), 'domenika-e2e-'));
// Playwright evaluates its config in every worker, so the port is chosen once here and passed down.
const port = await freePort();
const oidc = await startOidc(`http://127.0.0.1:${port}/auth/google`);
process.on('exit', () => oidc.child.kill('SIGTERM'));
const companyRegistry = await startCompanyRegistry();
process.on('exit', () => companyRegistry.child.kill('SIGTERM'));
const metricsProvider = await startMetricsProvider();
process.on('exit', () => metricsProvider.child.kill('SIGTERM'));
const env = {
  ...process.env,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  E2E_DIST_DIR: distDir,
  E2E_GOOGLE_ISSUER: oidc.settings.issuer,
  E2E_GOOGLE_CLIENT_ID: oidc.settings.clientId,
  E2E_GOOGLE_CLIENT_SECRET: oidc.settings.clientSecret,
  // Playwright's webServer inherits this environment, so the server builds its company lookup from it.
  COMPANY_LOOKUP_URL: companyRegistry.settings.url,
  METRICS_PROVIDER_URL: metricsProvider.settings.url,
  METRICS_PROVIDER_KEY: metricsProvider.settings.key,
};
try {
  run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], env);
} finally {
  oidc.child.kill('SIGTERM');
  companyRegistry.child.kill('SIGTERM');
  metricsProvider.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
}

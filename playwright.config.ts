import { defineConfig } from '@playwright/test';

// scripts/e2e.mjs picks the port and the fresh data directory once; every worker reads them from here.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous waits, never a measure of speed: on a busy two-core machine the first screen that opens the browser
  // database (sqlite's WebAssembly, OPFS) takes several seconds before its first request.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds the closing count line of `npm test` (scripts/test.mjs).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Without these Chromium keeps trying to reach Google's services, which this network refuses.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? `/tmp/domenika-e2e-${port}`,
      SKIP_SPA_BUILD: '1',
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      LOG_LEVEL: 'warn',
      // Every test signs in; the real limits are covered by the server tests.
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_FORGOT_PASSWORD: '10000',
      RATE_LIMIT_REGISTER: '10000',
      // Journeys running at once order as the same demo customers.
      RATE_LIMIT_ORDERS: '10000',
      MAX_UNPAID_DOMAINS_PER_ACCOUNT: '10000',
      MAX_UNPAID_PORTALS_PER_ACCOUNT: '10000',
      // Google sign-in goes to the test OpenID Connect provider that scripts/e2e.mjs starts.
      ...(process.env.E2E_GOOGLE_ISSUER
        ? {
            GOOGLE_ISSUER: process.env.E2E_GOOGLE_ISSUER,
            GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID!,
            GOOGLE_CLIENT_SECRET: process.env.E2E_GOOGLE_CLIENT_SECRET!,
          }
        : {}),
    },
  },
});

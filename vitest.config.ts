import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';

// Two cores: two workers at most, and the suites are split by the environment they need.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          // Pure code, but the property tests run a hundred cases each, and under the stress run's load some pass
          // Vitest's default limit. A limit is only reached when an outcome never comes, so it is generous and set
          // once here.
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
          // Whole-app renders in jsdom on two cores that other jobs share: a limit is only reached when an outcome
          // never comes, so it is set once and generously here, never per test: under the stress run's load a
          // whole-screen test has taken over a minute, hence three minutes.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The browser database's logic runs where it will run: Debian's Chromium, with OPFS, workers and Web Locks.
        optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
        worker: { format: 'es' },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          // A real Chromium with OPFS and workers on a shared machine: set once and generously, as above.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
                args: [
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Set once, for the same reason as above; the PostgreSQL pass and the stress run are the slowest hosts.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

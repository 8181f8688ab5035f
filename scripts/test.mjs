// `npm test`: every check the project has, in the order that fails fastest, then one closing line with the counts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { REPORTS, testCounts } from './test-counts.mjs';

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  // The browser tests of Vitest and Playwright both need it; installed as root when missing.
  ['Chromium (Debian package)', 'node', ['scripts/ensure-chromium.mjs']],
  ['Type check', 'npm', ['run', '--silent', 'typecheck']],
  ['Generated API types are current', 'npm', ['run', '--silent', 'api:check']],
  ['Generated database types are current', 'npm', ['run', '--silent', 'db:check']],
  ['Contract lint (Redocly, recommended rules)', 'npm', ['run', '--silent', 'api:lint']],
  ['Formatting (Prettier)', 'npm', ['run', '--silent', 'format:check']],
  ['Lint (ESLint: type-checked rules, hooks, accessibility, import boundaries)', 'npm', ['run', '--silent', 'lint']],
  [
    'Unit, component, browser-database and server tests',
    'node_modules/.bin/vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest.json`],
  ],
  [
    'Server tests again, on PostgreSQL (a throwaway cluster)',
    'node',
    ['scripts/server-tests-on-postgres.mjs', `${REPORTS}/vitest-postgres.json`],
  ],
  [
    'End-to-end tests (Playwright, Chromium)',
    'node',
    ['scripts/e2e.mjs'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` },
  ],
];

let exitCode = 0;
for (const [title, command, args, env = {}] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    exitCode = result.status || 1;
    break;
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const { passed, failed } = testCounts();
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);

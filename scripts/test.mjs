// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Type check', 'npm', ['run', '--silent', 'typecheck']],
  ['Generated API types are current', 'npm', ['run', '--silent', 'api:check']],
  ['Unit, component and server tests', 'node_modules/.bin/vitest', ['run']],
  ['End-to-end tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']],
];

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

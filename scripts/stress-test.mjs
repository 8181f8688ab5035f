// `npm run test:stress`: proves that no test depends on how fast the machine is. It runs the whole test command three
// times in a row while a load generator keeps every core busy, then once more with Chromium's CPU throttled 4×
// (E2E_CPU_THROTTLE, applied by e2e/support/test.ts). All four runs must be green; a table of them closes the output.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { testCounts } from './test-counts.mjs';
import { availableParallelism } from 'node:os';

const LOADED_RUNS = Number(process.env.STRESS_LOADED_RUNS ?? 3);

/** One busy loop per core, in worker threads of a child process the check owns and stops. */
function startLoad() {
  const cores = availableParallelism();
  const program = `
    const { Worker } = require('node:worker_threads');
    for (let i = 0; i < ${cores}; i++) new Worker('let x = 0; for (;;) x = (x * 31 + 7) % 1000003;', { eval: true });
  `;
  const child = spawn(process.execPath, ['-e', program], { stdio: 'ignore' });
  console.log(`\n### load generator: ${cores} busy threads (pid ${child.pid})`);
  return () => child.kill('SIGKILL');
}

function run(title, env, withLoad) {
  console.log(`\n### ${title}`);
  const stopLoad = withLoad ? startLoad() : () => undefined;
  process.on('exit', stopLoad);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  stopLoad();
  return { title, exit: result.status, minutes: (Date.now() - started) / 60_000, ...testCounts() };
}

const runs = [];
for (let i = 1; i <= LOADED_RUNS; i++) runs.push(run(`run ${i} of ${LOADED_RUNS}, every core busy`, {}, true));
runs.push(run('Chromium CPU throttled 4×', { E2E_CPU_THROTTLE: '4' }, false));

mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/stress-report.json', JSON.stringify(runs, null, 2));
console.log('\n=== npm run test:stress ===');
console.table(runs.map((r) => ({ ...r, minutes: Number(r.minutes.toFixed(1)) })));
const green = runs.every((r) => r.exit === 0 && r.failed === 0);
console.log(green ? 'All runs green.' : 'A run failed: see its output above.');
process.exit(green ? 0 : 1);

// The server suite a second time, on a real PostgreSQL, the production engine: a throwaway cluster on a free port,
// removed afterwards. Without PostgreSQL (and without root to install it) this says why, and succeeds: the first run on
// PGlite has already tested the server.
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './postgres-cluster.mjs';

const [reportFile] = process.argv.slice(2);
const cluster = await startThrowawayPostgres();
if (cluster.skipped) {
  console.log(`Skipped the PostgreSQL run: ${cluster.skipped}`);
  process.exit(0);
}
console.log(`${cluster.version}, throwaway cluster at ${cluster.url}`);
let status = 1;
try {
  const reporters = reportFile ? ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`] : [];
  const result = spawnSync('node_modules/.bin/vitest', ['run', '--project', 'server', ...reporters], {
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRES_URL: cluster.url },
  });
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);

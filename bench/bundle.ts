import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchFirstRouteJs } from './first-route-js';

/**
 * `npm run bench:bundle`: builds the SPA and prints only the bundle figures (what the first route costs, what QA
 * mode adds), in seconds rather than the whole bench's minutes. `npm run bench` has the same figures.
 */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domenika-bundle-'));
try {
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.table(
    benchFirstRouteJs(distDir).map((figure) => ({
      name: figure.name,
      value: `${figure.value} ${figure.unit ?? ''}`.trim(),
      target: figure.target?.label ?? '',
    })),
  );
} finally {
  fs.rmSync(distDir, { recursive: true, force: true });
}

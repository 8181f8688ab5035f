import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'openapi.yaml', 'package-lock.json', 'public'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Runs `vite build` when dist is missing or older than any SPA source, so `npm start` always serves the current app. */
export async function ensureSpaBuilt(distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (builtAt >= sourcesAt) return;
  console.log('Budowanie aplikacji (vite build)…');
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
}

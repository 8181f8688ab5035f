import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './stats';

/** What only the QA inspector's code holds: the session file's format name. */
const QA_MARKER = 'domenika-qa-session';
/** The chunks QA mode loads: the inspector (src/qa/qa-root.tsx) and the replay screen. */
const QA_ENTRIES = /^(qa-root|replay-screen)-[\w-]+\.js$/;

/** The scripts index.html makes the browser fetch before the first route renders: the entry and its preloads. */
export function firstRouteScripts(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)].map((source) => path.join(distDir, source.replace(/^\//, '')));
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The chunks `files` load before they run: themselves and everything they import statically, transitively. */
function staticClosure(assets: string, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = fs.readFileSync(path.join(assets, name), 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The JavaScript the first route costs (at most 150 KiB gzip, and the QA inspector must not make it grow at all),
 * read from the build: the files index.html loads, raw and gzipped at level 9 as a server would send them. Also
 * what QA mode adds, and whether any first-route file holds the inspector's code (it must not).
 */
export function benchFirstRouteJs(distDir: string): Figure[] {
  const files = firstRouteScripts(distDir);
  const texts = files.map((file) => fs.readFileSync(file));
  const raw = texts.reduce((sum, text) => sum + text.length, 0);
  const gzip = texts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
  const withQaCode = files.filter((_, i) => texts[i]!.includes(QA_MARKER));
  // What QA mode adds: the chunks its entries load that the first route did not load already.
  const assets = path.join(distDir, 'assets');
  const firstRoute = new Set(files.map((file) => path.basename(file)));
  const qaEntries = fs.readdirSync(assets).filter((name) => QA_ENTRIES.test(name));
  const qaChunks = [...staticClosure(assets, qaEntries)].filter((name) => !firstRoute.has(name));
  const qaGzip = qaChunks.reduce(
    (sum, name) => sum + gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length,
    0,
  );
  const detail = { files: files.map((file) => path.basename(file)).join(', '), raw_kib: kib(raw) };
  // The browser database starts with the app: its worker and the SQLite engine are fetched on the first route too.
  const gzipOf = (pattern: RegExp) =>
    fs
      .readdirSync(assets)
      .filter((name) => pattern.test(name))
      .reduce((sum, name) => sum + gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length, 0);
  return [
    {
      group: 'bundle',
      name: 'database worker JS (starts with the app), gzip',
      value: kib(gzipOf(/^(db\.worker|sqlite3-opfs-async-proxy)-[\w-]+\.js$/)),
      unit: 'KiB',
    },
    { group: 'bundle', name: 'SQLite wasm, gzip', value: kib(gzipOf(/^sqlite3-[\w-]+\.wasm$/)), unit: 'KiB' },
    {
      group: 'bundle',
      name: 'first-route JS, gzip',
      value: kib(gzip),
      unit: 'KiB',
      target: { max: 150, label: '≤ 150 KiB' },
      detail,
    },
    { group: 'bundle', name: 'first-route JS, raw', value: kib(raw), unit: 'KiB', detail },
    {
      group: 'bundle',
      name: 'first-route files holding QA inspector code',
      value: withQaCode.length,
      unit: 'files',
      target: { max: 0, label: '0' },
    },
    {
      group: 'bundle',
      name: 'QA mode only: inspector chunks, gzip',
      value: kib(qaGzip),
      unit: 'KiB',
      detail: { chunks: qaChunks.join(', ') },
    },
  ];
}

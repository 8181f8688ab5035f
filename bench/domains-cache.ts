import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';

export const BENCH_DOMAINS = 1_000_000;
export const CACHE_ROOT = path.resolve('bench/.cache');
export const DOMAINS_CACHE_DIR = path.join(CACHE_ROOT, 'domains-1m');
const STAMP_FILE = path.join(CACHE_ROOT, 'domains-1m.json');
// The same data on every machine and every build: the seed is deterministic for a given "now".
export const SEED_NOW = new Date('2026-01-01T10:00:00Z');

interface Stamp {
  version: string;
  domains: number;
  builtAt: string;
  seedSeconds: number;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(dir, entry.name));
}

/**
 * What the cached database was built from: the migrations (schema version), the seed's code (seed version) and
 * PGlite's version (the data directory's format). Any change to them builds the database again.
 */
export function cacheVersion(): string {
  const hash = createHash('sha256');
  const files = [...filesUnder('server/db/migrations'), 'server/db/migrate.ts', ...filesUnder('server/db/seed')].sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  const pglite = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version} domains ${BENCH_DOMAINS}`);
  return hash.digest('hex').slice(0, 16);
}

function readStamp(): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/**
 * Seeds the bench's million domains into a migrated database (PGlite or PostgreSQL), logging every 100,000 domains
 * with the seconds since `started` (a `performance.now()` reading), so a build that takes minutes shows it is moving.
 */
export async function seedBenchDomains(db: Db, log: (line: string) => void, started: number): Promise<void> {
  let reported = 0;
  await seedDemoData(db, {
    domains: BENCH_DOMAINS,
    now: SEED_NOW,
    onProgress: (inserted, total) => {
      if (inserted - reported < 100_000 && inserted < total) return;
      reported = inserted;
      log(`  ${inserted.toLocaleString('en')} domains, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    },
  });
}

/**
 * A PGlite data directory holding a million seeded domains, built once into bench/.cache and reused while the
 * schema, the seed and PGlite stay the same. It is built beside its final place and renamed, so an interrupted
 * build is never mistaken for a finished one.
 */
export async function ensureDomainDatabase(
  log: (line: string) => void = console.log,
): Promise<{ dir: string; stamp: Stamp; built: boolean }> {
  const version = cacheVersion();
  const existing = readStamp();
  if (existing?.version === version && fs.existsSync(DOMAINS_CACHE_DIR))
    return { dir: DOMAINS_CACHE_DIR, stamp: existing, built: false };

  log(
    `Building the million-domain database in ${path.relative(process.cwd(), DOMAINS_CACHE_DIR)} (takes minutes, once)…`,
  );
  const building = `${DOMAINS_CACHE_DIR}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  const started = performance.now();
  const database = await openDatabase({ dataDir: building });
  try {
    await migrateToLatest(database.db);
    await seedBenchDomains(database.db, log, started);
  } finally {
    await database.close();
  }
  const stamp: Stamp = {
    version,
    domains: BENCH_DOMAINS,
    builtAt: new Date().toISOString(),
    seedSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  fs.rmSync(DOMAINS_CACHE_DIR, { recursive: true, force: true });
  fs.renameSync(building, DOMAINS_CACHE_DIR);
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify(stamp, null, 2)}\n`);
  log(`  done in ${stamp.seedSeconds} s`);
  return { dir: DOMAINS_CACHE_DIR, stamp, built: true };
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { startKeptPostgres, type ThrowawayPostgres } from '../scripts/postgres-cluster.mjs';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { CACHE_ROOT, cacheVersion, seedBenchDomains } from './domains-cache';

const CLUSTER_DIR = path.join(CACHE_ROOT, 'postgres-1m');
const STAMP_FILE = path.join(CACHE_ROOT, 'postgres-1m.json');
const DATABASE = 'domenika';

export interface PostgresDomains {
  cluster: ThrowawayPostgres;
  /** The seeded database's URL. */
  url: string;
  seedSeconds: number;
  built: boolean;
}

interface Stamp {
  version: string;
  server: string;
  seedSeconds: number;
}

function readStamp(): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

function databaseUrl(cluster: ThrowawayPostgres): string {
  return cluster.url.replace(/\/postgres$/, `/${DATABASE}`);
}

/**
 * The same million domains as the PGlite cache (the same migrations and the same deterministic seed), in a
 * PostgreSQL cluster kept in bench/.cache between runs. The stamp is written only after a whole build, and names
 * the server's version, so an interrupted build or another PostgreSQL builds it again. Returns why there is none
 * when PostgreSQL is missing and cannot be installed (postgres-cluster.mjs).
 */
export async function ensurePostgresDomains(
  log: (line: string) => void = console.log,
): Promise<PostgresDomains | { skipped: string }> {
  const version = cacheVersion();
  const stamp = readStamp();
  if (stamp?.version === version) {
    const kept = await startKeptPostgres(CLUSTER_DIR);
    if (kept.skipped === undefined) {
      if (kept.version === stamp.server)
        return { cluster: kept, url: databaseUrl(kept), seedSeconds: stamp.seedSeconds, built: false };
      kept.stop();
    }
  }
  fs.rmSync(STAMP_FILE, { force: true });
  fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
  const cluster = await startKeptPostgres(CLUSTER_DIR);
  if (cluster.skipped !== undefined) return cluster;
  log(`Building the million-domain database on ${cluster.version} (takes minutes, once)…`);
  const started = performance.now();
  try {
    const admin = await openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
    await sql.raw(`CREATE DATABASE ${DATABASE}`).execute(admin.db);
    await admin.close();
    const database = await openDatabase({ databaseUrl: databaseUrl(cluster) });
    try {
      await migrateToLatest(database.db);
      await seedBenchDomains(database.db, log, started);
    } finally {
      await database.close();
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ version, server: cluster.version, seedSeconds }, null, 2)}\n`);
  log(`  done in ${seedSeconds} s`);
  return { cluster, url: databaseUrl(cluster), seedSeconds, built: true };
}

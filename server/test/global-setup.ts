import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { TEST_NOW, TEST_SEED_DOMAINS } from './constants';
import { asSuperuser } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
    /** The throwaway cluster's superuser URL on the PostgreSQL run, else empty. */
    postgresAdminUrl: string;
    /** The seeded template database the PostgreSQL run's test databases are cloned from. */
    postgresTemplate: string;
  }
}

const POSTGRES_TEMPLATE = 'domenika_template';

/** Seeds the template on PostgreSQL once; every test server then clones it (test-database.ts). */
async function preparePostgresTemplate(adminUrl: string): Promise<() => Promise<void>> {
  await asSuperuser(adminUrl, `DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
  await asSuperuser(adminUrl, `CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { domains: TEST_SEED_DOMAINS, now: TEST_NOW });
  } finally {
    // A template may have no open connection while it is cloned.
    await handle.close();
  }
  return () => asSuperuser(adminUrl, `DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
}

/**
 * Migrates and seeds one PGlite database and dumps it to a file (and, on the PostgreSQL run, a template database). Every test file then starts its own copy from that
 * dump in well under a second, instead of running initdb, migrations and the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-template-'));
  const file = path.join(dir, 'template.tar');
  const handle = await openDatabase({ memory: true });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { domains: TEST_SEED_DOMAINS, now: TEST_NOW });
  const dump = await handle.dump!();
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', file);

  const adminUrl = process.env.TEST_POSTGRES_URL ?? '';
  const dropPostgresTemplate = adminUrl ? await preparePostgresTemplate(adminUrl) : () => Promise.resolve();
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', adminUrl ? POSTGRES_TEMPLATE : '');
  return async () => {
    await dropPostgresTemplate();
    await fs.rm(dir, { recursive: true, force: true });
  };
}

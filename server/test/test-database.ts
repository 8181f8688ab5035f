import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database';

/** A private copy of the seeded template database for one test server, and how to throw it away. */
export interface TestDatabase {
  engine: 'pglite' | 'postgres';
  options: DatabaseOptions;
  dispose(): Promise<void>;
}

/** Runs one statement as the throwaway cluster's superuser (CREATE and DROP DATABASE cannot run in a pool's
 * transaction, and need no pool). */
export async function asSuperuser(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * On the PostgreSQL run (`TEST_POSTGRES_URL`, see global-setup.ts) a new database cloned from the seeded template
 * with CREATE DATABASE … TEMPLATE, which copies files and takes a fraction of a second; otherwise an in-memory PGlite
 * loaded from the template's dump.
 */
export async function privateTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) {
    const name = `domenika_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    await asSuperuser(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      engine: 'postgres',
      options: { databaseUrl: url.toString() },
      dispose: () => asSuperuser(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const template = new Blob([await fs.readFile(inject('databaseTemplate'))]);
  return { engine: 'pglite', options: { memory: true, template }, dispose: () => Promise.resolve() };
}

/**
 * A private copy of the seeded database, opened before the tests of the file or `describe` block that calls this and
 * closed and thrown away after them. Read `handle` inside the tests: it is set once `beforeAll` has run.
 */
export function openedTestDatabase(): { readonly handle: DatabaseHandle } {
  let copy: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    copy = await privateTestDatabase();
    handle = await openDatabase(copy.options);
  });
  afterAll(async () => {
    await handle?.close();
    await copy?.dispose();
  });
  return {
    get handle() {
      if (!handle) throw new Error('openedTestDatabase: read the handle inside a test, after beforeAll');
      return handle;
    },
  };
}

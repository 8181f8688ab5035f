import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import type { Database } from './schema';
import { serializedDialect } from './serialized-dialect';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Only for PGlite: a dump of the data directory, used by tests to start many databases from one template. */
  dump?(): Promise<Blob>;
}

export type DatabaseOptions = { databaseUrl: string } | { dataDir: string } | { memory: true; template?: Blob };

// PostgreSQL returns bigint (int8) as strings by default; counts fit in a JS number here.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens PGlite (a directory, memory, or memory loaded from a template dump) or a real PostgreSQL. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  // pg_trgm backs the substring search on domain names (migration 0004); PGlite ships it but loads it only on request.
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dataDir' in options) {
    await fs.mkdir(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, extensions });
  } else {
    client = await PGlite.create(options.template ? { loadDataDir: options.template, extensions } : { extensions });
  }
  const { dialect } = new KyselyPGlite(client);
  const db = new Kysely<Database>({ dialect: serializedDialect(dialect) });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dump: () => client.dumpDataDir('none'),
  };
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './tables';
import { serializedDialect } from './serialized-dialect';
import { makeOwnerOnlyDir } from '../shared/owner-only-files';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Only for PGlite: a dump of the data directory, used by tests to start many databases from one template. */
  dump?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string; sharedBuffers?: string | null }
  | { memory: true; template?: Blob };

// PostgreSQL returns bigint (int8) as strings by default; counts fit in a JS number here.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens PGlite (a directory, memory, or memory loaded from a template dump) or a real PostgreSQL. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    // A connect that cannot finish (the network gone) fails after 5 s, so the request gets its 503 instead of hanging.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // A connection the server drops (a restart, a stop) is an 'error' event on the pool and, once more when its
    // socket ends, on the client itself; unheard, either would end the process. The pool replaces the connection on
    // the next checkout, and requests meanwhile get 503 (http/error-handler.ts).
    const dropped = (error: Error) => console.warn(`PostgreSQL dropped a connection: ${error.message}`);
    pool.on('error', dropped);
    pool.on('connect', (client) => client.on('error', dropped));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  // pg_trgm backs the substring search on domain names (migration 0004); PGlite ships it but loads it only on request.
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('dataDir' in options) {
    await makeOwnerOnlyDir(options.dataDir);
    const startParams = options.sharedBuffers
      ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`]
      : undefined;
    client = await PGlite.create({ dataDir: options.dataDir, extensions, ...(startParams ? { startParams } : {}) });
  } else {
    client = await PGlite.create(options.template ? { loadDataDir: options.template, extensions } : { extensions });
  }
  const db = new Kysely<Database>({ dialect: serializedDialect(new PGliteDialect(client)) });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dump: () => client.dumpDataDir('none'),
  };
}

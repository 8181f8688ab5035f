import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import type { DbFailure, DbStorage } from './protocol';
import { resultCodeOf, SQLITE, type SqlDatabase } from './sql-database';

export interface OpenedDatabase {
  db: SqlDatabase;
  storage: DbStorage;
  /** The file was damaged and has been replaced by an empty one. */
  recovered: boolean;
  /** Closes the database and lets go of the OPFS access handles, so the next owner can take them. */
  close(): void;
}

const FILE = '/domenika.sqlite3';
const POOL = { name: 'domenika-sahpool', directory: '.domenika-sahpool', initialCapacity: 6 };

type Sqlite3 = Awaited<ReturnType<typeof sqlite3InitModule>>;
let sqlite3: Promise<Sqlite3> | null = null;

/** Loads and compiles SQLite's WebAssembly once per worker. */
export function loadSqlite(): Promise<Sqlite3> {
  sqlite3 ??= sqlite3InitModule();
  return sqlite3;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isLockError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  return (
    name === 'NoModificationAllowedError' ||
    /NoModificationAllowedError|Access Handles cannot be created/i.test(message)
  );
}

function failure(kind: DbFailure['kind'], error: unknown): DbFailure {
  return { kind, message: error instanceof Error ? error.message : String(error) };
}

/** Whether the file holds a readable SQLite database; a damaged one throws or reports problems here. */
function isHealthy(db: SqlDatabase): boolean {
  try {
    return db.selectValue('PRAGMA quick_check') === 'ok';
  } catch (error) {
    const code = resultCodeOf(error);
    if (code === SQLITE.CORRUPT || code === SQLITE.NOTADB) return false;
    throw error;
  }
}

async function installPool(sqlite: Sqlite3, attempts: number, backoffMs: number) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // preserveOnInitFailure: a failed start must not delete the pool, or the cart would go with it.
      return await sqlite.installOpfsSAHPoolVfs({
        ...POOL,
        clearOnInit: false,
        preserveOnInitFailure: true,
        forceReinitIfPreviouslyFailed: true,
      } as Parameters<Sqlite3['installOpfsSAHPoolVfs']>[0]);
    } catch (error) {
      // Right after a reload the previous page may still hold the handles for a moment: wait and try again.
      if (!isLockError(error)) throw { kind: 'unavailable', message: String(error) } satisfies DbFailure;
      if (attempt >= attempts) throw failure('locked', error);
      await sleep(backoffMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Opens the store: OPFS through the opfs-sahpool VFS (no cross-origin isolation needed) when `persistent`,
 * otherwise memory. A damaged file is replaced by a fresh one and reported as `recovered`. Throws a DbFailure.
 */
export async function openDatabase(options: {
  persistent: boolean;
  attempts?: number;
  backoffMs?: number;
}): Promise<OpenedDatabase> {
  const sqlite = await loadSqlite();
  if (!options.persistent) {
    const db = new sqlite.oo1.DB(':memory:', 'c') as unknown as SqlDatabase;
    return { db, storage: 'memory', recovered: false, close: () => db.close() };
  }
  const pool = await installPool(sqlite, options.attempts ?? 6, options.backoffMs ?? 100);
  let recovered = false;
  let db: SqlDatabase;
  try {
    db = new pool.OpfsSAHPoolDb(FILE) as unknown as SqlDatabase;
    if (!isHealthy(db))
      throw Object.assign(new Error('database file failed its check'), { resultCode: SQLITE.CORRUPT });
  } catch (error) {
    const code = resultCodeOf(error);
    if (code !== SQLITE.CORRUPT && code !== SQLITE.NOTADB) throw failure('internal', error);
    // The cache can be rebuilt from the network; the cart is restored from its local copy by the client.
    try {
      (db! as SqlDatabase | undefined)?.close();
    } catch {
      // already unusable
    }
    pool.unlink(FILE);
    db = new pool.OpfsSAHPoolDb(FILE) as unknown as SqlDatabase;
    recovered = true;
  }
  return {
    db,
    storage: 'opfs',
    recovered,
    close: () => {
      db.close();
      pool.pauseVfs();
    },
  };
}

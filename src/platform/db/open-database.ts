import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { DbError } from './db-error';
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
  const message = error instanceof Error ? error.message : String(error);
  return (
    (error instanceof Error && error.name === 'NoModificationAllowedError') ||
    /NoModificationAllowedError|Access Handles cannot be created/i.test(message)
  );
}

function failure(kind: DbFailure['kind'], error: unknown): DbError {
  return new DbError({ kind, message: error instanceof Error ? error.message : String(error) });
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
  // preserveOnInitFailure: a failed start must not delete the pool, or the cart would go with it.
  // (forceReinitIfPreviouslyFailed is not in the typings yet; a variable, unlike a literal, may carry it.)
  const options = { ...POOL, clearOnInit: false, preserveOnInitFailure: true, forceReinitIfPreviouslyFailed: true };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sqlite.installOpfsSAHPoolVfs(options);
    } catch (error) {
      // Right after a reload the previous page may still hold the handles for a moment: wait and try again.
      if (!isLockError(error)) throw new DbError({ kind: 'unavailable', message: String(error) });
      if (attempt >= attempts) throw failure('locked', error);
      await sleep(backoffMs * 2 ** (attempt - 1));
    }
  }
}

type Pool = Awaited<ReturnType<typeof installPool>>;

/**
 * Opens the file for this worker alone. The file is in WAL mode (processor.ts), and this VFS has no shared memory,
 * so SQLite can read a WAL database only in EXCLUSIVE locking mode set before its first access; without it the
 * second opening of the file fails with CANTOPEN.
 */
function openExclusive(pool: Pool): SqlDatabase {
  const db = new pool.OpfsSAHPoolDb(FILE) as unknown as SqlDatabase;
  db.exec('PRAGMA locking_mode = EXCLUSIVE');
  return db;
}

/** Opens the file and checks it; a damaged one is closed again and reported with SQLite's CORRUPT code. */
function openChecked(pool: Pool): SqlDatabase {
  const db = openExclusive(pool);
  if (isHealthy(db)) return db;
  try {
    db.close();
  } catch {
    // already unusable
  }
  throw Object.assign(new Error('database file failed its check'), { resultCode: SQLITE.CORRUPT });
}

/**
 * Opens the store: OPFS through the opfs-sahpool VFS (no cross-origin isolation needed) when `persistent`,
 * otherwise memory. A damaged file is replaced by a fresh one and reported as `recovered`. Throws a DbError.
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
    db = openChecked(pool);
  } catch (error) {
    const code = resultCodeOf(error);
    if (code !== SQLITE.CORRUPT && code !== SQLITE.NOTADB) throw failure('internal', error);
    // The cache can be rebuilt from the network; the cart is restored from its local copy by the client.
    // Its write-ahead log goes too: replayed onto the fresh file, the old log's pages would damage it again.
    pool.unlink(FILE);
    pool.unlink(`${FILE}-wal`);
    db = openExclusive(pool);
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

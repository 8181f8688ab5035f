import { cacheTable } from './cache-table';
import { readCart, writeCart } from './cart-tables';
import { migrate, SCHEMA_VERSION } from './migrations';
import type { DbFailure, DbOperation, DbReply, DbRequest, DbStorage, ResultOf } from './protocol';
import { resultCodeOf, SQLITE, type SqlDatabase } from './sql-database';

type Handler<O extends DbOperation> = (db: SqlDatabase, args: DbRequest<O>['args']) => ResultOf<O>;

const HANDLERS: { [O in DbOperation]: Handler<O> } = {
  'cache.get': (db, { key, now }) => cacheTable.get(db, key, now),
  'cache.put': (db, entry) => {
    cacheTable.put(db, entry);
    return null;
  },
  'cache.delete': (db, { key }) => {
    cacheTable.remove(db, key);
    return null;
  },
  'cache.entries': (db, { now }) => cacheTable.entries(db, now),
  'cache.invalidate': (db, { tags }) => cacheTable.invalidate(db, tags),
  'cache.clear': (db) => {
    cacheTable.clear(db);
    return null;
  },
  'cache.purge': (db, { olderThan }) => cacheTable.purge(db, olderThan),
  'cart.read': (db) => readCart(db),
  'cart.write': (db, { batchId, changes }) => writeCart(db, batchId, changes),
  'db.info': () => {
    throw new Error('answered by the processor');
  },
};

/** Names a SQLite failure so the app can tell the user what happened (a full disk, a damaged file). */
export function toFailure(error: unknown): DbFailure {
  const message = error instanceof Error ? error.message : String(error);
  switch (resultCodeOf(error)) {
    case SQLITE.FULL:
      return { kind: 'quota', message };
    case SQLITE.CORRUPT:
    case SQLITE.NOTADB:
      return { kind: 'corrupt', message };
    case SQLITE.BUSY:
    case SQLITE.LOCKED:
      return { kind: 'locked', message };
    default:
      return { kind: 'internal', message };
  }
}

/**
 * Runs the store's requests against one SQLite database. It knows nothing of workers or tabs, so it runs in the
 * database worker and, for tests, in the page's own thread.
 */
export class DbProcessor {
  constructor(
    private readonly db: SqlDatabase,
    private readonly storage: DbStorage,
  ) {
    // Measured on OPFS (npm run bench): one connection holds the file for good (EXCLUSIVE spares re-reading it on
    // every transaction), and the rollback journal in memory with no syncs takes a cart write from ~15 ms to ~3 ms.
    // A crash in the middle of a commit can then damage the file; that case is handled on opening: the file is
    // rebuilt and the cart restored from its local-storage copy.
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('PRAGMA journal_mode = MEMORY');
    db.exec('PRAGMA synchronous = OFF');
    db.exec('PRAGMA temp_store = MEMORY');
    migrate(db);
  }

  handle(request: DbRequest): DbReply {
    try {
      if (request.op === 'db.info') {
        return { id: request.id, ok: true, result: { schemaVersion: SCHEMA_VERSION, storage: this.storage } };
      }
      const handler = HANDLERS[request.op] as Handler<DbOperation>;
      return { id: request.id, ok: true, result: handler(this.db, request.args) };
    } catch (error) {
      return { id: request.id, ok: false, error: toFailure(error) };
    }
  }

  close(): void {
    this.db.close();
  }
}

import { migrate, SCHEMA_VERSION } from './migrations';
import { qaEventsTable } from './qa-events-table';
import type { DbFailure, DbReply, DbRequest, DbStorage } from './protocol';
import { answerRequest, type DbHandlers } from './request-handlers';
import { resultCodeOf, SQLITE, type SqlDatabase } from './sql-database';
import { withStatementCache } from './statement-cache';
import { cartSqliteHandlers } from './stores/cart/cart-handlers';
import { cacheSqliteHandlers } from './stores/query-cache/cache-handlers';

/** The operations on SQLite: each store's tables (the API cache, the cart) and the QA event log. */
function sqliteHandlers(db: SqlDatabase, storage: DbStorage): DbHandlers {
  return {
    ...cacheSqliteHandlers(db),
    ...cartSqliteHandlers(db),
    'qa.append': ({ events }) => qaEventsTable.append(db, events),
    'qa.read': ({ afterId, limit }) => qaEventsTable.read(db, afterId, limit),
    'qa.clear': () => {
      qaEventsTable.clear(db);
      return null;
    },
    'db.info': () => ({ schemaVersion: SCHEMA_VERSION, storage }),
  };
}

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
  readonly #handlers: DbHandlers;
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase, storage: DbStorage) {
    // One connection holds the file for good: EXCLUSIVE spares re-reading it on every transaction, and lets SQLite
    // keep a write-ahead log without the shared memory this VFS lacks (open-database.ts sets it before the file is
    // first read). The log makes a tab killed in the middle of a commit harmless: a commit counts only once its last
    // frame is whole, so the next open finds every confirmed write and no half of the one under way
    // (e2e/faults.spec.ts kills the renderer during a burst of writes). A journal kept in memory measured cheaper at
    // the median but no cheaper at p95, and such a kill could leave a file that passes its check with earlier rows
    // gone; a journal file (TRUNCATE) is safe but cost twice the log. No syncs: a killed tab's writes are already
    // with the operating system; only a power cut could lose the last ones, and the cart's local-storage copy,
    // written before each write is confirmed, covers that case (the file is rebuilt from it).
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = OFF');
    db.exec('PRAGMA temp_store = MEMORY');
    migrate(db);
    this.#db = withStatementCache(db);
    this.#handlers = sqliteHandlers(this.#db, storage);
  }

  handle(request: DbRequest): DbReply {
    return answerRequest(this.#handlers, request, toFailure);
  }

  close(): void {
    this.#db.close();
  }
}

import { loadSqlite, openDatabase, type OpenedDatabase } from './open-database';
import { DbProcessor, toFailure } from './processor';
import { DbError } from './db-error';
import type { DbFailure, FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

function asFailure(error: unknown): DbFailure {
  return error instanceof DbError ? error.failure : toFailure(error);
}

/** The database worker's work: open on request, answer requests in order, close when the tab goes away. */
export function serveDatabase(scope: WorkerScope): void {
  let opened: OpenedDatabase | null = null;
  let processor: DbProcessor | null = null;

  // Requests are answered synchronously, in the order they come; only warming and opening wait.
  scope.addEventListener('message', (event) => void serve(event.data));

  async function serve(message: ToWorker): Promise<void> {
    switch (message.type) {
      case 'warm':
        // Loading and compiling SQLite's WebAssembly is most of the start-up; it needs no file.
        await loadSqlite();
        return;
      case 'open':
        try {
          opened = await openDatabase({ persistent: message.persistent });
          processor = new DbProcessor(opened.db, opened.storage);
          scope.postMessage({ type: 'opened', storage: opened.storage, recovered: opened.recovered });
        } catch (error) {
          scope.postMessage({ type: 'open-failed', error: asFailure(error) });
        }
        return;
      case 'request':
        scope.postMessage({
          type: 'reply',
          reply: processor
            ? processor.handle(message.request)
            : { id: message.request.id, ok: false, error: { kind: 'unavailable', message: 'database not open' } },
        });
        return;
      case 'close':
        try {
          opened?.close();
        } finally {
          opened = null;
          processor = null;
          scope.postMessage({ type: 'closed' });
        }
        return;
    }
  }
}

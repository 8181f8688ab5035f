import type { DbFailure, DbReply, DbRequest } from './protocol';
import { memoryQaEvents } from './qa-events-table';
import { answerRequest, type DbHandlers } from './request-handlers';
import { cartLocalHandlers } from './stores/cart/cart-handlers';
import { cacheMemoryHandlers } from './stores/query-cache/cache-handlers';

function failureOf(error: unknown): DbFailure {
  const quota = typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError';
  return { kind: quota ? 'quota' : 'internal', message: String(error) };
}

/** The operations where OPFS is missing: the cache and the QA log in memory, the cart as its local-storage copy. */
function localHandlers(storage: Storage): DbHandlers {
  const qaEvents = memoryQaEvents();
  return {
    ...cacheMemoryHandlers(),
    ...cartLocalHandlers(storage),
    'qa.append': ({ events }) => qaEvents.append(events),
    'qa.read': ({ afterId, limit }) => qaEvents.read(afterId, limit),
    'qa.clear': () => {
      qaEvents.clear();
      return null;
    },
    'db.info': () => ({ schemaVersion: 0, storage: 'memory' }),
  };
}

/**
 * The store where OPFS is missing (private windows): the API cache in this tab's memory, the cart in local
 * storage. It answers the same requests as the SQLite processor, so nothing above it changes.
 */
export class LocalDatabase {
  readonly #handlers: DbHandlers;

  constructor(storage: Storage) {
    this.#handlers = localHandlers(storage);
  }

  handle(request: DbRequest): DbReply {
    return answerRequest(this.#handlers, request, failureOf);
  }
}

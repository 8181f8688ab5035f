import { applyCartChanges } from '../../kernel/cart';
import { CACHE_MAX_AGE_MS } from './cache-table';
import { readCartCopy, writeCartCopy } from './local-cart-copy';
import type { CacheEntry, DbFailure, DbReply, DbRequest } from './protocol';
import { memoryQaEvents } from './qa-events-table';
import { answerRequest, type DbHandlers } from './request-handlers';

function failureOf(error: unknown): DbFailure {
  const quota = typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError';
  return { kind: quota ? 'quota' : 'internal', message: String(error) };
}

/** The operations where OPFS is missing: the cache and the QA log in memory, the cart as its local-storage copy. */
function localHandlers(cache: Map<string, CacheEntry>, batches: Set<string>, storage: Storage): DbHandlers {
  const qaEvents = memoryQaEvents();
  const fresh = (entry: CacheEntry, now: number) => entry.updatedAt >= now - CACHE_MAX_AGE_MS;
  const dropWhere = (doomed: (entry: CacheEntry) => boolean) => {
    const gone = [...cache.values()].filter(doomed);
    for (const entry of gone) cache.delete(entry.key);
    return gone.length;
  };
  return {
    'cache.get': ({ key, now }) => {
      const entry = cache.get(key);
      return entry && fresh(entry, now) ? entry.value : null;
    },
    'cache.put': (entry) => {
      cache.set(entry.key, entry);
      return null;
    },
    'cache.delete': ({ key }) => {
      cache.delete(key);
      return null;
    },
    'cache.entries': ({ now }) =>
      [...cache.values()]
        .filter((entry) => fresh(entry, now))
        .map((entry): [string, string] => [entry.key, entry.value]),
    'cache.invalidate': ({ tags }) => dropWhere((entry) => tags.includes(entry.tag)),
    'cache.clear': () => {
      cache.clear();
      return null;
    },
    'cache.purge': ({ olderThan }) => dropWhere((entry) => entry.updatedAt < olderThan),
    'cart.read': () => readCartCopy(storage),
    'cart.write': ({ batchId, changes }) => {
      const current = readCartCopy(storage);
      if (batches.has(batchId)) return current;
      const next = applyCartChanges(current, changes);
      writeCartCopy(storage, next);
      batches.add(batchId);
      return next;
    },
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
    this.#handlers = localHandlers(new Map(), new Set(), storage);
  }

  handle(request: DbRequest): DbReply {
    return answerRequest(this.#handlers, request, failureOf);
  }
}

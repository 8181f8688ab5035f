import { applyCartChanges } from '../model/cart';
import { CACHE_MAX_AGE_MS } from './cache-table';
import { readCartCopy, writeCartCopy } from './local-cart-copy';
import type { CacheEntry, DbReply, DbRequest, DbOperations } from './protocol';

/**
 * The store where OPFS is missing (private windows): the API cache in this tab's memory, the cart in local
 * storage. It answers the same requests as the SQLite processor, so nothing above it changes.
 */
export class LocalDatabase {
  #cache = new Map<string, CacheEntry>();
  #batches = new Set<string>();

  constructor(private readonly storage: Storage) {}

  handle(request: DbRequest): DbReply {
    try {
      return { id: request.id, ok: true, result: this.#run(request) };
    } catch (error) {
      const quota = (error as { name?: string } | null)?.name === 'QuotaExceededError';
      return { id: request.id, ok: false, error: { kind: quota ? 'quota' : 'internal', message: String(error) } };
    }
  }

  #fresh(entry: CacheEntry | undefined, now: number): entry is CacheEntry {
    return entry !== undefined && entry.updatedAt >= now - CACHE_MAX_AGE_MS;
  }

  #run(request: DbRequest): unknown {
    const args = request.args as never;
    switch (request.op) {
      case 'cache.get': {
        const { key, now } = args as DbOperations['cache.get']['args'];
        const entry = this.#cache.get(key);
        return this.#fresh(entry, now) ? entry.value : null;
      }
      case 'cache.put': {
        const entry = args as CacheEntry;
        this.#cache.set(entry.key, entry);
        return null;
      }
      case 'cache.delete':
        this.#cache.delete((args as { key: string }).key);
        return null;
      case 'cache.entries': {
        const { now } = args as { now: number };
        return [...this.#cache.values()].filter((e) => this.#fresh(e, now)).map((e) => [e.key, e.value]);
      }
      case 'cache.invalidate': {
        const { tags } = args as { tags: string[] };
        const doomed = [...this.#cache.values()].filter((e) => tags.includes(e.tag));
        for (const entry of doomed) this.#cache.delete(entry.key);
        return doomed.length;
      }
      case 'cache.clear':
        this.#cache.clear();
        return null;
      case 'cache.purge': {
        const { olderThan } = args as { olderThan: number };
        const old = [...this.#cache.values()].filter((e) => e.updatedAt < olderThan);
        for (const entry of old) this.#cache.delete(entry.key);
        return old.length;
      }
      case 'cart.read':
        return readCartCopy(this.storage);
      case 'cart.write': {
        const { batchId, changes } = args as DbOperations['cart.write']['args'];
        const current = readCartCopy(this.storage);
        if (this.#batches.has(batchId)) return current;
        const next = applyCartChanges(current, changes);
        writeCartCopy(this.storage, next);
        this.#batches.add(batchId);
        return next;
      }
      case 'db.info':
        return { schemaVersion: 0, storage: 'memory' };
    }
  }
}

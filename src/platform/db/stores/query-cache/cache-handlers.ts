import { isFresh } from '../../../../kernel/cache-lifetime';
import type { HandlersOf } from '../../request-handlers';
import type { SqlDatabase } from '../../sql-database';
import type { CacheEntry, CacheOperations } from './cache-operations';
import { cacheTable } from './cache-table';

/** The API cache in the SQLite database: its table. */
export function cacheSqliteHandlers(db: SqlDatabase): HandlersOf<CacheOperations> {
  return {
    'cache.get': ({ key, now }) => cacheTable.get(db, key, now),
    'cache.put': (entry) => {
      cacheTable.put(db, entry);
      return null;
    },
    'cache.delete': ({ key }) => {
      cacheTable.remove(db, key);
      return null;
    },
    'cache.entries': ({ now }) => cacheTable.entries(db, now),
    'cache.invalidate': ({ tags }) => cacheTable.invalidate(db, tags),
    'cache.clear': () => {
      cacheTable.clear(db);
      return null;
    },
    'cache.purge': ({ olderThan }) => cacheTable.purge(db, olderThan),
  };
}

/** The API cache where OPFS is missing: this tab's memory, with the same lifetime and tags. */
export function cacheMemoryHandlers(): HandlersOf<CacheOperations> {
  const cache = new Map<string, CacheEntry>();
  const fresh = (entry: CacheEntry, now: number) => isFresh(entry.updatedAt, now);
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
  };
}

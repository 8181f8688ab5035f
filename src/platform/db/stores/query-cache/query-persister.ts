import { experimental_createQueryPersister, type AsyncStorage } from '@tanstack/query-persist-client-core';
import type { DbClient } from '../../db-client';
import { CACHE_LIFETIME_MS } from '../../../../kernel/cache-lifetime';

/** The API cache as key-value storage over the tabs' SQLite database; a failing store only means a cache miss. */
function sqliteStorage(db: DbClient): AsyncStorage<string> {
  return {
    getItem: (key) => db.request('cache.get', { key, now: Date.now() }).catch(() => null),
    async setItem(key, value) {
      const persisted = JSON.parse(value) as { queryKey: unknown[]; state: { dataUpdatedAt: number } };
      await db
        .request('cache.put', {
          key,
          tag: String(persisted.queryKey[0]),
          value,
          updatedAt: persisted.state.dataUpdatedAt,
        })
        .catch(() => undefined);
    },
    removeItem: (key) =>
      db.request('cache.delete', { key }).then(
        () => undefined,
        () => undefined,
      ),
    entries: () => db.request('cache.entries', { now: Date.now() }).catch(() => []),
  };
}

/**
 * Persists each query in SQLite for as long as the spec keeps unused results (60 s): a reload within that time shows
 * the stored list at once, an older entry is dropped instead of shown.
 */
export function createQueryPersister(db: DbClient) {
  const persister = experimental_createQueryPersister({
    storage: sqliteStorage(db),
    maxAge: CACHE_LIFETIME_MS,
    buster: 'domenika-1',
    prefix: 'q',
  });
  return {
    ...persister,
    // Marks when each tag's query asks for its data, so `npm run bench` can time restoring from the cache.
    persisterFn: ((queryFn, context, query) => {
      const mark = `query-start:${String(query.queryKey[0])}`;
      performance.clearMarks(mark);
      performance.mark(mark);
      return persister.persisterFn(queryFn, context, query);
    }) as typeof persister.persisterFn,
  };
}

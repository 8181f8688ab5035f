import { experimental_createQueryPersister, type AsyncStorage } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import type { DbClient } from '../db/db-client';
import { CACHE_LIFETIME_MS, type CacheTag } from './cache-tags';

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

/**
 * Invalidates the tags everywhere: in SQLite, in this tab's queries (active ones refetch) and in every other open
 * tab, which hears of it from the database channel.
 */
export async function invalidateTags(db: DbClient, queryClient: QueryClient, tags: readonly CacheTag[]): Promise<void> {
  await db.request('cache.invalidate', { tags: [...tags] }).catch(() => undefined);
  db.announceInvalidated([...tags]);
  await queryClient.invalidateQueries({ predicate: (query) => tags.includes(query.queryKey[0] as CacheTag) });
}

/** Reacts to other tabs: their invalidations refetch here too, and a wiped cache (logout) empties this one. */
export function followOtherTabs(db: DbClient, queryClient: QueryClient): () => void {
  return db.subscribe((event) => {
    if (event.type === 'invalidated') {
      void queryClient.invalidateQueries({ predicate: (query) => event.tags.includes(String(query.queryKey[0])) });
    } else if (event.type === 'cache-cleared') {
      queryClient.removeQueries();
    }
  });
}

/** Wipes the API cache here, in SQLite and in the other tabs (logout). */
export async function wipeCache(db: DbClient, queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await db.request('cache.clear', {}).catch(() => undefined);
  db.announceCacheCleared();
}

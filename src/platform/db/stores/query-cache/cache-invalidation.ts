import type { QueryClient } from '@tanstack/react-query';
import type { DbClient } from '../../db-client';
import type { CacheTag } from './cache-tags';

/**
 * Invalidates the tags everywhere: in SQLite, in this tab's queries (active ones refetch) and in every other open
 * tab, which hears of it from the database channel.
 */
export async function invalidateTags(db: DbClient, queryClient: QueryClient, tags: readonly CacheTag[]): Promise<void> {
  await db.request('cache.invalidate', { tags: [...tags] }).catch(() => undefined);
  db.announce({ type: 'invalidated', tags: [...tags] });
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
  db.announce({ type: 'cache-cleared' });
}

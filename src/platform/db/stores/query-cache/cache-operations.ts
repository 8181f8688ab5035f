/** One persisted query of the API cache (TanStack Query's persister writes these). */
export interface CacheEntry {
  key: string;
  /** The spec's cache tag: the first element of the query key. */
  tag: string;
  value: string;
  /** When the data was fetched (ms since epoch); the entry expires one cache lifetime after it. */
  updatedAt: number;
}

/** The API cache's requests to the tabs' database: what each carries and what its reply holds. */
export interface CacheOperations {
  'cache.get': { request: { key: string; now: number }; reply: string | null };
  'cache.put': { request: CacheEntry; reply: null };
  'cache.delete': { request: { key: string }; reply: null };
  'cache.entries': { request: { now: number }; reply: Array<[string, string]> };
  'cache.invalidate': { request: { tags: string[] }; reply: number };
  'cache.clear': { request: Record<string, never>; reply: null };
  'cache.purge': { request: { olderThan: number }; reply: number };
}

/** News from another tab: the tags it invalidated, or its wiped cache (logout). */
export type CacheNews = { type: 'invalidated'; tags: string[] } | { type: 'cache-cleared' };

/**
 * The spec's cache tags (section 7, Caching), and Outbox for the administrators' mail outbox. Every query key starts
 * with one, so a tag invalidates its queries.
 */
export const CACHE_TAGS = [
  'Profile',
  'Tag',
  'Industry',
  'Domains',
  'SingleDomain',
  'User',
  'Redirects',
  'Publications',
  'Outbox',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** Query keys, built in one place so their tags are right. */
export const queryKeys = {
  profile: () => ['Profile'] as const,
  outbox: (query: object) => ['Outbox', query] as const,
};

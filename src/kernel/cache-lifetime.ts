/**
 * How long an API result stays usable (spec section 7, Caching): unused results are kept this long and are never
 * shown as fresh after it. The query client, its persister, the browser database's cache table and the in-memory
 * fallback all read this one rule.
 */
export const CACHE_LIFETIME_MS = 60_000;

/** The oldest `updatedAt` still fresh at `now`: a result exactly one lifetime old is still shown. */
export function freshSince(now: number): number {
  return now - CACHE_LIFETIME_MS;
}

/** Whether a result written at `updatedAt` may still be shown at `now`. */
export function isFresh(updatedAt: number, now: number): boolean {
  return updatedAt >= freshSince(now);
}

import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIME_MS, freshSince, isFresh } from './cache-lifetime';

describe('the cache lifetime', () => {
  const now = 1_000_000;

  it('keeps a result for the spec’s 60 seconds', () => {
    expect(CACHE_LIFETIME_MS).toBe(60_000);
  });

  it('shows a result written just now or in the last minute', () => {
    expect(isFresh(now, now)).toBe(true);
    expect(isFresh(now - 59_999, now)).toBe(true);
  });

  it('still shows a result exactly one lifetime old', () => {
    expect(isFresh(now - CACHE_LIFETIME_MS, now)).toBe(true);
    expect(freshSince(now)).toBe(now - CACHE_LIFETIME_MS);
  });

  it('drops a result one millisecond past the lifetime', () => {
    expect(isFresh(now - CACHE_LIFETIME_MS - 1, now)).toBe(false);
  });
});

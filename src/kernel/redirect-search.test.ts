import { describe, expect, it } from 'vitest';
import {
  defaultRedirectSearch,
  isRedirectPageTurn,
  parseRedirectSearch,
  redirectSearchParams,
} from './redirect-search';

describe('the search of Przekierowania in the URL', () => {
  it('reads the page and page size, and writes back only what is not a default', () => {
    const search = parseRedirectSearch(new URLSearchParams('page=3&per_page=100'));
    expect(search).toEqual({ page: 3, per_page: 100 });
    expect(redirectSearchParams(search).toString()).toBe('page=3&per_page=100');
    expect(redirectSearchParams(defaultRedirectSearch()).toString()).toBe('');
  });

  it('reads a bad value as its default', () => {
    for (const query of ['page=0&per_page=7', 'page=-1&per_page=abc', 'page=1e3&per_page=60.5', 'page=%00']) {
      expect(parseRedirectSearch(new URLSearchParams(query)), query).toEqual(defaultRedirectSearch());
    }
  });

  it('treats a new page or page size as a page turn, so the list starts from the top', () => {
    const first = defaultRedirectSearch();
    expect(isRedirectPageTurn(first, { ...first, page: 2 })).toBe(true);
    expect(isRedirectPageTurn(first, { ...first, per_page: 60 })).toBe(true);
    expect(isRedirectPageTurn(first, { ...first })).toBe(false);
  });
});

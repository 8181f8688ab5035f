import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DOMAIN_SEARCH,
  hasFilters,
  isPageTurn,
  parseDomainSearch,
  replaceSearch,
  resetSearch,
  setMetricBound,
  setPage,
  setPerPage,
  setSort,
  setType,
  toApiQuery,
  toSearchParams,
  toggleIndustry,
  type DomainSearch,
} from './domain-search';
import { DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS, MAX_NAME_LENGTH } from './search-vocabulary';

const parse = (query: string) => parseDomainSearch(new URLSearchParams(query));

describe('reading a search from the URL', () => {
  it('gives the spec defaults for the plain /domain-list: page 1, 30 per page, newest first', () => {
    expect(parse('')).toEqual(DEFAULT_DOMAIN_SEARCH);
    expect(parse('')).toMatchObject({ page: 1, per_page: 30, orderby: 'created_at', order: 'desc', type: 0 });
  });

  it('accepts the links of the navigation menu', () => {
    expect(parse('type=0&page=1&per_page=30')).toEqual(DEFAULT_DOMAIN_SEARCH);
    expect(parse('type=1').type).toBe(1);
    expect(parse('type=2').type).toBe(2);
    expect(parse('type=3').type).toBe(3);
  });

  it('reads lists from repeated keys, and also from the bracket and comma forms of hand-made links', () => {
    expect(parse('tags=3&tags=7').tags).toEqual([3, 7]);
    expect(parse('industries[]=4&industries[]=2').industries).toEqual([4, 2]);
    expect(parse('industries[0]=4&industries[1]=2').industries).toEqual([4, 2]);
    expect(parse('tags=3,7&tags=1').tags).toEqual([3, 7, 1]);
  });

  it('drops bad, repeated and surplus list entries', () => {
    expect(parse('tags=3&tags=x&tags=0&tags=3&tags=-1&tags=2.5').tags).toEqual([3]);
    const many = Array.from({ length: 60 }, (_, i) => `tags=${i + 1}`).join('&');
    expect(parse(many).tags).toHaveLength(50);
  });

  it('reads a metric as a minimum and its _max as a maximum', () => {
    expect(parse('dfs_rating=40')).toMatchObject({ dfs_rating: 40, dfs_rating_max: null });
    expect(parse('backlinks=10&backlinks_max=500')).toMatchObject({ backlinks: 10, backlinks_max: 500 });
    expect(parse('max_visibility=1.25&max_visibility_max=3,5')).toMatchObject({
      max_visibility: 1.25,
      max_visibility_max: 3.5,
    });
  });

  it('falls back to the default for a bad value instead of failing', () => {
    const search = parse(
      'type=9&page=0&per_page=7&orderby=hack&order=up&dfs_rating=101&backlinks=-1&ref_domains=abc&anchor_links=1e3',
    );
    expect(search).toEqual(DEFAULT_DOMAIN_SEARCH);
    expect(parse('page=2.5&per_page=&type=').page).toBe(1);
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
        const search = parseDomainSearch(new URLSearchParams(pairs));
        expect(search.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('writing a search into the URL', () => {
  it('leaves the defaults out, so the default search is the plain URL', () => {
    expect(toSearchParams(resetSearch()).toString()).toBe('');
  });

  it('writes lists as repeated keys and only the parameters that differ', () => {
    const search = replaceSearch({ tags: [3, 7], industries: [2], type: 1, dfs_rating: 40, page: 2 });
    expect(toSearchParams(search).toString()).toBe('tags=3&tags=7&industries=2&type=1&dfs_rating=40&page=2');
  });

  it('comes back as the same search for any valid search (the URL round trip)', () => {
    const id = fc.integer({ min: 1, max: 100_000 });
    const count = fc.option(fc.integer({ min: 0, max: 2_147_483_647 }), { nil: null });
    const search: fc.Arbitrary<DomainSearch> = fc.record({
      name: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((s) => s.length <= MAX_NAME_LENGTH),
      tags: fc.uniqueArray(id, { maxLength: 50 }),
      industries: fc.uniqueArray(id, { maxLength: 50 }),
      type: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
      page: fc.integer({ min: 1, max: 1_000_000 }),
      per_page: fc.constantFrom(...DOMAIN_PAGE_SIZES),
      orderby: fc.constantFrom(...DOMAIN_SORT_KEYS),
      order: fc.constantFrom('asc' as const, 'desc' as const),
      dfs_rating: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      dfs_rating_max: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      backlinks: count,
      backlinks_max: count,
      ref_domains: count,
      ref_domains_max: count,
      // Visibility is an index with at most two decimals.
      max_visibility: fc.option(
        fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100),
        { nil: null },
      ),
      max_visibility_max: fc.option(
        fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100),
        { nil: null },
      ),
      anchor_links: count,
      anchor_links_max: count,
    });
    fc.assert(
      fc.property(search, (s) => {
        const url = `/domain-list?${toSearchParams(s).toString()}`;
        expect(parseDomainSearch(new URL(url, 'http://localhost').searchParams)).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });
});

describe('changing a search', () => {
  const start = replaceSearch({ industries: [1, 2], page: 4, name: 'sklep' });

  it('adds an industry that is absent and removes one that is present, from page 1', () => {
    expect(toggleIndustry(start, 3)).toMatchObject({ industries: [1, 2, 3], page: 1, name: 'sklep' });
    expect(toggleIndustry(start, 1)).toMatchObject({ industries: [2], page: 1 });
  });

  it('replaces every parameter at once; what is not given takes its default', () => {
    expect(replaceSearch({ type: 2 })).toEqual({ ...DEFAULT_DOMAIN_SEARCH, type: 2 });
  });

  it('resets to the defaults', () => {
    expect(resetSearch()).toEqual(DEFAULT_DOMAIN_SEARCH);
    expect(hasFilters(start)).toBe(true);
    expect(hasFilters(resetSearch())).toBe(false);
  });

  it('starts from page 1 when the type, a range, the page size or the order changes', () => {
    expect(setType(start, 3)).toMatchObject({ type: 3, page: 1 });
    expect(setMetricBound(start, 'dfs_rating', 'min', 40)).toMatchObject({ dfs_rating: 40, page: 1 });
    expect(setMetricBound(start, 'backlinks', 'max', 500)).toMatchObject({ backlinks_max: 500, page: 1 });
    expect(setPerPage(start, 100)).toMatchObject({ per_page: 100, page: 1 });
    expect(setSort(start, 'price', 'asc')).toMatchObject({ orderby: 'price', order: 'asc', page: 1 });
  });

  it('keeps every filter when only the page changes', () => {
    expect(setPage(start, 5)).toEqual({ ...start, page: 5 });
  });

  it('tells a page turn (the same search on another page) from a new search that also starts at page 1', () => {
    expect(isPageTurn(start, setPage(start, 5))).toBe(true);
    expect(isPageTurn(start, start)).toBe(false);
    expect(isPageTurn(start, setType(start, 3))).toBe(false);
    expect(isPageTurn(start, setSort(start, 'price', 'asc'))).toBe(false);
    expect(isPageTurn(setPage(start, 1), toggleIndustry(setPage(start, 1), 3))).toBe(false);
  });

  it('never changes the search it was given', () => {
    const before = structuredClone(start);
    toggleIndustry(start, 9);
    setType(start, 1);
    expect(start).toEqual(before);
  });
});

describe('the API query', () => {
  it('always carries the paging and the order, and leaves empty filters out', () => {
    expect(toApiQuery(resetSearch())).toEqual({ page: 1, per_page: 30, orderby: 'created_at', order: 'desc' });
  });

  it('carries every filter that is set, with the name trimmed', () => {
    const search = replaceSearch({
      name: '  sklep ',
      tags: [3],
      industries: [5, 6],
      type: 1,
      dfs_rating: 40,
      dfs_rating_max: 60,
    });
    expect(toApiQuery(search)).toEqual({
      name: 'sklep',
      tags: [3],
      industries: [5, 6],
      type: 1,
      dfs_rating: 40,
      dfs_rating_max: 60,
      page: 1,
      per_page: 30,
      orderby: 'created_at',
      order: 'desc',
    });
  });
});

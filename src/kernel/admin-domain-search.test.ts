import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ADMIN_SEARCH,
  adminDomainQuery,
  adminSearchParams,
  hasFilters,
  isAdminPageTurn,
  parseAdminSearch,
  withFilters,
  type AdminDomainSearch,
} from './admin-domain-search';
import { ADMIN_DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS, DOMAIN_STATUSES } from './search-vocabulary';

const parse = (query: string) => parseAdminSearch(new URLSearchParams(query));

describe('the admin domain search in the address bar', () => {
  it('starts at the spec defaults: page 1, 30 per page, newest first', () => {
    expect(parseAdminSearch(new URLSearchParams())).toEqual(DEFAULT_ADMIN_SEARCH);
    expect(adminSearchParams(DEFAULT_ADMIN_SEARCH).toString()).toBe('');
  });

  it('reads every filter, the page, its size and the order', () => {
    const search = parse(
      'name=sklep&type=2&status=hidden&tags=3&tags=1&industries=4&dfs_rating=10&max_visibility_max=2.5&page=3&per_page=250&orderby=price&order=asc',
    );
    expect(search).toEqual({
      name: 'sklep',
      type: 2,
      status: 'hidden',
      tags: [3, 1],
      industries: [4],
      bounds: { dfs_rating: 10, max_visibility_max: 2.5 },
      page: 3,
      per_page: 250,
      orderby: 'price',
      order: 'asc',
    });
  });

  it('writes lists as repeated keys, like every other list', () => {
    const search = { ...DEFAULT_ADMIN_SEARCH, tags: [3, 1], industries: [4] };
    expect(adminSearchParams(search).toString()).toBe('tags=3&tags=1&industries=4');
  });

  it('falls back to the default for a value that is not allowed', () => {
    expect(
      parse(
        'type=9&status=x&page=-1&per_page=77&orderby=id&order=up&tags=a&tags=2&tags=2&backlinks=1.5&dfs_rating=101',
      ),
    ).toEqual({ ...DEFAULT_ADMIN_SEARCH, tags: [2] });
  });

  it('reads visibility with two decimals at most, as the customer list does', () => {
    expect(parse('max_visibility=1,25&max_visibility_max=2.125').bounds).toEqual({ max_visibility: 1.25 });
  });

  it('treats only another page of the same search as a page turn', () => {
    const search = { ...DEFAULT_ADMIN_SEARCH, tags: [1] };
    expect(isAdminPageTurn(search, { ...search, page: 2 })).toBe(true);
    expect(isAdminPageTurn(search, { ...search, page: 2, tags: [] })).toBe(false);
    expect(isAdminPageTurn(search, { ...search, order: 'asc' })).toBe(false);
  });

  it('sends only the filters that are set', () => {
    const search = { ...DEFAULT_ADMIN_SEARCH, status: 'sold' as const, bounds: { backlinks_max: 0 } };
    expect(adminDomainQuery(search)).toEqual({
      status: 'sold',
      backlinks_max: 0,
      page: 1,
      per_page: 30,
      orderby: 'created_at',
      order: 'desc',
    });
  });

  it('goes back to page 1 when the filters change', () => {
    const search = { ...DEFAULT_ADMIN_SEARCH, page: 4, per_page: 100 };
    expect(withFilters(search, { ...search, name: 'abc' })).toMatchObject({ page: 1, per_page: 100, name: 'abc' });
    expect(hasFilters(search)).toBe(false);
    expect(hasFilters({ ...search, bounds: { dfs_rating: 0 } })).toBe(true);
  });

  it('reads back whatever it writes', () => {
    const search: fc.Arbitrary<AdminDomainSearch> = fc.record({
      name: fc.stringMatching(/^[a-z0-9.-]{0,12}$/),
      type: fc.constantFrom(0, 1, 2, 3),
      status: fc.constantFrom(null, ...DOMAIN_STATUSES),
      tags: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }),
      industries: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }),
      bounds: fc.record(
        {
          dfs_rating: fc.integer({ min: 0, max: 100 }),
          max_visibility_max: fc.integer({ min: 0, max: 999 }).map((n) => n / 10),
        },
        { requiredKeys: [] },
      ),
      page: fc.integer({ min: 1, max: 500 }),
      per_page: fc.constantFrom(...ADMIN_DOMAIN_PAGE_SIZES),
      orderby: fc.constantFrom(...DOMAIN_SORT_KEYS),
      order: fc.constantFrom('asc' as const, 'desc' as const),
    });
    fc.assert(
      fc.property(search, (s) => {
        expect(parseAdminSearch(adminSearchParams(s))).toEqual(s);
      }),
    );
  });
});

describe('links written before the admin list used the shared URL form', () => {
  const old =
    'name=sklep&status=sold&tags=3,1&industries=4,2,4&backlinks=5&max_visibility_max=2.5&page=2&per_page=100&orderby=name&order=asc';

  it('still reads tags and industries written as a comma list', () => {
    expect(parse('tags=3,1&industries=4,2,4')).toMatchObject({ tags: [3, 1], industries: [4, 2] });
  });

  it('drops bad entries of a comma list and keeps the good ones', () => {
    expect(parse('tags=a,2,2,0,-1,2.5,7').tags).toEqual([2, 7]);
  });

  it('shows the same list as before, and rewrites it in the shared form', () => {
    const search = parse(old);
    expect(search).toEqual({
      ...DEFAULT_ADMIN_SEARCH,
      name: 'sklep',
      status: 'sold',
      tags: [3, 1],
      industries: [4, 2],
      bounds: { backlinks: 5, max_visibility_max: 2.5 },
      page: 2,
      per_page: 100,
      orderby: 'name',
      order: 'asc',
    });
    const rewritten = adminSearchParams(search);
    expect(rewritten.getAll('tags')).toEqual(['3', '1']);
    expect(rewritten.getAll('industries')).toEqual(['4', '2']);
    expect(parseAdminSearch(rewritten)).toEqual(search);
  });

  it('reads a mix of both forms as one list', () => {
    expect(parse('tags=3,1&tags=5&tags[]=1').tags).toEqual([3, 1, 5]);
  });
});

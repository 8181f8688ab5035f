import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_SORT_KEYS,
  DEFAULT_ADMIN_SEARCH,
  DOMAIN_STATUSES,
  adminDomainQuery,
  adminSearchParams,
  hasFilters,
  parseAdminSearch,
  withFilters,
  type AdminDomainSearch,
} from './admin-domain-search';

describe('the admin domain search in the address bar', () => {
  it('starts at the spec defaults: page 1, 30 per page, newest first', () => {
    expect(parseAdminSearch(new URLSearchParams())).toEqual(DEFAULT_ADMIN_SEARCH);
    expect(adminSearchParams(DEFAULT_ADMIN_SEARCH).toString()).toBe('');
  });

  it('reads every filter, the page, its size and the order', () => {
    const search = parseAdminSearch(
      new URLSearchParams(
        'name=sklep&type=2&status=hidden&tags=3,1&industries=4&dfs_rating=10&max_visibility_max=2.5&page=3&per_page=250&orderby=price&order=asc',
      ),
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

  it('falls back to the default for a value that is not allowed', () => {
    const search = parseAdminSearch(
      new URLSearchParams('type=9&status=x&page=-1&per_page=77&orderby=id&order=up&tags=a,2,2&backlinks=1.5'),
    );
    expect(search).toEqual({ ...DEFAULT_ADMIN_SEARCH, tags: [2] });
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
      per_page: fc.constantFrom(...ADMIN_PAGE_SIZES),
      orderby: fc.constantFrom(...ADMIN_SORT_KEYS),
      order: fc.constantFrom('asc' as const, 'desc' as const),
    });
    fc.assert(
      fc.property(search, (s) => {
        expect(parseAdminSearch(adminSearchParams(s))).toEqual(s);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adminUserApiQuery,
  adminUserSearchParams,
  defaultAdminUserSearch,
  isAdminUserPageTurn,
  parseAdminUserSearch,
} from './admin-user-search';

describe('the search of the users list in the URL', () => {
  it('reads every filter, the sort and the page, and writes back only what is not a default', () => {
    const url = 'search=526-025&privilege=admin&verified=false&orderby=orders_count&order=asc&page=3&per_page=100';
    const search = parseAdminUserSearch(new URLSearchParams(url));
    expect(search).toEqual({
      search: '526-025',
      privilege: 'admin',
      verified: false,
      orderby: 'orders_count',
      order: 'asc',
      page: 3,
      per_page: 100,
    });
    expect(adminUserSearchParams(search).toString()).toBe(url);
    expect(adminUserSearchParams(defaultAdminUserSearch()).toString()).toBe('');
    expect(adminUserApiQuery(search)).toMatchObject({ search: '526-025', privilege: 'admin', verified: false });
  });

  it('reads bad values as their defaults', () => {
    expect(
      parseAdminUserSearch(new URLSearchParams('privilege=root&verified=maybe&orderby=x&order=up&page=-2&per_page=7')),
    ).toEqual(defaultAdminUserSearch());
  });

  it('gives back any search it wrote', () => {
    fc.assert(
      fc.property(
        fc.record({
          search: fc.string({ maxLength: 30 }).map((s) => s.trim()),
          privilege: fc.constantFrom(null, 'user', 'admin' as const),
          verified: fc.constantFrom(null, true, false),
          orderby: fc.constantFrom('created_at', 'name', 'email', 'orders_count' as const),
          order: fc.constantFrom('asc', 'desc' as const),
          page: fc.integer({ min: 1, max: 500 }),
          per_page: fc.constantFrom(30, 60, 100),
        }),
        (search) => {
          expect(parseAdminUserSearch(adminUserSearchParams(search))).toEqual(search);
        },
      ),
    );
    const first = defaultAdminUserSearch();
    expect(isAdminUserPageTurn(first, { ...first, page: 2 })).toBe(true);
    expect(isAdminUserPageTurn(first, { ...first, page: 2, verified: true })).toBe(false);
  });
});

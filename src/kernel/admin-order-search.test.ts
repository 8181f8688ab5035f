import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adminOrderApiQuery,
  adminOrderSearchParams,
  defaultAdminOrderSearch,
  isAdminOrderPageTurn,
  isBackwardRange,
  parseAdminOrderSearch,
} from './admin-order-search';

describe('the search of all orders in the URL', () => {
  it('reads every filter, the sort and the page, and writes back only what is not a default', () => {
    const url =
      'status=awaiting_payment&customer=klient%40example.pl&date_from=2026-11-01&date_to=2026-11-30&kind=redirect&orderby=gross_total&order=asc&page=2&per_page=60';
    const search = parseAdminOrderSearch(new URLSearchParams(url));
    expect(search).toEqual({
      status: 'awaiting_payment',
      customer: 'klient@example.pl',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      kind: 'redirect',
      orderby: 'gross_total',
      order: 'asc',
      page: 2,
      per_page: 60,
    });
    expect(adminOrderSearchParams(search).toString()).toBe(url);
    expect(adminOrderSearchParams(defaultAdminOrderSearch()).toString()).toBe('');
  });

  it('reads bad values as their defaults', () => {
    const search = parseAdminOrderSearch(
      new URLSearchParams('status=shipped&date_from=2026-02-30&date_to=jutro&kind=escrow&orderby=x&order=up&page=0'),
    );
    expect(search).toEqual(defaultAdminOrderSearch());
  });

  it('gives back any search it wrote', () => {
    const dates = fc.option(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      { nil: '' },
    );
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom(null, 'new', 'paid', 'cancelled' as const),
          customer: fc.string({ maxLength: 40 }).map((s) => s.trim()),
          date_from: dates,
          date_to: dates,
          kind: fc.constantFrom(null, 'domain', 'webPortal', 'publication', 'redirect' as const),
          orderby: fc.constantFrom('created_at', 'gross_total', 'status', 'number' as const),
          order: fc.constantFrom('asc', 'desc' as const),
          page: fc.integer({ min: 1, max: 1000 }),
          per_page: fc.constantFrom(30, 60, 100),
        }),
        (search) => {
          expect(parseAdminOrderSearch(adminOrderSearchParams(search))).toEqual(search);
        },
      ),
    );
  });

  it('asks the API only for the filters that are set', () => {
    expect(adminOrderApiQuery(defaultAdminOrderSearch())).toEqual({
      orderby: 'created_at',
      order: 'desc',
      page: 1,
      per_page: 30,
    });
  });

  it('knows a range that ends before it starts, and a page turn from a new filter', () => {
    expect(isBackwardRange({ date_from: '2026-11-20', date_to: '2026-11-19' })).toBe(true);
    expect(isBackwardRange({ date_from: '2026-11-20', date_to: '' })).toBe(false);
    const first = defaultAdminOrderSearch();
    expect(isAdminOrderPageTurn(first, { ...first, page: 2 })).toBe(true);
    expect(isAdminOrderPageTurn(first, { ...first, page: 2, kind: 'domain' })).toBe(false);
  });
});

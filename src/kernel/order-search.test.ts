import { describe, expect, it } from 'vitest';
import {
  defaultOrderSearch,
  isOrderPageTurn,
  orderApiQuery,
  orderSearchParams,
  parseOrderSearch,
} from './order-search';

const parse = (query: string) => parseOrderSearch(new URLSearchParams(query));

describe('the orders search in the URL', () => {
  it('goes there and back, leaving the defaults out', () => {
    const search = { status: 'paid' as const, page: 3, per_page: 60 };
    expect(orderSearchParams(search).toString()).toBe('status=paid&page=3&per_page=60');
    expect(parse(orderSearchParams(search).toString())).toEqual(search);
    expect(orderSearchParams(defaultOrderSearch()).toString()).toBe('');
  });

  it('reads a bad value as its default', () => {
    expect(parse('status=shipped&page=0&per_page=7')).toEqual(defaultOrderSearch());
    expect(parse('status=PAID&page=-2&per_page=abc')).toEqual(defaultOrderSearch());
    expect(parse('status=<script>&page=1e3')).toEqual(defaultOrderSearch());
  });

  it('asks the API for the status only when one is chosen', () => {
    expect(orderApiQuery({ status: 'awaiting_payment', page: 2, per_page: 30 })).toEqual({
      status: 'awaiting_payment',
      page: 2,
      per_page: 30,
    });
    expect(orderApiQuery(defaultOrderSearch())).toEqual({ page: 1, per_page: 30 });
  });

  it('tells a page turn from a new filter', () => {
    const from = defaultOrderSearch();
    expect(isOrderPageTurn(from, { ...from, page: 2 })).toBe(true);
    expect(isOrderPageTurn(from, { ...from, status: 'paid' })).toBe(false);
    expect(isOrderPageTurn(from, { ...from, status: 'paid', page: 2 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultOutboxSearch,
  isOutboxPageTurn,
  outboxApiQuery,
  outboxSearchParams,
  parseOutboxSearch,
} from './outbox-search';

const parse = (query: string) => parseOutboxSearch(new URLSearchParams(query));

describe('the outbox search in the URL', () => {
  it('goes there and back, leaving the defaults out', () => {
    const search = { to: 'klient@', page: 3, per_page: 60, message: 41 };
    expect(outboxSearchParams(search).toString()).toBe('to=klient%40&page=3&per_page=60&message=41');
    expect(parse(outboxSearchParams(search).toString())).toEqual(search);
    expect(outboxSearchParams(defaultOutboxSearch()).toString()).toBe('');
  });

  it('reads a bad value as its default', () => {
    expect(parse('page=0&per_page=7&message=abc&to=%20%20')).toEqual(defaultOutboxSearch());
    expect(parse(`to=${'a'.repeat(300)}`).to).toHaveLength(254);
  });

  it('asks the API for the filter and the page only', () => {
    expect(outboxApiQuery({ to: 'klient', page: 2, per_page: 30, message: 41 })).toEqual({
      to: 'klient',
      page: 2,
      per_page: 30,
    });
    expect(outboxApiQuery(defaultOutboxSearch())).toEqual({ page: 1, per_page: 30 });
  });

  it('tells a page turn from opening a message or filtering', () => {
    const from = defaultOutboxSearch();
    expect(isOutboxPageTurn(from, { ...from, page: 2 })).toBe(true);
    expect(isOutboxPageTurn(from, { ...from, message: 3 })).toBe(false);
    expect(isOutboxPageTurn(from, { ...from, to: 'x', page: 1 })).toBe(false);
  });
});

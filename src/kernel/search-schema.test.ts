import { describe, expect, it } from 'vitest';
import { choice, defineSearch, ids, int, oneOf, paging, searchSchema, text, view } from './search-schema';
import { SORT_ORDERS } from './search-vocabulary';

const list = searchSchema({
  name: text(10),
  tags: ids(3),
  order: choice(SORT_ORDERS, 'desc'),
  ...paging(),
  open: view(int(1, 99)),
});

describe('a list declared as a search schema', () => {
  it('reads a bad or missing value as its default and never throws', () => {
    expect(list.parse(new URLSearchParams('name=%20abc%20&tags=x&tags=2&order=up&page=0&per_page=7&open=0'))).toEqual({
      ...list.defaults(),
      name: 'abc',
      tags: [2],
    });
  });

  it('writes only what differs from the defaults, in the order the fields are declared', () => {
    const search = { ...list.defaults(), open: 4, page: 2, tags: [3, 1], name: 'a' };
    expect(list.toParams(search).toString()).toBe('name=a&tags=3&tags=1&page=2&open=4');
    expect(list.parse(list.toParams(search))).toEqual(search);
  });

  it('sends the order and the page always, a filter when set, and never what only the screen keeps', () => {
    expect(list.toApiQuery({ ...list.defaults(), open: 4, name: '  ' })).toEqual({
      order: 'desc',
      page: 1,
      per_page: 30,
    });
  });

  it('calls a change of the page alone a page turn, whatever the screen keeps beside it', () => {
    const search = list.defaults();
    expect(list.isPageTurn(search, { ...search, page: 2, open: 5 })).toBe(true);
    expect(list.isPageTurn(search, { ...search, page: 2, name: 'b' })).toBe(false);
    expect(list.isPageTurn(search, { ...search, per_page: 60 })).toBe(false);
  });

  it('has filters only when a filter narrows the list', () => {
    const reading = { ...list.defaults(), open: 3 };
    expect(list.hasFilters(reading)).toBe(false);
    expect(list.hasFilters({ ...list.defaults(), tags: [1] })).toBe(true);
  });
});

describe('a search schema checked against the contract', () => {
  it('compiles only for parameters and values the operation accepts', () => {
    const fine = defineSearch<'listMyOrders'>()({ status: oneOf(['paid'] as const), ...paging() });
    // @ts-expect-error GET /api/me/orders has no `colour` parameter.
    defineSearch<'listMyOrders'>()({ colour: text(5), ...paging() });
    // @ts-expect-error `lost` is not an order status.
    defineSearch<'listMyOrders'>()({ status: oneOf(['lost'] as const), ...paging() });
    // @ts-expect-error the status is a word, not a number.
    defineSearch<'listMyOrders'>()({ status: int(0, 3), ...paging() });
    expect(fine.toApiQuery(fine.defaults())).toEqual({ page: 1, per_page: 30 });
  });
});

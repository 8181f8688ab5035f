import { describe, expect, it } from 'vitest';
import {
  catalogueSearchParams,
  defaultPortalSearch,
  defaultPublicationSearch,
  hasFilters,
  mergePage,
  parsePortalSearch,
  parsePublicationSearch,
  portalApiQuery,
  publicationApiQuery,
  toggleIndustry,
  updateFilters,
} from './portal-search';

const params = (query: string) => new URLSearchParams(query);

describe('the /portals search', () => {
  it('is the default search on the plain path: page 1, 30 per page, newest first', () => {
    expect(parsePortalSearch(params(''))).toEqual(defaultPortalSearch());
    expect(catalogueSearchParams(defaultPortalSearch()).toString()).toBe('');
    expect(portalApiQuery(defaultPortalSearch())).toEqual({
      page: 1,
      per_page: 30,
      orderby: 'created_at',
      order: 'desc',
    });
  });

  it('reads every filter from the URL and writes it back the same', () => {
    const query =
      'name=auto&industries=2&industries=5&dfs_rating=40&monthly_traffic=10000&orderby=price&order=asc&page=3&per_page=60';
    const search = parsePortalSearch(params(query));
    expect(search).toEqual({
      name: 'auto',
      industries: [2, 5],
      dfs_rating: 40,
      monthly_traffic: 10000,
      orderby: 'price',
      order: 'asc',
      page: 3,
      per_page: 60,
    });
    expect(catalogueSearchParams(search).toString()).toBe(query);
    expect(portalApiQuery(search)).toEqual({ ...search });
  });

  it('takes the default for anything it cannot read, and never throws', () => {
    const search = parsePortalSearch(
      params('dfs_rating=101&monthly_traffic=-5&orderby=ref_domains&order=up&page=0&per_page=7&industries=x'),
    );
    expect(search).toEqual(defaultPortalSearch());
    expect(parsePortalSearch(params('industries[0]=4&industries[1]=4&industries[]=9')).industries).toEqual([4, 9]);
  });

  it('starts again at page 1 when a filter changes, and toggles industries one at a time', () => {
    const search = { ...defaultPortalSearch(), page: 4 };
    expect(updateFilters(search, { dfs_rating: 30 })).toMatchObject({ page: 1, dfs_rating: 30 });
    const one = toggleIndustry(search, 5);
    expect(one).toMatchObject({ page: 1, industries: [5] });
    expect(toggleIndustry(toggleIndustry(one, 2), 5).industries).toEqual([2]);
    expect(hasFilters(defaultPortalSearch())).toBe(false);
    expect(hasFilters(one)).toBe(true);
  });
});

describe('the /portals-publications search', () => {
  it('adds the price range, the type and the link to the filters, and has no page', () => {
    const query = 'name=blog&price_min=100&price_max=499.99&offer=advertising_link&link_type=0&orderby=price&order=asc';
    const search = parsePublicationSearch(params(query));
    expect(search).toMatchObject({ price_min: 100, price_max: 499.99, offer: 'advertising_link', link_type: 0 });
    expect(catalogueSearchParams(search).toString()).toBe(query);
    expect(publicationApiQuery(search)).toEqual({
      name: 'blog',
      price_min: 100,
      price_max: 499.99,
      offer: 'advertising_link',
      link_type: 0,
      orderby: 'price',
      order: 'asc',
    });
    expect(updateFilters(search, { offer: null })).not.toHaveProperty('page');
  });

  it('reads a comma as the decimal point, and drops a bad type, link or price', () => {
    expect(parsePublicationSearch(params('price_min=12,5')).price_min).toBe(12.5);
    const search = parsePublicationSearch(params('offer=banner&link_type=2&price_max=1.234'));
    expect(search).toEqual(defaultPublicationSearch());
    expect(hasFilters(search)).toBe(false);
    expect(hasFilters({ ...search, link_type: 1 })).toBe(true);
  });
});

describe('the publication list paging (spec section 4)', () => {
  const row = (id: number) => ({ id });
  it('appends a page other than the first, and lets the first replace the list', () => {
    const first = mergePage([row(9)], { current_page: 1, data: [row(1), row(2)] });
    expect(first).toEqual([row(1), row(2)]);
    expect(mergePage(first, { current_page: 2, data: [row(3), row(4)] })).toEqual([row(1), row(2), row(3), row(4)]);
  });

  it('does not repeat a row that moved onto the next page meanwhile', () => {
    expect(mergePage([row(1), row(2)], { current_page: 2, data: [row(2), row(3)] })).toEqual([row(1), row(2), row(3)]);
  });
});

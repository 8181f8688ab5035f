import { describe, expect, it } from 'vitest';
import {
  defaultUserArticleSearch,
  isUserArticlePageTurn,
  parseUserArticleSearch,
  userArticleApiQuery,
  userArticleSearchParams,
} from './user-article-search';

describe('the search of Moje publikacje in the URL', () => {
  it('reads the status, page and page size, and writes back only what is not a default', () => {
    const search = parseUserArticleSearch(new URLSearchParams('status=in_review&page=2&per_page=60'));
    expect(search).toEqual({ status: 'in_review', page: 2, per_page: 60 });
    expect(userArticleSearchParams(search).toString()).toBe('status=in_review&page=2&per_page=60');
    expect(userArticleSearchParams(defaultUserArticleSearch()).toString()).toBe('');
  });

  it('reads a bad value as its default', () => {
    expect(parseUserArticleSearch(new URLSearchParams('status=submitted&page=0&per_page=7'))).toEqual(
      defaultUserArticleSearch(),
    );
  });

  it('asks the API for a status only when one is chosen', () => {
    expect(userArticleApiQuery(defaultUserArticleSearch())).toEqual({ page: 1, per_page: 30 });
    expect(userArticleApiQuery({ status: 'rejected', page: 3, per_page: 30 })).toEqual({
      status: 'rejected',
      page: 3,
      per_page: 30,
    });
  });

  it('starts from the top only when the page alone changed', () => {
    const search = defaultUserArticleSearch();
    expect(isUserArticlePageTurn(search, { ...search, page: 2 })).toBe(true);
    expect(isUserArticlePageTurn(search, { ...search, status: 'published', page: 2 })).toBe(false);
  });
});

/**
 * The search of "Moje publikacje" (/user-articles): the status filter, the page and the page size, all in the page
 * URL, so a filtered list can be reloaded, shared and walked with back and forward.
 */
import { defineSearch, oneOf, paging, type SearchValues } from './search-schema';
import { USER_ARTICLE_STATUSES } from './user-article';
import { LIST_PAGE_SIZES } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const USER_ARTICLE_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;

/** Null status lists every status; a new filter keeps the scroll where the filter is. */
export const userArticleSearch = defineSearch<'listMyArticles'>()({
  status: oneOf(USER_ARTICLE_STATUSES),
  ...paging(),
});
export type UserArticleSearch = SearchValues<typeof userArticleSearch.fields>;

export const {
  defaults: defaultUserArticleSearch,
  parse: parseUserArticleSearch,
  toParams: userArticleSearchParams,
  toApiQuery: userArticleApiQuery,
  isPageTurn: isUserArticlePageTurn,
} = userArticleSearch;

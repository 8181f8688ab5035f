import { isPageTurn, parseDomainSearch, toSearchParams, type DomainSearch } from '../../model/domain-search';
import { useSearchUrl, type SearchUpdate as Update, type SearchUrlCodec } from '../shared/use-search-url';

export type { SearchChangeOptions } from '../shared/use-search-url';
export type SearchUpdate = Update<DomainSearch>;

const DOMAIN_SEARCH_URL: SearchUrlCodec<DomainSearch> = {
  parse: parseDomainSearch,
  toParams: toSearchParams,
  isPageTurn,
};

/**
 * The domain search in the page URL (see useSearchUrl). A new filter or sort keeps the page where the user is;
 * turning to another page starts it from the top.
 */
export function useDomainSearchUrl() {
  return useSearchUrl(DOMAIN_SEARCH_URL);
}

import { isPageTurn, parseDomainSearch, toSearchParams, type DomainSearch } from '../../../kernel/domain-search';
import {
  useSearchUrl,
  type SearchUpdate as Update,
  type SearchUrlCodec,
} from '../../../platform/router/use-search-url';

export type { SearchChangeOptions } from '../../../platform/router/use-search-url';
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

import { domainSearch, type DomainSearch } from '../../../kernel/domain-search';
import { useSearchUrl, type SearchUpdate as Update } from '../../../platform/router/use-search-url';

export type { SearchChangeOptions } from '../../../platform/router/use-search-url';
export type SearchUpdate = Update<DomainSearch>;

/**
 * The domain search in the page URL (see useSearchUrl). A new filter or sort keeps the page where the user is;
 * turning to another page starts it from the top.
 */
export function useDomainSearchUrl() {
  return useSearchUrl(domainSearch);
}

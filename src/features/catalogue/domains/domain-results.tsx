import { useDeferredValue } from 'react';
import { useDomainSearch } from './domains-api';
import { domainsCopy } from './domains-copy';
import type { DomainSearch } from '../../../kernel/domain-search';
import { DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS } from '../../../kernel/search-vocabulary';
import { PagedTable } from '../../../kit/lists/paged-table';
import { usePagedList } from '../../../kit/lists/use-paged-search';
import { DOMAIN_COLUMNS } from './domain-columns';
import type { SearchChangeOptions, SearchUpdate } from './use-domain-search-url';

const LIST_COPY = {
  ...domainsCopy.results,
  table: domainsCopy.table.label,
  reset: domainsCopy.filters.reset,
  itemForms: domainsCopy.results.forms,
};
const LAYOUT = {
  /** From this page size on, only the rows in view are rendered. */
  virtualizeFrom: 100,
  /**
   * Pages of results kept in the DOM, hidden, so that going back to a search seen a moment ago (the other type,
   * the previous sort) shows its rows in the next frame instead of building them again.
   */
  keepPages: 6,
  height: 640,
};

export interface DomainResultsProps {
  search: DomainSearch;
  onChange: (update: SearchUpdate, options?: SearchChangeOptions) => void;
  onReset: () => void;
}

/** The results of a search: the table and its pages, or the empty, failed or slow state. */
export function DomainResults({ search, onChange, onReset }: DomainResultsProps) {
  // A page of results reaches the screen through TanStack Query's store, whose updates React renders at once, in one
  // task. Deferred, the new rows render in slices that give way to the browser, and only their commit is one task.
  const query = useDeferredValue(useDomainSearch(search));
  // Kept while `onChange` is (it is while the page's path is), so the memoised pager waits for the new results.
  const list = usePagedList(search, onChange, DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS);
  return (
    <PagedTable copy={LIST_COPY} request={query} columns={DOMAIN_COLUMNS} {...list} onReset={onReset} layout={LAYOUT} />
  );
}

import { useCallback, useDeferredValue } from 'react';
import { useDomainSearch, type Domain } from './domains-api';
import { domainsCopy } from './domains-copy';
import { setPage, setPerPage, setSort, type DomainSearch } from '../../../kernel/domain-search';
import { DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS, isOneOf } from '../../../kernel/search-vocabulary';
import { DataTable } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';
import { ResultsView } from '../../../kit/lists/results-view';
import { DOMAIN_COLUMNS } from './domain-columns';
import type { SearchChangeOptions, SearchUpdate } from './use-domain-search-url';

const copy = domainsCopy.results;
const NO_ROWS: Domain[] = [];
const PER_PAGE = [...DOMAIN_PAGE_SIZES];
/** From this page size on, only the rows in view are rendered. */
const VIRTUALIZE_FROM = 100;
/**
 * Pages of results kept in the DOM, hidden, so that going back to a search seen a moment ago (the other type,
 * the previous sort) shows its rows in the next frame instead of building them again.
 */
const KEPT_PAGES = 6;

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
  const page = query.data;
  // Kept while `onChange` is (it is while the page's path is), so the memoised pager waits for the new results.
  const onPageChange = useCallback(
    (next: number) => onChange((s) => setPage(s, next), { immediate: true }),
    [onChange],
  );
  const onPerPageChange = useCallback((perPage: number) => onChange((s) => setPerPage(s, perPage)), [onChange]);
  return (
    <ResultsView
      copy={copy}
      request={query}
      total={page?.total}
      resetLabel={domainsCopy.filters.reset}
      onReset={onReset}
    >
      <DataTable
        label={domainsCopy.table.label}
        columns={DOMAIN_COLUMNS}
        rows={page?.data ?? NO_ROWS}
        rowKey={(domain) => domain.id}
        sort={{ column: search.orderby, direction: search.order }}
        onSortChange={({ column, direction }) => {
          if (isOneOf(DOMAIN_SORT_KEYS, column)) onChange((s) => setSort(s, column, direction), { immediate: true });
        }}
        // The previous page stays on screen, dimmed, while the next one loads.
        busy={query.isPending || query.isPlaceholderData}
        empty={copy.empty}
        virtualized={search.per_page >= VIRTUALIZE_FROM}
        keepPages={KEPT_PAGES}
        height={640}
      />
      {page && (
        <Pagination
          label={copy.pagination}
          page={search.page}
          lastPage={page.last_page}
          perPage={search.per_page}
          perPageOptions={PER_PAGE}
          total={page.total}
          totalIsCapped={page.total_is_capped}
          itemForms={copy.forms}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      )}
    </ResultsView>
  );
}

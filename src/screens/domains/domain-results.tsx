import { useDomainSearch, type Domain } from '../../api/domains';
import { domainsCopy } from '../../i18n/domains';
import {
  PER_PAGE_OPTIONS,
  isDomainOrderBy,
  setPage,
  setPerPage,
  setSort,
  type DomainSearch,
} from '../../model/domain-search';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { Pagination } from '../../ui/pagination';
import { DOMAIN_COLUMNS } from './domain-columns';
import type { SearchChangeOptions, SearchUpdate } from './use-domain-search-url';
import { useSlow } from './use-slow';
import { ResultsEmpty, ResultsFailed, ResultsLoading } from '../shared/results-states';
import styles from './domain-list.module.css';

const copy = domainsCopy.results;
const NO_ROWS: Domain[] = [];
const PER_PAGE = [...PER_PAGE_OPTIONS];
/** From this page size on, only the rows in view are rendered. */
const VIRTUALIZE_FROM = 100;
/**
 * Pages of results kept in the DOM, hidden, so that going back to a search seen a moment ago (the other type,
 * the previous sort) shows its rows in the next frame instead of building them again.
 */
const KEPT_PAGES = 6;

export interface DomainResultsProps {
  search: DomainSearch;
  onChange(update: SearchUpdate, options?: SearchChangeOptions): void;
  onReset(): void;
}

/** The results of a search: the table and its pages, or the empty, failed or slow state. */
export function DomainResults({ search, onChange, onReset }: DomainResultsProps) {
  const query = useDomainSearch(search);
  const slow = useSlow(query.isFetching);
  const page = query.data;
  // The previous page stays on screen, dimmed, while the next one loads.
  const busy = query.isPending || query.isPlaceholderData;

  if (query.isError) {
    return (
      <section className={styles.results} aria-label={copy.region}>
        <ResultsFailed
          text={copy.failed}
          reason={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }

  const nothingFound = page !== undefined && !query.isPlaceholderData && page.total === 0;
  return (
    <section className={styles.results} aria-label={copy.region}>
      {slow && <Alert tone="info">{copy.slow}</Alert>}
      {nothingFound ? (
        <ResultsEmpty text={copy.empty} resetLabel={domainsCopy.filters.reset} onReset={onReset} />
      ) : (
        <>
          {query.isPending && !slow && <ResultsLoading text={copy.loading} />}
          <DataTable
            label={domainsCopy.table.label}
            columns={DOMAIN_COLUMNS}
            rows={page?.data ?? NO_ROWS}
            rowKey={(domain) => domain.id}
            sort={{ column: search.orderby, direction: search.order }}
            onSortChange={({ column, direction }) => {
              if (isDomainOrderBy(column)) onChange((s) => setSort(s, column, direction), { immediate: true });
            }}
            busy={busy}
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
              onPageChange={(next) => onChange((s) => setPage(s, next), { immediate: true })}
              onPerPageChange={(perPage) => onChange((s) => setPerPage(s, perPage))}
            />
          )}
        </>
      )}
    </section>
  );
}

import { usePortalSearch, type Portal } from '../../api/portals';
import { portalsCopy } from '../../i18n/portals';
import { isPortalOrderBy, PORTAL_PER_PAGE_OPTIONS, updateFilters, type PortalSearch } from '../../model/portal-search';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { Pagination } from '../../ui/pagination';
import { useSlow } from '../domains/use-slow';
import { PORTAL_COLUMNS } from './portal-columns';
import type { CatalogueChange } from './use-catalogue-search-url';
import { ResultsEmpty, ResultsFailed, ResultsLoading } from '../shared/results-states';
import styles from './portals.module.css';

const copy = portalsCopy.list;
const NO_ROWS: Portal[] = [];
const PER_PAGE = [...PORTAL_PER_PAGE_OPTIONS];

export interface PortalResultsProps {
  search: PortalSearch;
  onChange: CatalogueChange<PortalSearch>;
  onReset(): void;
}

/** The portals for sale that match: the table and its pages, or the empty, failed or slow state. */
export function PortalResults({ search, onChange, onReset }: PortalResultsProps) {
  const query = usePortalSearch(search);
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
        <ResultsEmpty text={copy.empty} resetLabel={portalsCopy.filters.reset} onReset={onReset} />
      ) : (
        <>
          {query.isPending && !slow && <ResultsLoading text={copy.loading} />}
          <DataTable
            label={copy.table}
            columns={PORTAL_COLUMNS}
            rows={page?.data ?? NO_ROWS}
            rowKey={(portal) => portal.id}
            sort={{ column: search.orderby, direction: search.order }}
            onSortChange={({ column, direction }) => {
              if (isPortalOrderBy(column)) onChange((s) => updateFilters(s, { orderby: column, order: direction }));
            }}
            busy={busy}
            empty={copy.empty}
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
              onPageChange={(next) => onChange((s) => ({ ...s, page: next }))}
              onPerPageChange={(per_page) => onChange((s) => updateFilters(s, { per_page }))}
            />
          )}
        </>
      )}
    </section>
  );
}

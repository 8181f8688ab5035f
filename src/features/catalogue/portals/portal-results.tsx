import { usePortalSearch, type Portal } from './portals-api';
import { portalsCopy } from './portals-copy';
import {
  isPortalOrderBy,
  PORTAL_PER_PAGE_OPTIONS,
  updateFilters,
  type PortalSearch,
} from '../../../kernel/portal-search';
import { DataTable } from '../../../ui/data-table';
import { Pagination } from '../../../ui/pagination';
import { ResultsView } from '../../../kit/lists/results-view';
import { PORTAL_COLUMNS } from './portal-columns';
import type { CatalogueChange } from './use-catalogue-search-url';

const copy = portalsCopy.list;
const NO_ROWS: Portal[] = [];
const PER_PAGE = [...PORTAL_PER_PAGE_OPTIONS];

export interface PortalResultsProps {
  search: PortalSearch;
  onChange: CatalogueChange<PortalSearch>;
  onReset: () => void;
}

/** The portals for sale that match: the table and its pages, or the empty, failed or slow state. */
export function PortalResults({ search, onChange, onReset }: PortalResultsProps) {
  const query = usePortalSearch(search);
  const page = query.data;
  return (
    <ResultsView
      copy={copy}
      request={query}
      total={page?.total}
      resetLabel={portalsCopy.filters.reset}
      onReset={onReset}
    >
      <DataTable
        label={copy.table}
        columns={PORTAL_COLUMNS}
        rows={page?.data ?? NO_ROWS}
        rowKey={(portal) => portal.id}
        sort={{ column: search.orderby, direction: search.order }}
        onSortChange={({ column, direction }) => {
          if (isPortalOrderBy(column)) onChange((s) => updateFilters(s, { orderby: column, order: direction }));
        }}
        // The previous page stays on screen, dimmed, while the next one loads.
        busy={query.isPending || query.isPlaceholderData}
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
    </ResultsView>
  );
}

import type { PluralForms } from '../../kernel/polish';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../ui/data-table';
import { Pagination } from '../../ui/pagination';
import { ResultsView, type ResultsCopy, type ResultsRequest } from './results-view';
import type { PagingControls } from './use-paged-search';

/** One page of rows as every paged list endpoint answers it (openapi `*Page`). */
export interface RowPage<Row> {
  data: Row[];
  total: number;
  last_page: number;
  total_is_capped?: boolean;
}

/** The words of a paged list: its states, the table's and the pages' names, and how its rows are counted. */
export interface PagedTableCopy extends ResultsCopy {
  table: string;
  pagination: string;
  itemForms: PluralForms;
}

export interface PagedTableProps<Row> {
  copy: PagedTableCopy;
  request: ResultsRequest & { data: RowPage<Row> | undefined };
  /** Keep the array stable (module scope or useMemo), as the data table asks. */
  columns: DataTableColumn<Row>[];
  paging: PagingControls;
  /** Absent when the list keeps one order (newest first): the table then never reports a sort. */
  sorting?: { sort: DataTableSort; onSortChange: (sort: DataTableSort) => void };
  rowClassName?: (row: Row) => string | undefined;
  resetLabel: string;
  onReset: () => void;
  /** Above the table, unless the list failed (a notice about the rows). */
  toolbar?: React.ReactNode;
}

const noSort = () => undefined;
const EMPTY: never[] = [];

/**
 * A page of rows in the shared data table with its pages, or the list's loading, failed or empty state: the one
 * shape of every server-paged list (orders, all orders, users, redirects, publications), fed by different queries,
 * columns and words.
 */
export function PagedTable<Row extends { id: number }>({
  copy,
  request,
  columns,
  paging,
  sorting,
  rowClassName,
  resetLabel,
  onReset,
  toolbar,
}: PagedTableProps<Row>) {
  const result = request.data;
  return (
    <ResultsView
      copy={copy}
      request={request}
      total={result?.total}
      resetLabel={resetLabel}
      onReset={onReset}
      toolbar={toolbar}
    >
      <DataTable
        label={copy.table}
        columns={columns}
        rows={result?.data ?? EMPTY}
        rowKey={(row) => row.id}
        {...(rowClassName ? { rowClassName } : {})}
        sort={sorting?.sort ?? null}
        onSortChange={sorting?.onSortChange ?? noSort}
        busy={request.isPending || request.isPlaceholderData}
        empty={copy.empty}
      />
      {result && result.total > 0 && (
        <Pagination
          label={copy.pagination}
          page={paging.page}
          lastPage={result.last_page}
          perPage={paging.perPage}
          perPageOptions={paging.perPageOptions}
          total={result.total}
          totalIsCapped={result.total_is_capped ?? false}
          itemForms={copy.itemForms}
          onPageChange={paging.onPageChange}
          onPerPageChange={paging.onPerPageChange}
        />
      )}
    </ResultsView>
  );
}

import type { ColumnVisibilityState } from '@tanstack/react-table';
import type { PluralForms } from '../../kernel/polish';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { Pagination } from '../../ui/pagination';
import { ResultsView, type ResultsCopy, type ResultsRequest } from './results-view';
import type { PagingControls, SortingControls } from './use-paged-search';

/** One page of rows as every paged list endpoint answers it (openapi `*Page`). */
export interface RowPage<Row> {
  data: Row[];
  total: number;
  last_page: number;
  total_is_capped?: boolean;
}

/** The rows loaded so far of a list that grows by "Pokaż więcej", and how many match. */
export interface LoadedRows<Row> {
  rows: Row[];
  total: number;
}

/** The words of a paged list: its states, the table's and the pages' names, and how its rows are counted. */
export interface PagedTableCopy extends ResultsCopy {
  table: string;
  /** The pages' name; a list that grows by "Pokaż więcej" has no pages. */
  pagination?: string;
  itemForms: PluralForms;
}

/** How a list's table lays its rows out (see DataTable); declare it once, at module scope. */
export interface TableLayout {
  /** From this page size on, only the rows in view are in the DOM, in a scroll box of `height` px. */
  virtualizeFrom?: number;
  height?: number;
  rowHeight?: number;
  /** How many recently shown pages stay in the DOM, hidden, for a quick return. */
  keepPages?: number;
}

export interface PagedTableProps<Row> {
  copy: PagedTableCopy;
  request: ResultsRequest & { data: RowPage<Row> | LoadedRows<Row> | undefined };
  /** Keep the array stable (module scope or useMemo), as the data table asks. */
  columns: DataTableColumn<Row>[];
  /** Columns hidden by state (`{ [columnId]: false }`); keep it stable like `columns`. */
  columnVisibility?: ColumnVisibilityState;
  /** The pages under the rows; absent for a list that grows instead (its `footer` says how). */
  paging?: PagingControls;
  /** Whether the pages show for this many matches: by default whenever a page has arrived. */
  showPager?: (total: number) => boolean;
  layout?: TableLayout;
  /** Absent when the list keeps one order (newest first): the table then never reports a sort. */
  sorting?: SortingControls;
  rowClassName?: (row: Row) => string | undefined;
  /** Offered (as `copy.reset`) when nothing matches; without it an empty answer is the table's empty row. */
  onReset?: (() => void) | undefined;
  /** Above the table, unless the list failed (a notice about the rows, the export). */
  toolbar?: React.ReactNode;
  /** Shown instead of the table until the first page arrives (a page loader); by default the empty table waits. */
  pending?: React.ReactNode;
  /** Between the rows and the pages, kept when the list fails (the bar of unsaved edits). */
  between?: React.ReactNode;
  /** Under the rows instead of the pages ("Pokaż więcej"). */
  footer?: React.ReactNode;
  /** A request the user waits for is under way, and the request failed with nothing to show: see ResultsView. */
  waiting?: boolean;
  failed?: boolean;
}

const noSort = () => undefined;
const always = () => true;
const NO_LAYOUT: TableLayout = {};
const EMPTY: never[] = [];

function rowsOf<Row>(answer: RowPage<Row> | LoadedRows<Row> | undefined): Row[] {
  if (!answer) return EMPTY;
  return 'rows' in answer ? answer.rows : answer.data;
}

/**
 * A page of rows in the shared data table with its pages, or the list's loading, failed or empty state: the one
 * shape of every server-paged list (domains, portals, publications, orders, users, redirects, the outbox, the
 * audit log, the domain management table), fed by different queries, columns and words.
 */
export function PagedTable<Row extends { id: number }>(props: PagedTableProps<Row>) {
  const { copy, request, paging, sorting, pending, between, layout = NO_LAYOUT } = props;
  const result = request.data;
  const showPager = props.showPager ?? always;
  const { virtualizeFrom } = layout;
  const table = (
    <DataTable
      label={copy.table}
      columns={props.columns}
      rows={rowsOf(result)}
      rowKey={(row) => row.id}
      sort={sorting?.sort ?? null}
      onSortChange={sorting?.onSortChange ?? noSort}
      // The previous page stays on screen, dimmed, while the next one loads.
      busy={request.isPending || request.isPlaceholderData}
      empty={copy.empty}
      virtualized={virtualizeFrom !== undefined && paging !== undefined && paging.perPage >= virtualizeFrom}
      height={layout.height}
      rowHeight={layout.rowHeight}
      keepPages={layout.keepPages}
      rowClassName={props.rowClassName}
      columnVisibility={props.columnVisibility}
    />
  );
  return (
    <ResultsView
      copy={copy}
      request={request}
      total={result?.total}
      onReset={props.onReset}
      toolbar={props.toolbar}
      waiting={props.waiting}
      failed={props.failed}
      keptWhenFailed={between}
    >
      {pending !== undefined && !result ? request.isPending && pending : table}
      {between}
      {paging && result && 'data' in result && showPager(result.total) && (
        <Pagination
          {...paging}
          label={copy.pagination ?? copy.table}
          itemForms={copy.itemForms}
          lastPage={result.last_page}
          total={result.total}
          totalIsCapped={result.total_is_capped ?? false}
        />
      )}
      {props.footer}
    </ResultsView>
  );
}

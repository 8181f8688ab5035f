import { memo, useMemo, useState } from 'react';
import {
  FlexRender,
  type ColumnDef,
  type ColumnVisibilityState,
  type Header,
  type HeaderGroup,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Button } from 'react-aria-components';
import { EmptyRow, PageRows, StaticRows, VirtualRows, alignClass, type BodyLayout } from './data-table-body';
import { columnMeta, useAppTable, type AppColumnMeta, type AppTableFeatures } from './table-hook';
import { useKeptPages } from './use-kept-pages';
import styles from './data-table.module.css';

/**
 * A screen's declaration of a column: what it shows, and its presentation (align, width), which the table carries
 * as the column's typed `meta` (see table-hook).
 */
export interface DataTableColumn<Row> extends AppColumnMeta {
  /** Also the sort key sent to the server, and the key of its visibility. */
  id: string;
  /** Visible header text. */
  header: string;
  cell: (row: Row) => React.ReactNode;
  sortable?: boolean;
}

export interface DataTableSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  /** Keep the array stable (module scope or useMemo): a new array rebuilds the table's columns. */
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort: DataTableSort | null;
  /**
   * Called on a header click; the table never sorts itself. Clicking the sorted column flips its direction;
   * another column starts 'asc' when it is text (align 'start') and 'desc' when it is a quantity (align 'end').
   */
  onSortChange: (sort: DataTableSort) => void;
  /** Rows rendered in a scroll container of `height` px, only the visible ones in the DOM. */
  virtualized?: boolean | undefined;
  height?: number | undefined;
  rowHeight?: number | undefined;
  /** Dims the rows and sets aria-busy while a new page loads (the rows stay visible). */
  busy?: boolean;
  /** Shown instead of rows when rows is empty and not busy. */
  empty?: React.ReactNode;
  /**
   * How many of the last pages shown stay in the DOM, hidden, so that showing one of them again (a cached search
   * revisited) only switches which body is visible. A page is the same while `rows` is the same array. 1, the
   * default, keeps only the current page; a virtualised table always does.
   */
  keepPages?: number | undefined;
  /** A class for some rows, to highlight them (an expiring rental); keep it stable like `columns`. */
  rowClassName?: ((row: Row) => string | undefined) | undefined;
  /** Columns hidden by state (`{ [columnId]: false }`); a column not named is shown. Keep it stable like `columns`. */
  columnVisibility?: ColumnVisibilityState | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ALL_SHOWN: ColumnVisibilityState = {};

/** The table's own row: the caller's row in a box, so any Row type meets the table's `RowData` (an object). */
export interface TableEntry<Row> {
  value: Row;
}

function toSorting(sort: DataTableSort | null): SortingState {
  return sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];
}

/**
 * A server-side table: it renders the rows it is given, in the given order, and reports header clicks. Built on
 * @tanstack/react-table (sorting state and headers) and, when `virtualized`, @tanstack/react-virtual.
 */
export function DataTable<Row>(props: DataTableProps<Row>): React.JSX.Element {
  const { label, columns, rows, rowKey, sort, onSortChange, virtualized = false, busy = false, keepPages = 1 } = props;
  const columnVisibility = props.columnVisibility ?? ALL_SHOWN;
  const rowHeight = props.rowHeight ?? 48;
  const height = props.height ?? 560;
  // Held in state, not a ref: the rows' virtualiser needs a render after the container exists to measure it.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // On the sort's values, not its object: callers write it inline, and a new sorting state re-renders the headers.
  const sortColumn = sort?.column;
  const sortDirection = sort?.direction;
  const sorting = useMemo(
    () => toSorting(sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null),
    [sortColumn, sortDirection],
  );

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<AppTableFeatures, TableEntry<Row>> => ({
        id: column.id,
        header: column.header,
        // Server-side mode: values are never read or compared here; the accessor only marks the column as one
        // the table may sort.
        accessorFn: () => null,
        cell: ({ row }) => column.cell(row.original.value),
        enableSorting: column.sortable ?? false,
        sortDescFirst: column.align === 'end',
        meta: { align: column.align, width: column.width },
        ...(column.width ? { size: column.width } : {}),
      })),
    [columns],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    if (first) onSortChange({ column: first.id, direction: first.desc ? 'desc' : 'asc' });
  };

  const entries = useMemo(() => rows.map((value): TableEntry<Row> => ({ value })), [rows]);
  const table = useAppTable({
    columns: columnDefs,
    data: entries,
    getRowId: (entry) => String(rowKey(entry.value)),
    state: { sorting, columnVisibility },
    onSortingChange,
  });

  const shownColumns = table.getVisibleLeafColumns();
  const tableRows = table.getRowModel().rows;
  const empty = busy ? undefined : props.empty;
  const { rowClassName } = props;
  // Stable between renders while the shown columns are (the table keeps their array while the columns and their
  // visibility stay), so the rows of a virtualised body are not rendered again while it scrolls, and a kept page is
  // the same page.
  const layout: BodyLayout = useMemo(
    () => ({
      columnCount: shownColumns.length,
      rowClassOf: (original) => rowClassName?.((original as TableEntry<Row>).value),
    }),
    [shownColumns, rowClassName],
  );
  const keeping = keepPages > 1 && !virtualized;
  const kept = useKeptPages(rows, tableRows, !keeping || rows.length === 0, keepPages, layout);

  const tableElement = (
    <table
      className={`${styles.table} ${virtualized ? styles.fixed : ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
      // With virtualisation most rows are not in the DOM, so the table says how many there are (header row included).
      aria-rowcount={virtualized ? tableRows.length + 1 : undefined}
    >
      <colgroup>
        {shownColumns.map((column, index) => {
          const { width } = columnMeta(column);
          return (
            <col
              key={column.id}
              className={index === 0 && width ? styles.stickyColumn : undefined}
              style={width ? { width } : undefined}
            />
          );
        })}
      </colgroup>
      <thead className={virtualized ? styles.stickyHead : undefined}>
        <HeaderRows
          groups={table.getHeaderGroups()}
          sorting={sorting}
          visibility={columnVisibility}
          virtualized={virtualized}
        />
      </thead>
      {keeping ? (
        <>
          {kept.pages.map((page) => (
            <tbody
              key={page.id}
              hidden={page.id !== kept.currentId || undefined}
              className={busy && page.id === kept.currentId ? styles.busy : undefined}
            >
              <PageRows source={page.source} rows={page.rows} layout={layout} />
            </tbody>
          ))}
          {kept.currentId === null && (
            <tbody className={busy ? styles.busy : undefined}>
              <EmptyRow layout={layout} empty={empty} />
            </tbody>
          )}
        </>
      ) : (
        <tbody className={busy ? styles.busy : undefined}>
          {virtualized ? (
            <VirtualRows
              rows={tableRows}
              layout={layout}
              empty={empty}
              rowHeight={rowHeight}
              scrollElement={scroller}
            />
          ) : (
            <StaticRows rows={tableRows} layout={layout} empty={empty} />
          )}
        </tbody>
      )}
    </table>
  );

  // The sticky name column's width, so that focus moving left stops beside it, not under it.
  const first = shownColumns[0];
  const firstWidth = first ? columnMeta(first).width : undefined;
  const stickyWidth = firstWidth ? ({ '--sticky-column-width': `${firstWidth}px` } as React.CSSProperties) : undefined;
  if (!virtualized)
    return (
      <div className={styles.wrapper} style={stickyWidth}>
        {tableElement}
      </div>
    );
  return (
    // Focusable so the keyboard can scroll it; named after the table it holds.
    <div
      ref={setScroller}
      className={`${styles.wrapper} ${styles.scroller}`}
      style={{ ...stickyWidth, height }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {tableElement}
    </div>
  );
}

interface HeaderRowsProps<Row> {
  groups: HeaderGroup<AppTableFeatures, TableEntry<Row>>[];
  /** Only to render again when the sort or the shown columns change: the headers read them from the table. */
  sorting: SortingState;
  visibility: ColumnVisibilityState;
  virtualized: boolean;
}

/** The header row: memoised, so a new page of rows does not render the sort buttons again. */
const HeaderRows = memo(function HeaderRows<Row>({ groups, virtualized }: HeaderRowsProps<Row>) {
  const renderHeader = (header: Header<AppTableFeatures, TableEntry<Row>, unknown>) => {
    const column = header.column;
    const sortable = column.getCanSort();
    const direction = column.getIsSorted();
    return (
      <th
        key={header.id}
        scope="col"
        className={alignClass(columnMeta(column))}
        aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
      >
        {sortable ? (
          <Button className={styles.sortButton} onPress={() => column.toggleSorting()}>
            <FlexRender header={header} />
            <span className={styles.sortIcon} aria-hidden="true" data-direction={direction || 'none'} />
          </Button>
        ) : (
          <FlexRender header={header} />
        )}
      </th>
    );
  };
  return groups.map((group) => (
    <tr key={group.id} aria-rowindex={virtualized ? 1 : undefined}>
      {group.headers.map(renderHeader)}
    </tr>
  ));
}) as <Row>(props: HeaderRowsProps<Row>) => React.ReactElement;

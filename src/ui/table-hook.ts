import {
  columnVisibilityFeature,
  createTableHook,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type RowData,
} from '@tanstack/react-table';

/** How a column is presented, whatever it shows: every column of every table carries it as its typed `meta`. */
export interface AppColumnMeta {
  /**
   * 'end' for quantities (numbers, amounts, dates), 'start' (the default) for text. It also decides the first
   * direction of a sortable column: an 'end' column starts descending (the highest DFS, the newest domain first),
   * a 'start' column starts ascending (A to Z).
   */
  align?: 'start' | 'end';
  /** Width in px. */
  width?: number;
}

const features = tableFeatures({
  rowSortingFeature,
  // A list hides columns by state (a narrow screen, a column chooser): hidden columns leave the headers and rows.
  columnVisibilityFeature,
  columnMeta: metaHelper<AppColumnMeta>(),
});

/** The features every table of the app has, and the type of its columns' `meta`. */
export type AppTableFeatures = typeof features;

/** A column's presentation, read from its typed meta. */
export function columnMeta<TData extends RowData>(column: Column<AppTableFeatures, TData, unknown>): AppColumnMeta {
  return column.columnDef.meta ?? {};
}

/**
 * The one table setup of the app, declared once: the server sorts and pages, so only the sorting state is
 * registered (to drive the headers) and every processing step is manual. No pagination feature is registered:
 * a table renders exactly the rows it is given, in the columns its visibility state leaves shown.
 */
export const { useAppTable } = createTableHook({
  features,
  manualSorting: true,
  enableMultiSort: false,
  // A sorted column flips between its two directions; the server always has an order, so "unsorted" is no state.
  enableSortingRemoval: false,
});

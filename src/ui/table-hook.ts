import { createTableHook, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

const features = tableFeatures({ rowSortingFeature });

/** The features every table of the app has. */
export type AppTableFeatures = typeof features;

/**
 * The one table setup of the app, declared once: the server sorts and pages, so only the sorting state is
 * registered (to drive the headers) and every processing step is manual. No pagination feature is registered:
 * a table renders exactly the rows it is given.
 */
export const { useAppTable } = createTableHook({
  features,
  manualSorting: true,
  enableMultiSort: false,
  // A sorted column flips between its two directions; the server always has an order, so "unsorted" is no state.
  enableSortingRemoval: false,
});

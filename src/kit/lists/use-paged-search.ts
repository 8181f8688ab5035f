import { useCallback, useMemo } from 'react';
import type { DataTableSort } from '../../ui/data-table';
import type { SearchChange } from '../../platform/router/use-search-url';

/** The page part of every paged list's search. */
export interface PagedSearch {
  page: number;
  per_page: number;
}

/** What the pages under a list need: where it is, and how to move. */
export interface PagingControls {
  page: number;
  perPage: number;
  perPageOptions: number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/**
 * The pages of a search kept in the URL: turning a page is one history step at once; another page size starts from
 * the first page of the same search.
 */
export function usePaging<S extends PagedSearch>(
  search: S,
  change: SearchChange<S>,
  perPageOptions: readonly number[],
): PagingControls {
  const onPageChange = useCallback((page: number) => change((s) => ({ ...s, page }), { immediate: true }), [change]);
  const onPerPageChange = useCallback(
    (perPage: number) => change((s) => ({ ...s, per_page: perPage, page: 1 })),
    [change],
  );
  const options = useMemo(() => [...perPageOptions], [perPageOptions]);
  return { page: search.page, perPage: search.per_page, perPageOptions: options, onPageChange, onPerPageChange };
}

/**
 * A server-side sort kept in the URL: a header click naming one of `keys` becomes the search's orderby and order,
 * from the first page; a column the server cannot sort by changes nothing.
 */
export function useServerSort<K extends string, S extends PagedSearch & { orderby: K; order: 'asc' | 'desc' }>(
  search: S,
  change: SearchChange<S>,
  keys: readonly K[],
): { sort: DataTableSort; onSortChange: (sort: DataTableSort) => void } {
  const onSortChange = useCallback(
    (next: DataTableSort) => {
      const key = keys.find((k) => k === next.column);
      if (key) change((s) => ({ ...s, orderby: key, order: next.direction, page: 1 }), { immediate: true });
    },
    [change, keys],
  );
  const sort = useMemo(() => ({ column: search.orderby, direction: search.order }), [search.orderby, search.order]);
  return { sort, onSortChange };
}

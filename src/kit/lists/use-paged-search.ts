import { useCallback, useMemo, useState } from 'react';
import type { DataTableSort } from '../../ui/data-table';
import type { SearchChange, SearchChangeOptions } from '../../platform/router/use-search-url';

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

/** A server-side sort's state and how a header click changes it. */
export interface SortingControls {
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
}

export interface SearchStepOptions<S> {
  /**
   * A page turn and a header click render at once (`immediate`, the default), for a list whose pages are often in
   * the cache; false leaves them to React's transition like any other change.
   */
  immediate?: boolean;
  /** What else a page turn or another page size clears (an open message that belongs to the page it was on). */
  clears?: Partial<S>;
}

/**
 * The pages of a search kept in the URL: turning a page is one history step; another page size starts from the
 * first page of the same search.
 */
export function usePaging<S extends PagedSearch>(
  search: S,
  change: SearchChange<S>,
  perPageOptions: readonly number[],
  { immediate = true, clears }: SearchStepOptions<S> = {},
): PagingControls {
  const onPageChange = useCallback(
    (page: number) => change((s) => ({ ...s, ...clears, page }), { immediate }),
    [change, clears, immediate],
  );
  const onPerPageChange = useCallback(
    (perPage: number) => change((s) => ({ ...s, ...clears, per_page: perPage, page: 1 })),
    [change, clears],
  );
  return usePagingControls(search.page, search.per_page, perPageOptions, onPageChange, onPerPageChange);
}

/**
 * The pages of a list whose page is its own, not the URL's (a panel on a screen whose URL belongs to the screen):
 * it starts on the first page with the smallest page size; another page size starts from the first page.
 */
export function useLocalPaging(perPageOptions: readonly number[]): PagingControls {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(perPageOptions[0] ?? 1);
  const onPerPageChange = useCallback((next: number) => {
    setPerPage(next);
    setPage(1);
  }, []);
  return usePagingControls(page, perPage, perPageOptions, setPage, onPerPageChange);
}

function usePagingControls(
  page: number,
  perPage: number,
  perPageOptions: readonly number[],
  onPageChange: (page: number) => void,
  onPerPageChange: (perPage: number) => void,
): PagingControls {
  const options = useMemo(() => [...perPageOptions], [perPageOptions]);
  return useMemo(
    () => ({ page, perPage, perPageOptions: options, onPageChange, onPerPageChange }),
    [page, perPage, options, onPageChange, onPerPageChange],
  );
}

/**
 * A server-side sort kept in the URL: a header click naming one of `keys` becomes the search's orderby and order,
 * from the first page when the search has pages; a column the server cannot sort by changes nothing.
 */
export function useServerSort<K extends string, S extends { orderby: K; order: 'asc' | 'desc' }>(
  search: S,
  change: SearchChange<S>,
  keys: readonly K[],
  { immediate = true }: Pick<SearchStepOptions<S>, 'immediate'> = {},
): SortingControls {
  const onSortChange = useCallback(
    (next: DataTableSort) => {
      const key = keys.find((k) => k === next.column);
      const options: SearchChangeOptions = { immediate };
      if (key)
        change((s) => ({ ...s, orderby: key, order: next.direction, ...('page' in s ? { page: 1 } : {}) }), options);
    },
    [change, keys, immediate],
  );
  const sort = useMemo(() => ({ column: search.orderby, direction: search.order }), [search.orderby, search.order]);
  return useMemo(() => ({ sort, onSortChange }), [sort, onSortChange]);
}

/**
 * The pages and the sort of a list kept in the URL, the two things every sortable paged list hands its table:
 * spread them into PagedTable.
 */
export function usePagedList<K extends string, S extends PagedSearch & { orderby: K; order: 'asc' | 'desc' }>(
  search: S,
  change: SearchChange<S>,
  perPageOptions: readonly number[],
  sortKeys: readonly K[],
  options: Pick<SearchStepOptions<S>, 'immediate'> = {},
): { paging: PagingControls; sorting: SortingControls } {
  const paging = usePaging(search, change, perPageOptions, options);
  const sorting = useServerSort(search, change, sortKeys, options);
  return useMemo(() => ({ paging, sorting }), [paging, sorting]);
}

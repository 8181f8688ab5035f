import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { ApiClient } from '../../platform/http/client';

/** What a list may change of the usual. */
export interface ListQueryOptions {
  /** False until the list's input is known. */
  enabled?: boolean;
  /** 0: every visit fetches afresh (data that keeps changing). */
  staleTime?: number;
  /** `undefined` given explicitly: never kept in the browser's database (data too sensitive to store). */
  persister?: undefined;
}

/**
 * A page of a list: `key` starts with the list's cache tags and ends with its search, `operation` is the list's GET
 * through the typed client. While the next page or filter loads, the previous rows stay on screen
 * (`isPlaceholderData`), so a table never flashes empty.
 */
export function useListQuery<T>(
  key: QueryKey,
  operation: (client: ApiClient, signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response: Response }>,
  options: ListQueryOptions = {},
) {
  const { api } = useApi();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(operation(api.client, signal)),
    placeholderData: keepPreviousData,
    ...options,
  });
}

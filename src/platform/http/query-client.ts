import { QueryClient, type QueryPersister } from '@tanstack/react-query';
import { ApiError } from './errors';
import { CACHE_LIFETIME_MS } from '../../kernel/cache-lifetime';

/**
 * TanStack Query set to the spec's cache rules: 60 s lifetime, no refetch on focus or reconnect. With a persister
 * every query is also kept in the browser's database (see platform/db/stores/query-cache/query-persister.ts).
 *
 * Requests go out whether or not the browser says it is online (`networkMode: 'always'`). TanStack's default pauses
 * them while it is offline, which leaves a save button spinning with no word of why; here the request fails at once
 * with the Polish transport message, the form keeps what was typed, and the user retries when the network is back.
 */
export function createQueryClient(persister?: QueryPersister): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(persister ? { persister } : {}),
        gcTime: CACHE_LIFETIME_MS,
        staleTime: CACHE_LIFETIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
        // Only a lost connection is worth one more try; a 4xx or 5xx will answer the same again.
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';
import { CACHE_LIFETIME_MS } from './cache-tags';

/** TanStack Query set to the spec's cache rules: 60 s lifetime, no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_LIFETIME_MS,
        staleTime: CACHE_LIFETIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Only a lost connection is worth one more try; a 4xx or 5xx will answer the same again.
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}

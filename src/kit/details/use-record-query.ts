import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { ApiClient } from '../../platform/http/client';
import { isRecordId } from './detail-query';

/**
 * One record for a detail screen: `key` starts with the record's cache tags, `operation` is its GET through the typed
 * client. An id that cannot name a record (or null) asks for nothing; DetailQuery answers it with "not found".
 */
export function useRecordQuery<T>(
  key: QueryKey,
  id: number | null,
  operation: (client: ApiClient, signal: AbortSignal) => Promise<{ data?: T; error?: unknown; response: Response }>,
) {
  const { api } = useApi();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(operation(api.client, signal)),
    enabled: id !== null && isRecordId(id),
  });
}

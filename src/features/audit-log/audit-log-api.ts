import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { CacheTag } from '../../platform/db/stores/query-cache/cache-tags';
import type { components, operations } from '../../contract/types';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditEntity = components['schemas']['AuditEntity'];
/** GET /api/admin/audit-log: the entity, its id, page and page size. */
export type AuditLogQuery = operations['adminListAuditLog']['parameters']['query'];

/**
 * The tag every write to the entity already invalidates: the key starts with it, so a saved domain, a changed
 * privilege or order status refreshes the panel beside it without each mutation knowing about the log.
 */
const TAG_OF: Record<AuditEntity, CacheTag> = {
  domain: 'SingleDomain',
  user: 'User',
  order: 'User',
  category: 'Industry',
  check_details: 'Domains',
};

/**
 * A page of one entity's audit entries, newest first (administrators only). Never stored in the browser's database:
 * the entries name administrators and client addresses.
 */
export function useAuditLog(query: AuditLogQuery) {
  const { api } = useApi();
  return useQuery({
    queryKey: [TAG_OF[query.entity], 'audit-log', query] as const,
    queryFn: ({ signal }) => api.call(api.client.GET('/api/admin/audit-log', { params: { query }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
    persister: undefined,
  });
}

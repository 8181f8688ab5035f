import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { CacheTag } from '../../platform/db/stores/query-cache/cache-tags';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { components, operations } from '../../contract/types';

export type Domain = components['schemas']['Domain'];
export type DomainPage = components['schemas']['DomainPage'];
export type DomainInput = components['schemas']['DomainInput'];
export type DomainStatus = components['schemas']['DomainStatus'];
export type AdminDomainChange = components['schemas']['AdminDomainChange'];
export type BulkUpdateResult = operations['adminBulkUpdateDomains']['responses']['200']['content']['application/json'];
/** GET /api/admin/domains: the customer filters plus status, up to 1000 rows a page. */
export type AdminDomainsQuery = NonNullable<operations['adminListDomains']['parameters']['query']>;

/** Every write to a domain changes the lists and the single domains, in this tab and the others. */
const WRITTEN: readonly CacheTag[] = ['Domains', 'SingleDomain'];

/** A page of all domains, whatever their status; the previous page stays on screen while the next one loads. */
export function useAdminDomains(query: AdminDomainsQuery) {
  const { api } = useApi();
  return useQuery({
    queryKey: ['Domains', 'admin', query],
    queryFn: ({ signal }) => api.call(api.client.GET('/api/admin/domains', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** One domain by id, whatever its status; `null` (a new domain) asks for nothing. */
export function useAdminDomain(id: number | null) {
  const { api } = useApi();
  return useQuery({
    queryKey: ['SingleDomain', 'admin', id],
    queryFn: ({ signal }) =>
      api.call(api.client.GET('/api/admin/domains/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
  });
}

function useInvalidateDomains() {
  const { db } = useApi();
  const queryClient = useQueryClient();
  return () => invalidateTags(db, queryClient, WRITTEN);
}

/** Adds a domain to the catalogue (POST); a 422 carries the field messages. */
export function useCreateDomain() {
  const { api } = useApi();
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: (body: DomainInput) => api.call(api.client.POST('/api/admin/domains', { body })),
    onSuccess: invalidate,
  });
}

/** Replaces every editable field of a domain (PUT). */
export function useUpdateDomain() {
  const { api } = useApi();
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DomainInput }) =>
      api.call(api.client.PUT('/api/admin/domains/{id}', { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

/** Removes a domain; a 409 says why it may not go yet (open orders, redirects). */
export function useDeleteDomain() {
  const { api } = useApi();
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: (id: number) => api.call(api.client.DELETE('/api/admin/domains/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/**
 * Sends admin domain change entries as one bulk update: all applied, or none and a 422 naming the failing entries.
 * The returned function is what the edits machine's `save` actor calls; it settles after the lists were refetched.
 */
export function useBulkUpdateDomains(): (changes: AdminDomainChange[]) => Promise<BulkUpdateResult> {
  const { api } = useApi();
  const invalidate = useInvalidateDomains();
  const mutation = useMutation({
    mutationFn: (changes: AdminDomainChange[]) =>
      api.call(api.client.POST('/api/admin/domains/bulk-update', { body: { changes } })),
    onSuccess: invalidate,
  });
  return mutation.mutateAsync;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiQuery, type DomainApiQuery, type DomainSearch } from '../../../kernel/domain-search';
import { useApi } from '../../../platform/http/api-context';
import type { components } from '../../../contract/types';

export type Domain = components['schemas']['Domain'];
export type DomainPage = components['schemas']['DomainPage'];

/** Query keys of the catalogue; each starts with its spec cache tag (Domains, SingleDomain). */
export const domainKeys = {
  search: (query: DomainApiQuery) => ['Domains', query] as const,
  one: (id: number) => ['SingleDomain', id] as const,
};

/**
 * A page of the domain search (tag Domains). While the next page or filter loads, the previous rows stay on
 * screen (`isPlaceholderData`), so the table does not flash empty.
 */
export function useDomainSearch(search: DomainSearch) {
  const { api } = useApi();
  const query = toApiQuery(search);
  return useQuery({
    queryKey: domainKeys.search(query),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/domains', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** One domain by id (tag SingleDomain); a sold or withdrawn one fails with kind 'not_found'. */
export function useDomain(id: number) {
  const { api } = useApi();
  return useQuery({
    queryKey: domainKeys.one(id),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/domains/{id}', { params: { path: { id } }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

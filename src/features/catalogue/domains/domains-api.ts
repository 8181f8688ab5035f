import { toApiQuery, type DomainApiQuery, type DomainSearch } from '../../../kernel/domain-search';
import type { components } from '../../../contract/types';
import { useListQuery } from '../../../kit/lists/use-list-query';
import { useRecordQuery } from '../../../kit/details/use-record-query';

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
  const query = toApiQuery(search);
  return useListQuery(domainKeys.search(query), (client, signal) =>
    client.GET('/api/domains', { params: { query }, signal }),
  );
}

/** One domain by id (tag SingleDomain); a sold or withdrawn one fails with kind 'not_found'. */
export function useDomain(id: number) {
  return useRecordQuery(domainKeys.one(id), id, (client, signal) =>
    client.GET('/api/domains/{id}', { params: { path: { id } }, signal }),
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portalApiQuery, type PortalApiQuery, type PortalSearch } from '../../../kernel/portal-search';
import { useApi } from '../../../platform/http/api-context';
import type { components } from '../../../contract/types';

export type Portal = components['schemas']['Portal'];
export type PortalPage = components['schemas']['PortalPage'];

/**
 * Query keys of the portals for sale. The spec has no tag of their own; they sit under Publications (the tag of the
 * portal catalogue), which the checkout invalidates after an order, so a portal just ordered leaves the list.
 */
export const portalKeys = {
  search: (query: PortalApiQuery) => ['Publications', 'portals', query] as const,
  one: (id: number) => ['Publications', 'portal', id] as const,
};

/** A page of portals for sale. While the next page or filter loads, the previous rows stay on screen. */
export function usePortalSearch(search: PortalSearch) {
  const { api } = useApi();
  const query = portalApiQuery(search);
  return useQuery({
    queryKey: portalKeys.search(query),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/portals', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** One portal for sale; a sold, reserved or withdrawn one fails with kind 'not_found'. */
export function usePortal(id: number) {
  const { api } = useApi();
  return useQuery({
    queryKey: portalKeys.one(id),
    queryFn: ({ signal }) => api.call(api.client.GET('/api/portals/{id}', { params: { path: { id } }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

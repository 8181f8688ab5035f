import { portalApiQuery, type PortalApiQuery, type PortalSearch } from '../../../kernel/portal-search';
import type { components } from '../../../contract/types';
import { useListQuery } from '../../../kit/lists/use-list-query';
import { useRecordQuery } from '../../../kit/details/use-record-query';

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
  const query = portalApiQuery(search);
  return useListQuery(portalKeys.search(query), (client, signal) =>
    client.GET('/api/portals', { params: { query }, signal }),
  );
}

/** One portal for sale; a sold, reserved or withdrawn one fails with kind 'not_found'. */
export function usePortal(id: number) {
  return useRecordQuery(portalKeys.one(id), id, (client, signal) =>
    client.GET('/api/portals/{id}', { params: { path: { id } }, signal }),
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { BodyOf, QueryOf, Schemas } from '../../contract/types';
import { useListQuery } from '../../kit/lists/use-list-query';
import { useRecordQuery } from '../../kit/details/use-record-query';

export type Redirect = Schemas['Redirect'];
export type RedirectQuery = QueryOf<'listMyRedirects'>;
export type RedirectUpdate = BodyOf<'requestRedirectUpdate'>;

/** Query keys of the customer's 301 redirects, all under the tag Redirects. */
export const redirectKeys = {
  list: (query: RedirectQuery) => ['Redirects', 'list', query] as const,
  one: (id: number) => ['Redirects', 'one', id] as const,
};

/** A page of the customer's redirects, newest first; the previous page stays while the next loads. */
export function useMyRedirects(query: RedirectQuery) {
  return useListQuery(redirectKeys.list(query), (client, signal) =>
    client.GET('/api/me/redirects', { params: { query }, signal }),
  );
}

/** One of the customer's redirects. */
export function useMyRedirect(id: number) {
  return useRecordQuery(redirectKeys.one(id), id, (client, signal) =>
    client.GET('/api/me/redirects/{id}', { params: { path: { id } }, signal }),
  );
}

/**
 * Asks for a new target URL. The answer's redirect is shown at once on its page; the tag Redirects is invalidated
 * so the list (and its browser cache) reads the change too.
 */
export function useRequestRedirectUpdate() {
  const { api, db } = useApi();
  const queryClient = useQueryClient();
  // A plain call, not a mutation: the form's submission machine is the one place its state is kept.
  return async (body: RedirectUpdate) => {
    const result = await api.call(api.client.POST('/api/me/redirects/updateRequest', { body }));
    queryClient.setQueryData(redirectKeys.one(result.redirect.id), result.redirect);
    await invalidateTags(db, queryClient, ['Redirects']);
    return result;
  };
}

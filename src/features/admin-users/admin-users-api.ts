import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { QueryOf, Schemas } from '../../contract/types';
import type { Privilege } from '../../kernel/privileges';
import { useListQuery } from '../../kit/lists/use-list-query';
import { useRecordQuery } from '../../kit/details/use-record-query';

export type AdminUser = Schemas['AdminUser'];
export type AdminUsersQuery = QueryOf<'adminListUsers'>;

/** The users list and one user, under the spec's tag User. */
export const adminUserKeys = {
  list: (query: AdminUsersQuery) => ['User', 'users', 'list', query] as const,
  one: (id: number) => ['User', 'users', 'one', id] as const,
};

/** A page of users as the filters ask; the previous page stays while the next loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useListQuery(adminUserKeys.list(query), (client, signal) =>
    client.GET('/api/admin/users', { params: { query }, signal }),
  );
}

/** One user with profile, address, company data, privileges and sign-in dates. */
export function useAdminUser(id: number) {
  return useRecordQuery(adminUserKeys.one(id), id, (client, signal) =>
    client.GET('/api/admin/users/{id}', { params: { path: { id } }, signal }),
  );
}

/** Sets a user's privileges; the user's page shows the answer at once and User is invalidated. */
export function useSetPrivileges(id: number) {
  const { api, db } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privileges: Privilege[]) =>
      api.call(api.client.PUT('/api/admin/users/{id}/privileges', { params: { path: { id } }, body: { privileges } })),
    onSuccess: async (user) => {
      queryClient.setQueryData(adminUserKeys.one(user.id), user);
      await invalidateTags(db, queryClient, ['User']);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import type { Api } from '../../platform/http/client';
import type { CacheTag } from '../../platform/db/stores/query-cache/cache-tags';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { components } from '../../contract/types';

export type Industry = components['schemas']['Industry'];
export type Tag = components['schemas']['Tag'];
export type CategoryKind = 'industries' | 'tags';
export type Category = Industry | Tag;

/** Each kind's cache tag (spec section 7: Industry, Tag). */
export const CATEGORY_TAG: Record<CategoryKind, CacheTag> = { industries: 'Industry', tags: 'Tag' };

/** All industries or all tags, by name (tags Industry / Tag). */
export function useCategories(kind: CategoryKind) {
  const { api } = useApi();
  return useQuery({
    queryKey: [CATEGORY_TAG[kind], 'list'],
    queryFn: async ({ signal }): Promise<Category[]> => {
      const page =
        kind === 'industries'
          ? await api.call(api.client.GET('/api/industries', { signal }))
          : await api.call(api.client.GET('/api/tags', { signal }));
      return page.data;
    },
  });
}

/** A change to one kind's list; once it succeeds the list is invalidated in every tab, so it is refetched. */
function useCategoryChange<V, R>(kind: CategoryKind, send: (api: Api, value: V) => Promise<R>) {
  const { api, db } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => send(api, value),
    onSuccess: () => invalidateTags(db, queryClient, [CATEGORY_TAG[kind]]),
  });
}

/** Creates an industry or a tag. */
export function useCreateCategory(kind: CategoryKind) {
  return useCategoryChange(kind, (api, name: string) =>
    kind === 'industries'
      ? api.call(api.client.POST('/api/industries', { body: { name } }))
      : api.call(api.client.POST('/api/tags', { body: { name } })),
  );
}

/** Removes an industry or a tag; the server refuses one still in use and says where. */
export function useDeleteCategory(kind: CategoryKind) {
  return useCategoryChange(kind, (api, id: number) =>
    kind === 'industries'
      ? api.call(api.client.DELETE('/api/industries/{id}', { params: { path: { id } } }))
      : api.call(api.client.DELETE('/api/tags/{id}', { params: { path: { id } } })),
  );
}

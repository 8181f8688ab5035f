import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/http/api-context';
import { invalidateTags } from '../../platform/db/stores/query-cache/cache-invalidation';
import type { Schemas, SuccessOf } from '../../contract/types';

export type DomainCheck = Schemas['DomainCheck'];
/** POST /api/admin/check-details: one row per distinct name, the merged count and the provider's state. */
export type DomainCheckResult = SuccessOf<'adminCheckDetails'>;
/** POST /api/admin/check-details/import: the drafts created and the names skipped. */
export type DraftImportResult = SuccessOf<'adminImportCheckedDomains'>;

/**
 * Checks a pasted list on the server. Not cached: the answer is about this moment's catalogue and is kept by the
 * check-details machine for as long as the screen shows it.
 */
export function useDomainListChecker(): (text: string) => Promise<DomainCheckResult> {
  const { api } = useApi();
  return useCallback(
    (text: string) => api.call(api.client.POST('/api/admin/check-details', { body: { text } })),
    [api],
  );
}

/** Adds names as hidden draft domains; the catalogue's lists (the Domains tag) are refetched so /manage shows them. */
export function useDraftImporter(): (names: string[]) => Promise<DraftImportResult> {
  const { api, db } = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (names: string[]) => {
      const result = await api.call(api.client.POST('/api/admin/check-details/import', { body: { names } }));
      await invalidateTags(db, queryClient, ['Domains', 'SingleDomain']);
      return result;
    },
    [api, db, queryClient],
  );
}

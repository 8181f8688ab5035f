import { useListQuery } from '../../kit/lists/use-list-query';
import { queryKeys } from '../../platform/db/stores/query-cache/cache-tags';
import type { components, operations } from '../../contract/types';

export type OutboxMessage = components['schemas']['OutboxMessage'];
/** GET /api/admin/outbox: part of the recipient, page and page size. */
export type AdminOutboxQuery = NonNullable<operations['adminListOutbox']['parameters']['query']>;

/**
 * A page of the mail outbox, newest first (administrators only). It is fetched afresh on every visit, since mail
 * keeps arriving, and never stored in the browser's database: the messages hold password-reset links.
 */
export function useAdminOutbox(query: AdminOutboxQuery) {
  return useListQuery(
    queryKeys.outbox(query),
    (client, signal) => client.GET('/api/admin/outbox', { params: { query }, signal }),
    { staleTime: 0, persister: undefined },
  );
}

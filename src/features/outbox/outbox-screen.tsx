import { useCallback, useMemo } from 'react';
import { useAdminOutbox } from './outbox-api';
import { adminOutboxCopy as copy } from './outbox-copy';
import {
  MAX_OUTBOX_TO_LENGTH,
  OUTBOX_PER_PAGE_OPTIONS,
  outboxApiQuery,
  outboxSearch,
  outboxSearchParams,
  type OutboxSearch,
} from '../../kernel/outbox-search';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { PagedTable } from '../../kit/lists/paged-table';
import { SearchFilter } from '../../kit/lists/search-filter';
import { usePaging } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import type { AppPath } from '../../platform/router/route-link';
import { outboxColumns } from './outbox-columns';
import { OutboxMessageDialog } from './outbox-message-dialog';
import styles from './outbox.module.css';

// Newest first, always: no column sorts. Without a recipient filter an empty outbox is the table's empty row.
const LIST_COPY = { ...copy.list, reset: copy.filter.reset, itemForms: copy.messageForms };
const FILTERED_COPY = { ...LIST_COPY, empty: copy.list.emptyFiltered };
// The open message belongs to the page it is on.
const CLOSED: Partial<OutboxSearch> = { message: null };

function withQuery(search: OutboxSearch): AppPath {
  const query = outboxSearchParams(search).toString();
  return `/outbox${query ? `?${query}` : ''}`;
}

/**
 * /outbox ("Poczta wychodząca"): the mail the server kept instead of sending, for administrators. The recipient
 * filter, the page and the open message are the page URL. A message's text is shown as text, its links clickable.
 */
export default function OutboxScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(outboxSearch);
  const { to, page, per_page: perPage } = search;
  const query = useAdminOutbox(
    useMemo(() => outboxApiQuery({ to, page, per_page: perPage, message: null }), [to, page, perPage]),
  );
  const paging = usePaging(search, change, OUTBOX_PER_PAGE_OPTIONS, { clears: CLOSED });
  const result = query.data;
  const columns = useMemo(
    () => outboxColumns((id) => withQuery({ to, page, per_page: perPage, message: id })),
    [to, page, perPage],
  );
  const open = result?.data.find((m) => m.id === search.message) ?? null;

  const filter = useCallback(
    (text: string) => change((s) => ({ ...s, to: text.trim(), page: 1, message: null }), { replace: true }),
    [change],
  );
  const reset = useCallback(() => change((s) => ({ ...s, to: '', page: 1, message: null })), [change]);

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <SearchFilter
            label={copy.filter.label}
            placeholder={copy.filter.placeholder}
            maxLength={MAX_OUTBOX_TO_LENGTH}
            value={to}
            onCommit={filter}
          />
        </div>
        <Button variant="secondary" isPending={query.isFetching} onPress={() => void query.refetch()}>
          {copy.list.refresh}
        </Button>
      </div>
      <PagedTable
        copy={to ? FILTERED_COPY : LIST_COPY}
        request={query}
        columns={columns}
        paging={paging}
        onReset={to ? reset : undefined}
      />
      <OutboxMessageDialog message={open} onClose={() => change((s) => ({ ...s, message: null }))} />
    </Page>
  );
}

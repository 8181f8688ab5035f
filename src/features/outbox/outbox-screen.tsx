import { useCallback, useMemo } from 'react';
import { useAdminOutbox, type OutboxMessage } from './outbox-api';
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
import { DataTable } from '../../ui/data-table';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { ResultsEmpty, ResultsLoading } from '../../kit/lists/results-states';
import { SearchFilter } from '../../kit/lists/search-filter';
import { useSearchUrl } from '../../platform/router/use-search-url';
import type { AppPath } from '../../platform/router/route-link';
import { outboxColumns } from './outbox-columns';
import { OutboxMessageDialog } from './outbox-message-dialog';
import styles from './outbox.module.css';

const PER_PAGE = [...OUTBOX_PER_PAGE_OPTIONS];
const NO_ROWS: OutboxMessage[] = [];
// Newest first, always: no column sorts, so the table never reports a sort.
const noSort = () => undefined;

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
  const nothingFound = result !== undefined && !query.isPlaceholderData && result.total === 0;

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
      <section aria-label={copy.list.region}>
        {query.isError ? (
          <LoadFailed
            text={copy.list.failed}
            reason={query.error.message}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : nothingFound && to ? (
          <ResultsEmpty text={copy.list.emptyFiltered} resetLabel={copy.filter.reset} onReset={reset} />
        ) : (
          <>
            {query.isPending && <ResultsLoading text={copy.list.loading} />}
            <DataTable
              label={copy.list.table}
              columns={columns}
              rows={result?.data ?? NO_ROWS}
              rowKey={(m) => m.id}
              sort={null}
              onSortChange={noSort}
              busy={query.isPending || query.isPlaceholderData}
              empty={copy.list.empty}
            />
            {result && (
              <Pagination
                label={copy.list.pagination}
                page={page}
                lastPage={result.last_page}
                perPage={perPage}
                perPageOptions={PER_PAGE}
                total={result.total}
                totalIsCapped={result.total_is_capped}
                itemForms={copy.messageForms}
                onPageChange={(next) => change((s) => ({ ...s, page: next, message: null }), { immediate: true })}
                onPerPageChange={(next) => change((s) => ({ ...s, per_page: next, page: 1, message: null }))}
              />
            )}
          </>
        )}
      </section>
      <OutboxMessageDialog message={open} onClose={() => change((s) => ({ ...s, message: null }))} />
    </Page>
  );
}

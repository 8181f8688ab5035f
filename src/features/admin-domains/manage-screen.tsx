import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import { useAppActorRef } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useAdminDomains, useBulkUpdateDomains, type Domain } from './admin-domains-api';
import { useCategories } from '../catalogue';
import { adminDomainsCopy as copy } from './admin-domains-copy';
import { adminDomainEditsMachine } from './admin-domain-edits.machine';
import {
  DEFAULT_ADMIN_SEARCH,
  adminDomainQuery,
  adminDomainSearch,
  hasFilters,
  withFilters,
  type AdminDomainSearch,
} from '../../kernel/admin-domain-search';
import { ADMIN_DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS, isOneOf } from '../../kernel/search-vocabulary';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { Pagination } from '../../ui/pagination';
import { useToast } from '../../kit/toasts';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { ChangesBar } from './manage/changes-bar';
import { DraftStore } from './manage/draft-store';
import { EditsProvider, useDraftCount, type ManageEdits } from './manage/edits-context';
import { useLeaveGuard } from './manage/leave-guard';
import { MANAGE_COLUMNS } from './manage/manage-columns';
import { ManageFilters } from './manage/manage-filters';
import { useEditRecorder } from './manage/use-edit-recorder';
import { useFocusRow } from './manage/use-focus-row';
import styles from './manage/manage.module.css';

// One array for the page-size select, so it is not rendered again with every page.
const PAGE_SIZES = [...ADMIN_DOMAIN_PAGE_SIZES];
// Pages over 100 rows are virtualised: a fixed-height scroller with only the visible rows in the DOM.
const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 64;
const VIRTUAL_HEIGHT = 640;

function filtersKey({ page: _p, per_page: _pp, orderby: _ob, order: _o, ...filters }: AdminDomainSearch): string {
  return JSON.stringify(filters);
}

/**
 * /manage: every domain in one server-side table, with price, lease price, tags and industries edited in place.
 * The edits live above the table, keyed by domain id, so paging, sorting and filtering never lose them; one Save
 * sends them all as one bulk update.
 */
export default function ManageScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(adminDomainSearch);
  const list = useAdminDomains(useMemo(() => adminDomainQuery(search), [search]));
  const tags = useCategories('tags');
  const industries = useCategories('industries');
  const toast = useToast();
  const bulkUpdate = useBulkUpdateDomains();

  const actor = useAppActorRef(
    adminDomainEditsMachine.provide({
      actors: { save: fromPromise(({ input }) => bulkUpdate(input.changes)) },
      actions: { notifySaved: (_, { message }) => toast('success', message) },
    }),
  );
  const [drafts] = useState(() => new DraftStore());
  const pendingCount = useSelector(actor, (s) => s.context.changes.length);
  const draftCount = useDraftCount(drafts);
  const { dialog } = useLeaveGuard(pendingCount > 0 || draftCount > 0);
  const recorder = useEditRecorder(actor, drafts, search);

  const categories = useMemo(
    () => ({ tags: tags.data ?? [], industries: industries.data ?? [] }),
    [tags.data, industries.data],
  );
  const edits = useMemo<ManageEdits>(
    () => ({ actor, drafts, categories, ...recorder.handlers }),
    [actor, drafts, categories, recorder.handlers],
  );

  // A stable sort object keeps the table from rebuilding its rows when only the pending count changes.
  const sort = useMemo(() => ({ column: search.orderby, direction: search.order }), [search.orderby, search.order]);
  const rows = list.data?.data ?? [];
  const [focusId, setFocusId] = useState<number | null>(null);
  useFocusRow(
    focusId,
    rows,
    list.isSuccess && !list.isPlaceholderData,
    useCallback(() => setFocusId(null), []),
  );

  /** Goes back to the page the domain was edited on (or finds it by name) and focuses its row. */
  const locate = (id: number) => {
    const origin = recorder.originOf(id);
    change(
      (current) => origin ?? { ...DEFAULT_ADMIN_SEARCH, per_page: current.per_page, name: recorder.nameOf(id) ?? '' },
    );
    setFocusId(id);
  };

  const meta = list.data;
  return (
    <Page title={title}>
      <EditsProvider value={edits}>
        <div className={styles.toolbar}>
          <Link to="/manage/new" className={styles.addLink}>
            {copy.list.add}
          </Link>
        </div>
        <ManageFilters
          key={filtersKey(search)}
          filters={search}
          categories={categories}
          onApply={(filters) => change((current) => withFilters(current, filters))}
        />
        {list.isError && !meta && (
          <Alert tone="error">
            {copy.list.loadFailed}{' '}
            <Button variant="secondary" onPress={() => void list.refetch()}>
              {copy.list.tryAgain}
            </Button>
          </Alert>
        )}
        {list.isPending && <PageLoader />}
        {meta && (
          <DataTable<Domain>
            label={copy.list.tableLabel}
            columns={MANAGE_COLUMNS}
            rows={rows}
            rowKey={(domain) => domain.id}
            sort={sort}
            onSortChange={({ column, direction }) => {
              if (isOneOf(DOMAIN_SORT_KEYS, column))
                change((current) => ({ ...current, orderby: column, order: direction, page: 1 }));
            }}
            virtualized={search.per_page > VIRTUAL_FROM}
            height={VIRTUAL_HEIGHT}
            rowHeight={ROW_HEIGHT}
            busy={list.isPlaceholderData}
            empty={hasFilters(search) ? copy.list.empty : copy.list.emptyCatalogue}
          />
        )}
        <ChangesBar onLocate={locate} nameOf={recorder.nameOf} />
        {meta && (
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            perPage={search.per_page}
            perPageOptions={PAGE_SIZES}
            total={meta.total}
            totalIsCapped={meta.total_is_capped}
            onPageChange={(page) => change((current) => ({ ...current, page }))}
            onPerPageChange={(perPage) => change((current) => ({ ...current, per_page: perPage, page: 1 }))}
            label={copy.list.paginationLabel}
            itemForms={copy.domainForms}
          />
        )}
        {dialog}
      </EditsProvider>
    </Page>
  );
}

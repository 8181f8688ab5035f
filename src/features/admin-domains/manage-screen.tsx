import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import { useAppActorRef } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useAdminDomains, useBulkUpdateDomains } from './admin-domains-api';
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
import { ADMIN_DOMAIN_PAGE_SIZES, DOMAIN_SORT_KEYS } from '../../kernel/search-vocabulary';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { PagedTable } from '../../kit/lists/paged-table';
import { usePaging, useServerSort } from '../../kit/lists/use-paged-search';
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

// Pages over 100 rows are virtualised: a fixed-height scroller with only the visible rows in the DOM.
const LAYOUT = { virtualizeFrom: 101, rowHeight: 64, height: 640 };
// Every change of page, size or sort renders in React's transition: a page of editable rows is heavy.
const IN_TRANSITION = { immediate: false };
// No region, slow notice or loading line of its own: the page loader stands in while the first page loads.
const FILTERED_COPY = {
  table: copy.list.tableLabel,
  pagination: copy.list.paginationLabel,
  itemForms: copy.domainForms,
  failed: copy.list.loadFailed,
  empty: copy.list.empty,
};
const CATALOGUE_COPY = { ...FILTERED_COPY, empty: copy.list.emptyCatalogue };

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
  const sorting = useServerSort(search, change, DOMAIN_SORT_KEYS, IN_TRANSITION);
  const paging = usePaging(search, change, ADMIN_DOMAIN_PAGE_SIZES, IN_TRANSITION);
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

  // The page the rows are of: while the next one loads, the rows and the pager still show the previous one.
  const shownPaging = useMemo(
    () => ({ ...paging, page: list.data?.current_page ?? paging.page }),
    [paging, list.data?.current_page],
  );
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
        <PagedTable
          copy={hasFilters(search) ? FILTERED_COPY : CATALOGUE_COPY}
          request={list}
          failed={list.isError && !list.data}
          columns={MANAGE_COLUMNS}
          sorting={sorting}
          paging={shownPaging}
          layout={LAYOUT}
          pending={<PageLoader />}
          between={<ChangesBar onLocate={locate} nameOf={recorder.nameOf} />}
        />
        {dialog}
      </EditsProvider>
    </Page>
  );
}

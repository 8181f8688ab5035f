import { useCallback, useMemo } from 'react';
import { useAdminUsers, type AdminUser } from '../../../api/admin-users';
import { adminUsersCopy as copy } from '../../../i18n/admin-users';
import {
  ADMIN_USER_PER_PAGE_OPTIONS,
  ADMIN_USER_SORT_KEYS,
  adminUserApiQuery,
  adminUserSearchParams,
  isAdminUserPageTurn,
  parseAdminUserSearch,
} from '../../../model/admin-user-search';
import { DataTable, type DataTableSort } from '../../../ui/data-table';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { ResultsView } from '../../shared/results-view';
import { useSearchUrl } from '../../shared/use-search-url';
import { USER_COLUMNS } from './user-columns';
import { NO_USER_FILTERS, UserFilters, type UserFilterValues } from './user-filters';
import styles from './users.module.css';

const CODEC = { parse: parseAdminUserSearch, toParams: adminUserSearchParams, isPageTurn: isAdminUserPageTurn };
const PER_PAGE = [...ADMIN_USER_PER_PAGE_OPTIONS];
const NO_ROWS: AdminUser[] = [];

/** /users: every account, searched by name, e-mail or NIP and filtered, sorted and paged on the server. */
export default function UsersScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(CODEC);
  const query = useAdminUsers(useMemo(() => adminUserApiQuery(search), [search]));
  const result = query.data;
  const apply = useCallback(
    (next: UserFilterValues) => change((s) => ({ ...s, ...next, page: 1 }), { immediate: true }),
    [change],
  );
  const onSortChange = useCallback(
    (next: DataTableSort) => {
      const key = ADMIN_USER_SORT_KEYS.find((k) => k === next.column);
      if (key) change((s) => ({ ...s, orderby: key, order: next.direction, page: 1 }), { immediate: true });
    },
    [change],
  );
  const filters = { search: search.search, privilege: search.privilege, verified: search.verified };

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      <UserFilters key={adminUserSearchParams({ ...search, page: 1 }).toString()} filters={filters} onApply={apply} />
      <ResultsView
        copy={copy.list}
        request={query}
        total={result?.total}
        resetLabel={copy.filters.reset}
        onReset={() => apply(NO_USER_FILTERS)}
      >
        <DataTable
          label={copy.list.table}
          columns={USER_COLUMNS}
          rows={result?.data ?? NO_ROWS}
          rowKey={(user) => user.id}
          sort={{ column: search.orderby, direction: search.order }}
          onSortChange={onSortChange}
          busy={query.isPending || query.isPlaceholderData}
          empty={copy.list.empty}
        />
        {result && result.total > 0 && (
          <Pagination
            label={copy.list.pagination}
            page={search.page}
            lastPage={result.last_page}
            perPage={search.per_page}
            perPageOptions={PER_PAGE}
            total={result.total}
            totalIsCapped={result.total_is_capped}
            itemForms={copy.userForms}
            onPageChange={(page) => change((s) => ({ ...s, page }), { immediate: true })}
            onPerPageChange={(perPage) => change((s) => ({ ...s, per_page: perPage, page: 1 }))}
          />
        )}
      </ResultsView>
    </Page>
  );
}

import { useCallback, useMemo } from 'react';
import { useAdminUsers } from './admin-users-api';
import { adminUsersCopy as copy } from './admin-users-copy';
import { ADMIN_USER_PER_PAGE_OPTIONS, ADMIN_USER_SORT_KEYS, adminUserSearch } from '../../kernel/admin-user-search';
import { Page } from '../../ui/page';
import { PagedTable } from '../../kit/lists/paged-table';
import { usePagedList } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { USER_COLUMNS } from './user-columns';
import { NO_USER_FILTERS, UserFilters, type UserFilterValues } from './user-filters';
import pages from '../../kit/admin-pages.module.css';

const LIST_COPY = { ...copy.list, reset: copy.filters.reset, itemForms: copy.userForms };

/** /users: every account, searched by name, e-mail or NIP and filtered, sorted and paged on the server. */
export default function UsersScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(adminUserSearch);
  const query = useAdminUsers(useMemo(() => adminUserSearch.toApiQuery(search), [search]));
  const apply = useCallback(
    (next: UserFilterValues) => change((s) => ({ ...s, ...next, page: 1 }), { immediate: true }),
    [change],
  );
  const list = usePagedList(search, change, ADMIN_USER_PER_PAGE_OPTIONS, ADMIN_USER_SORT_KEYS);
  const filters = { search: search.search, privilege: search.privilege, verified: search.verified };

  return (
    <Page title={title}>
      <p className={pages.intro}>{copy.intro}</p>
      <UserFilters
        key={adminUserSearch.toParams({ ...search, page: 1 }).toString()}
        filters={filters}
        onApply={apply}
      />
      <PagedTable
        copy={LIST_COPY}
        request={query}
        columns={USER_COLUMNS}
        {...list}
        onReset={() => apply(NO_USER_FILTERS)}
      />
    </Page>
  );
}

import { useCallback, useMemo } from 'react';
import { useAdminOrders } from './admin-orders-api';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { ADMIN_ORDER_PER_PAGE_OPTIONS, ADMIN_ORDER_SORT_KEYS, adminOrderSearch } from '../../kernel/admin-order-search';
import { Page } from '../../ui/page';
import { PagedTable } from '../../kit/lists/paged-table';
import { usePagedList } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { ADMIN_ORDER_COLUMNS } from './admin-order-columns';
import { AdminOrderFilters, NO_ORDER_FILTERS, type AdminOrderFilterValues } from './admin-order-filters';
import styles from '../../kit/admin-pages.module.css';

const LIST_COPY = { ...copy.list, reset: copy.filters.reset, itemForms: copy.orderForms };

/**
 * /all-orders: every order, filtered by status, the days it was placed, the customer and the product, sorted and
 * paged on the server, the whole search in the URL.
 */
export default function AllOrdersScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(adminOrderSearch);
  const query = useAdminOrders(useMemo(() => adminOrderSearch.toApiQuery(search), [search]));
  const filters: AdminOrderFilterValues = {
    status: search.status,
    customer: search.customer,
    date_from: search.date_from,
    date_to: search.date_to,
    kind: search.kind,
  };
  const apply = useCallback(
    (next: AdminOrderFilterValues) => change((s) => ({ ...s, ...next, page: 1 }), { immediate: true }),
    [change],
  );
  const list = usePagedList(search, change, ADMIN_ORDER_PER_PAGE_OPTIONS, ADMIN_ORDER_SORT_KEYS);

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      {/* A new key when the URL's filters change (back, a shared link), so the fields show them. */}
      <AdminOrderFilters
        key={adminOrderSearch.toParams({ ...search, page: 1 }).toString()}
        filters={filters}
        onApply={apply}
      />
      <PagedTable
        copy={LIST_COPY}
        request={query}
        columns={ADMIN_ORDER_COLUMNS}
        {...list}
        onReset={() => apply(NO_ORDER_FILTERS)}
      />
    </Page>
  );
}

import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAdminOrders } from '../admin-orders';
import { adminOrdersCopy } from '../admin-orders';
import { adminUsersCopy as copy } from './admin-users-copy';
import { ADMIN_ORDER_PER_PAGE_OPTIONS, ADMIN_ORDER_SORT_KEYS, adminOrderSearch } from '../../kernel/admin-order-search';
import { Page } from '../../ui/page';
import { PagedTable } from '../../kit/lists/paged-table';
import { OrderStatusFilter } from '../orders';
import { RouteLink } from '../../platform/router/route-link';
import { usePagedList } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { adminOrderColumns } from '../admin-orders';
import pages from '../../kit/admin-pages.module.css';

const LIST_COPY = {
  ...adminOrdersCopy.list,
  table: copy.orders.table,
  reset: adminOrdersCopy.filters.reset,
  itemForms: adminOrdersCopy.orderForms,
};

/**
 * /users/{id}/orders: one user's orders as the customer sees theirs (the same list and status segments), with what
 * an administrator adds: the sortable columns of /all-orders, and each order opening under the user.
 */
export default function UserOrdersScreen({ title }: { title: string }) {
  const userId = Number(useParams().id);
  const { search, change } = useSearchUrl(adminOrderSearch);
  const query = useAdminOrders(
    useMemo(() => ({ ...adminOrderSearch.toApiQuery(search), user_id: userId }), [search, userId]),
    Number.isInteger(userId) && userId > 0,
  );
  const columns = useMemo(() => adminOrderColumns((order) => `/users/${userId}/orders/${order.id}`), [userId]);
  const list = usePagedList(search, change, ADMIN_ORDER_PER_PAGE_OPTIONS, ADMIN_ORDER_SORT_KEYS);
  return (
    <Page title={title}>
      <p className={pages.back}>
        <RouteLink to={`/users/${userId}`}>{copy.orders.backToUser}</RouteLink>
      </p>
      <OrderStatusFilter
        value={search.status}
        onChange={(status) => change((s) => ({ ...s, status, page: 1 }), { immediate: true })}
      />
      <PagedTable
        copy={LIST_COPY}
        request={query}
        columns={columns}
        {...list}
        onReset={() => change((s) => ({ ...s, status: null, page: 1 }))}
      />
    </Page>
  );
}

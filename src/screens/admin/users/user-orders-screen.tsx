import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useAdminOrders } from '../../../api/admin-orders';
import { adminOrdersCopy } from '../../../i18n/admin-orders';
import { adminUsersCopy as copy } from '../../../i18n/admin-users';
import {
  ADMIN_ORDER_PER_PAGE_OPTIONS,
  ADMIN_ORDER_SORT_KEYS,
  adminOrderApiQuery,
  adminOrderSearchParams,
  isAdminOrderPageTurn,
  parseAdminOrderSearch,
} from '../../../model/admin-order-search';
import type { DataTableSort } from '../../../ui/data-table';
import { Page } from '../../../ui/page';
import { OrderList } from '../../shared/order-list';
import { OrderStatusFilter } from '../../shared/order-status-filter';
import { RouteLink } from '../../shared/route-link';
import { useSearchUrl } from '../../shared/use-search-url';
import { adminOrderColumns } from '../orders/admin-order-columns';
import styles from './users.module.css';

const CODEC = { parse: parseAdminOrderSearch, toParams: adminOrderSearchParams, isPageTurn: isAdminOrderPageTurn };
const PER_PAGE = [...ADMIN_ORDER_PER_PAGE_OPTIONS];
const LIST_COPY = { ...adminOrdersCopy.list, table: copy.orders.table, orderForms: adminOrdersCopy.orderForms };

/**
 * /users/{id}/orders: one user's orders as the customer sees theirs (the same list and status segments), with what
 * an administrator adds: the sortable columns of /all-orders, and each order opening under the user.
 */
export default function UserOrdersScreen({ title }: { title: string }) {
  const userId = Number(useParams().id);
  const { search, change } = useSearchUrl(CODEC);
  const query = useAdminOrders(
    useMemo(() => ({ ...adminOrderApiQuery(search), user_id: userId }), [search, userId]),
    Number.isInteger(userId) && userId > 0,
  );
  const columns = useMemo(() => adminOrderColumns((order) => `/users/${userId}/orders/${order.id}`), [userId]);
  const onSortChange = useCallback(
    (next: DataTableSort) => {
      const key = ADMIN_ORDER_SORT_KEYS.find((k) => k === next.column);
      if (key) change((s) => ({ ...s, orderby: key, order: next.direction, page: 1 }), { immediate: true });
    },
    [change],
  );
  return (
    <Page title={title}>
      <p className={styles.back}>
        <RouteLink to={`/users/${userId}`}>{copy.orders.backToUser}</RouteLink>
      </p>
      <OrderStatusFilter
        value={search.status}
        onChange={(status) => change((s) => ({ ...s, status, page: 1 }), { immediate: true })}
      />
      <OrderList
        copy={LIST_COPY}
        request={query}
        columns={columns}
        sort={{ column: search.orderby, direction: search.order }}
        onSortChange={onSortChange}
        page={search.page}
        perPage={search.per_page}
        perPageOptions={PER_PAGE}
        onPageChange={(page) => change((s) => ({ ...s, page }), { immediate: true })}
        onPerPageChange={(perPage) => change((s) => ({ ...s, per_page: perPage, page: 1 }))}
        resetLabel={adminOrdersCopy.filters.reset}
        onReset={() => change((s) => ({ ...s, status: null, page: 1 }))}
      />
    </Page>
  );
}

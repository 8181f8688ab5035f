import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useAdminOrders } from '../../../api/admin-orders';
import type { Order } from '../../../api/orders';
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
import { DataTable, type DataTableSort } from '../../../ui/data-table';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { ResultsView } from '../../shared/results-view';
import { RouteLink } from '../../shared/route-link';
import { useSearchUrl } from '../../shared/use-search-url';
import { adminOrderColumns } from '../orders/admin-order-columns';
import styles from './users.module.css';

const CODEC = { parse: parseAdminOrderSearch, toParams: adminOrderSearchParams, isPageTurn: isAdminOrderPageTurn };
const PER_PAGE = [...ADMIN_ORDER_PER_PAGE_OPTIONS];
const NO_ROWS: Order[] = [];

/**
 * /users/{id}/orders: one user's orders in the administrators' order table (the same columns, sort and pages as
 * /all-orders), each opening under the user.
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
  const result = query.data;
  return (
    <Page title={title}>
      <p className={styles.back}>
        <RouteLink to={`/users/${userId}`}>{copy.orders.backToUser}</RouteLink>
      </p>
      <ResultsView
        copy={{ ...adminOrdersCopy.list, empty: adminOrdersCopy.list.empty }}
        request={query}
        total={result?.total}
        resetLabel={adminOrdersCopy.filters.reset}
        onReset={() => change((s) => ({ ...s, status: null, page: 1 }))}
      >
        <DataTable
          label={copy.orders.table}
          columns={columns}
          rows={result?.data ?? NO_ROWS}
          rowKey={(order) => order.id}
          sort={{ column: search.orderby, direction: search.order }}
          onSortChange={onSortChange}
          busy={query.isPending || query.isPlaceholderData}
          empty={adminOrdersCopy.list.empty}
        />
        {result && result.total > 0 && (
          <Pagination
            label={adminOrdersCopy.list.pagination}
            page={search.page}
            lastPage={result.last_page}
            perPage={search.per_page}
            perPageOptions={PER_PAGE}
            total={result.total}
            totalIsCapped={result.total_is_capped}
            itemForms={adminOrdersCopy.orderForms}
            onPageChange={(page) => change((s) => ({ ...s, page }), { immediate: true })}
            onPerPageChange={(perPage) => change((s) => ({ ...s, per_page: perPage, page: 1 }))}
          />
        )}
      </ResultsView>
    </Page>
  );
}

import { useCallback, useMemo } from 'react';
import { useAdminOrders } from '../../../api/admin-orders';
import type { Order } from '../../../api/orders';
import { adminOrdersCopy as copy } from '../../../i18n/admin-orders';
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
import { useSearchUrl } from '../../shared/use-search-url';
import { ADMIN_ORDER_COLUMNS } from './admin-order-columns';
import { AdminOrderFilters, NO_ORDER_FILTERS, type AdminOrderFilterValues } from './admin-order-filters';
import styles from './admin-orders.module.css';

const CODEC = { parse: parseAdminOrderSearch, toParams: adminOrderSearchParams, isPageTurn: isAdminOrderPageTurn };
const PER_PAGE = [...ADMIN_ORDER_PER_PAGE_OPTIONS];
const NO_ROWS: Order[] = [];

/**
 * /all-orders: every order, filtered by status, the days it was placed, the customer and the product, sorted and
 * paged on the server, the whole search in the URL.
 */
export default function AllOrdersScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(CODEC);
  const query = useAdminOrders(useMemo(() => adminOrderApiQuery(search), [search]));
  const result = query.data;
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
  const sort: DataTableSort = { column: search.orderby, direction: search.order };
  const onSortChange = useCallback(
    (next: DataTableSort) => {
      const key = ADMIN_ORDER_SORT_KEYS.find((k) => k === next.column);
      if (key) change((s) => ({ ...s, orderby: key, order: next.direction, page: 1 }), { immediate: true });
    },
    [change],
  );

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      {/* A new key when the URL's filters change (back, a shared link), so the fields show them. */}
      <AdminOrderFilters
        key={adminOrderSearchParams({ ...search, page: 1 }).toString()}
        filters={filters}
        onApply={apply}
      />
      <ResultsView
        copy={copy.list}
        request={query}
        total={result?.total}
        resetLabel={copy.filters.reset}
        onReset={() => apply(NO_ORDER_FILTERS)}
      >
        <DataTable
          label={copy.list.table}
          columns={ADMIN_ORDER_COLUMNS}
          rows={result?.data ?? NO_ROWS}
          rowKey={(order) => order.id}
          sort={sort}
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
            itemForms={copy.orderForms}
            onPageChange={(page) => change((s) => ({ ...s, page }), { immediate: true })}
            onPerPageChange={(perPage) => change((s) => ({ ...s, per_page: perPage, page: 1 }))}
          />
        )}
      </ResultsView>
    </Page>
  );
}

import { useCallback, useMemo } from 'react';
import { useMyOrders } from './orders-api';
import { ordersCopy as copy } from './orders-copy';
import { ORDER_PER_PAGE_OPTIONS, orderSearch } from '../../kernel/order-search';
import { Page } from '../../ui/page';
import { PagedTable } from '../../kit/lists/paged-table';
import { OrderStatusFilter } from './order-status-filter';
import { RouteLink } from '../../platform/router/route-link';
import { usePaging } from '../../kit/lists/use-paged-search';
import { useSearchUrl } from '../../platform/router/use-search-url';
import { ORDER_COLUMNS } from './order-columns';
import styles from './orders.module.css';

const LIST_COPY = {
  ...copy.list,
  empty: copy.list.emptyFiltered,
  reset: copy.filter.reset,
  itemForms: copy.orderForms,
};

/** No order at all yet: say so, and point to the catalogue. */
function NoOrders() {
  return (
    <div className={styles.empty} role="status">
      <p>{copy.list.empty}</p>
      <RouteLink to="/domain-list">{copy.list.emptyLink}</RouteLink>
    </div>
  );
}

/**
 * /orders ("Zamówienia"): the customer's orders with their status and totals, newest first, paged on the server,
 * the status filter and the page in the URL.
 */
export default function OrdersScreen({ title }: { title: string }) {
  const { search, change } = useSearchUrl(orderSearch);
  const query = useMyOrders(useMemo(() => orderSearch.toApiQuery(search), [search]));
  const paging = usePaging(search, change, ORDER_PER_PAGE_OPTIONS);
  const reset = useCallback(() => change((s) => ({ ...s, status: null, page: 1 })), [change]);
  const nothingAtAll = query.data !== undefined && !query.isPlaceholderData && query.data.total === 0 && !search.status;

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      <OrderStatusFilter
        value={search.status}
        onChange={(status) => change((s) => ({ ...s, status, page: 1 }), { immediate: true })}
      />
      {nothingAtAll ? (
        <NoOrders />
      ) : (
        <PagedTable copy={LIST_COPY} request={query} columns={ORDER_COLUMNS} paging={paging} onReset={reset} />
      )}
    </Page>
  );
}

import { useCallback, useMemo } from 'react';
import { useMyOrders, type Order } from '../../api/orders';
import { ordersCopy as copy } from '../../i18n/orders';
import { ORDER_STATUSES } from '../../model/order-status';
import {
  ORDER_PER_PAGE_OPTIONS,
  isOrderPageTurn,
  isOrderStatus,
  orderApiQuery,
  orderSearchParams,
  parseOrderSearch,
} from '../../model/order-search';
import { DataTable } from '../../ui/data-table';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { RadioGroupField } from '../../ui/radio-group-field';
import { ResultsView } from '../shared/results-view';
import { RouteLink } from '../shared/route-link';
import { useSearchUrl } from '../shared/use-search-url';
import { ORDER_COLUMNS } from './order-columns';
import styles from './orders.module.css';

const CODEC = { parse: parseOrderSearch, toParams: orderSearchParams, isPageTurn: isOrderPageTurn };
const PER_PAGE = [...ORDER_PER_PAGE_OPTIONS];
const NO_ROWS: Order[] = [];
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: copy.filter.all },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] })),
];
// Newest first, always: no column sorts, so the table never reports a sort.
const noSort = () => undefined;

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
  const { search, change } = useSearchUrl(CODEC);
  const query = useMyOrders(useMemo(() => orderApiQuery(search), [search]));
  const result = query.data;
  const reset = useCallback(() => change((s) => ({ ...s, status: null, page: 1 })), [change]);
  const nothingAtAll = result !== undefined && !query.isPlaceholderData && result.total === 0 && !search.status;

  return (
    <Page title={title}>
      <p className={styles.intro}>{copy.intro}</p>
      <RadioGroupField
        label={copy.filter.label}
        appearance="segments"
        options={STATUS_OPTIONS}
        value={search.status ?? ALL}
        onChange={(value) =>
          change((s) => ({ ...s, status: isOrderStatus(value) ? value : null, page: 1 }), { immediate: true })
        }
      />
      {nothingAtAll ? (
        <NoOrders />
      ) : (
        <ResultsView
          copy={{ ...copy.list, empty: copy.list.emptyFiltered }}
          request={query}
          total={result?.total}
          resetLabel={copy.filter.reset}
          onReset={reset}
        >
          <DataTable
            label={copy.list.table}
            columns={ORDER_COLUMNS}
            rows={result?.data ?? NO_ROWS}
            rowKey={(order) => order.id}
            sort={null}
            onSortChange={noSort}
            busy={query.isPending || query.isPlaceholderData}
            empty={copy.list.emptyFiltered}
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
      )}
    </Page>
  );
}

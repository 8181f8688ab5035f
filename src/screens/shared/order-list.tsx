import type { Order } from '../../api/orders';
import type { Schemas } from '../../contract/types';
import type { PluralForms } from '../../i18n/plural';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../ui/data-table';
import { Pagination } from '../../ui/pagination';
import { ResultsView, type ResultsCopy, type ResultsRequest } from './results-view';

const NO_ROWS: Order[] = [];
// A list that keeps one order (newest first) never reports a sort.
const noSort = () => undefined;

/** The words of an order list: its states, the table's and the pages' names, and how orders are counted. */
export interface OrderListCopy extends ResultsCopy {
  table: string;
  pagination: string;
  orderForms: PluralForms;
}

export interface OrderListProps {
  copy: OrderListCopy;
  /** The page of orders being shown: the customer's own (/orders), or one user's for an administrator. */
  request: ResultsRequest & { data: Schemas['OrderPage'] | undefined };
  /** Chooses the cells, and so where an order's number leads. */
  columns: DataTableColumn<Order>[];
  page: number;
  perPage: number;
  perPageOptions: number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** Null when the list is not sortable. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  resetLabel: string;
  onReset: () => void;
}

/**
 * A page of orders in the shared table with its pages, or the list's loading, failed or empty state. The customer's
 * orders and a user's orders on the administrators' side are this one list, fed by different queries and columns.
 */
export function OrderList({
  copy,
  request,
  columns,
  page,
  perPage,
  perPageOptions,
  onPageChange,
  onPerPageChange,
  sort = null,
  onSortChange = noSort,
  resetLabel,
  onReset,
}: OrderListProps) {
  const result = request.data;
  return (
    <ResultsView copy={copy} request={request} total={result?.total} resetLabel={resetLabel} onReset={onReset}>
      <DataTable
        label={copy.table}
        columns={columns}
        rows={result?.data ?? NO_ROWS}
        rowKey={(order) => order.id}
        sort={sort}
        onSortChange={onSortChange}
        busy={request.isPending || request.isPlaceholderData}
        empty={copy.empty}
      />
      {result && result.total > 0 && (
        <Pagination
          label={copy.pagination}
          page={page}
          lastPage={result.last_page}
          perPage={perPage}
          perPageOptions={perPageOptions}
          total={result.total}
          totalIsCapped={result.total_is_capped}
          itemForms={copy.orderForms}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      )}
    </ResultsView>
  );
}

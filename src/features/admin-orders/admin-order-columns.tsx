import type { Order } from '../orders';
import { adminOrdersCopy as copy } from './admin-orders-copy';
import { formatDateTime, formatMoney } from '../../kernel/polish';
import type { DataTableColumn } from '../../ui/data-table';
import { RouteLink } from '../../platform/router/route-link';
import styles from '../../kit/admin-pages.module.css';

const c = copy.columns;

/**
 * The columns of an administrator's order list; number, date, status and gross sort on the server (their ids are
 * the sort keys). The number opens the order where `linkOf` says: under all orders, or under its user.
 */
export function adminOrderColumns(linkOf: (order: Order) => `/${string}`): DataTableColumn<Order>[] {
  return [
    {
      id: 'number',
      header: c.number,
      sortable: true,
      cell: (order) => (
        <RouteLink to={linkOf(order)} className={styles.number}>
          {order.number}
        </RouteLink>
      ),
    },
    {
      id: 'created_at',
      header: c.date,
      sortable: true,
      align: 'end',
      width: 150,
      cell: (order) => formatDateTime(order.created_at),
    },
    {
      id: 'customer',
      header: c.customer,
      cell: (order) => (
        <span className={styles.customer}>
          {order.buyer.name}
          <span className={styles.muted}>{order.buyer.email}</span>
        </span>
      ),
    },
    { id: 'status', header: c.status, sortable: true, width: 180, cell: (order) => copy.statuses[order.status] },
    {
      id: 'gross_total',
      header: c.gross,
      sortable: true,
      align: 'end',
      width: 140,
      cell: (order) => formatMoney(order.gross_total),
    },
  ];
}

export const ADMIN_ORDER_COLUMNS = adminOrderColumns((order) => `/all-orders/${order.id}`);

import type { Order } from './orders-api';
import { formatDate, formatMoney } from '../../kernel/polish';
import { ordersCopy as copy } from './orders-copy';
import type { DataTableColumn } from '../../ui/data-table';
import { RouteLink } from '../../platform/router/route-link';
import styles from './orders.module.css';

const c = copy.columns;

/** The columns of /orders, newest first (none sorts); the order's number opens its page. */
export const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  {
    id: 'number',
    header: c.number,
    cell: (order) => (
      <RouteLink to={`/orders/${order.id}`} className={styles.number}>
        {order.number}
      </RouteLink>
    ),
  },
  { id: 'created_at', header: c.date, align: 'end', width: 120, cell: (order) => formatDate(order.created_at) },
  { id: 'status', header: c.status, width: 200, cell: (order) => copy.statuses[order.status] },
  { id: 'net_total', header: c.net, align: 'end', width: 140, cell: (order) => formatMoney(order.net_total) },
  { id: 'vat_total', header: c.vat, align: 'end', width: 130, cell: (order) => formatMoney(order.vat_total) },
  { id: 'gross_total', header: c.gross, align: 'end', width: 140, cell: (order) => formatMoney(order.gross_total) },
];

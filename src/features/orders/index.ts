/** What other features may use of orders; everything else in this folder is its own. */
export { OrderStatusFilter } from './order-status-filter';
export { OrderView } from './order-view/order-view';
export { useOrder, type Order } from './orders-api';
export { ordersCopy } from './orders-copy';

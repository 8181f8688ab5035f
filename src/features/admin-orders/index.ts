/** What other features may use of admin-orders; everything else in this folder is its own. */
export { adminOrderColumns } from './admin-order-columns';
export { AdminOrderDetails } from './admin-order-details';
export { useAdminOrders } from './admin-orders-api';
export { adminOrdersCopy } from './admin-orders-copy';

import type { OrderStatus } from '../kernel/order-status';

/**
 * The order statuses' names, shown to customers and administrators, in e-mails and in the server's refusals: the one
 * piece of i18n the server imports too (lint lets it take this file and nothing else of i18n).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Nowe',
  awaiting_payment: 'Oczekuje na płatność',
  paid: 'Opłacone',
  in_progress: 'W realizacji',
  completed: 'Zrealizowane',
  cancelled: 'Anulowane',
};

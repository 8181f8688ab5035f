/** Order statuses. The spec has none, so these follow a bank-transfer marketplace's life cycle. */
export const ORDER_STATUSES = ['new', 'awaiting_payment', 'paid', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only allowed moves. Completed and cancelled are final. A paid order can still be cancelled (a refund with a
 * correcting invoice), but nothing returns to an earlier step.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['awaiting_payment', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Whether an order may move from one status to another. */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses an order in `from` may move to, in life-cycle order. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[from];
}

/** Statuses in which the ordered items stay reserved for the buyer. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'awaiting_payment', 'paid', 'in_progress'];

import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OrdersTable } from '../db/tables';
import { canChangeOrderStatus, type OrderStatus } from '../../src/kernel/order-status';
import { ORDER_STATUS_LABELS } from '../../src/i18n/order-status';
import { Conflict } from './errors';
import { issueInvoice } from './invoices';
import { createOwedArticles, rejectUnpublishedArticles } from './user-articles';

/** Why a status change was refused, with the status the order has now; the handler adds the order itself. */
export class OrderStatusRefused extends Conflict {
  constructor(
    message: string,
    readonly reason: 'status_changed' | 'transition_not_allowed',
    readonly current: OrderStatus,
  ) {
    super(message, { reason });
  }
}

export const statusChangeRefused = (from: OrderStatus, to: OrderStatus) =>
  new OrderStatusRefused(
    `Nie można zmienić statusu zamówienia z „${ORDER_STATUS_LABELS[from]}” na „${ORDER_STATUS_LABELS[to]}”.`,
    'transition_not_allowed',
    from,
  );

/** Another administrator (or the unpaid-order sweep) moved the order after this one looked at it. */
export const orderChangedMeanwhile = (current: OrderStatus) =>
  new OrderStatusRefused(
    `Zamówienie zostało w międzyczasie zmienione i ma teraz status „${ORDER_STATUS_LABELS[current]}”. Sprawdź je i wybierz zmianę jeszcze raz.`,
    'status_changed',
    current,
  );

async function orderedIds(db: Db, orderId: number, kind: 'domain' | 'webPortal'): Promise<number[]> {
  const rows = await db
    .selectFrom('order_items')
    .select('item_id')
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .execute();
  return rows.map((r) => r.item_id);
}

/**
 * Paid: the payment date is recorded, the VAT invoice issued and every bought publication listed awaiting its
 * article, in the same transaction.
 */
async function markPaid(db: Db, order: Selectable<OrdersTable>, at: Date): Promise<void> {
  await db.updateTable('orders').set({ paid_at: at }).where('id', '=', order.id).execute();
  await issueInvoice(db, order.id, at);
  await createOwedArticles(db, order.id, at);
}

/**
 * Moves the order's domains and portals that are still reserved to their next status; an item another order or an
 * administrator has already moved is left alone.
 */
async function settleReservedItems(
  db: Db,
  orderId: number,
  at: Date,
  next: { domain: 'sold' | 'rented' | 'available'; portal: 'sold' | 'available' },
): Promise<void> {
  const domainIds = await orderedIds(db, orderId, 'domain');
  const portalIds = await orderedIds(db, orderId, 'webPortal');
  if (domainIds.length) {
    await db
      .updateTable('domains')
      .set({ status: next.domain, updated_at: at })
      .where('id', 'in', domainIds)
      .where('status', '=', 'reserved')
      .execute();
  }
  if (portalIds.length) {
    await db
      .updateTable('portals')
      .set({ status: next.portal })
      .where('id', 'in', portalIds)
      .where('status', '=', 'reserved')
      .execute();
  }
}

/** Completed: bought domains and portals are sold, leased ones rented, and the 301 redirects start now. */
async function complete(db: Db, order: Selectable<OrdersTable>, at: Date): Promise<void> {
  await settleReservedItems(db, order.id, at, {
    domain: order.kind === 'purchase' ? 'sold' : 'rented',
    portal: 'sold',
  });
  await db
    .updateTable('redirects')
    .set({
      status: 'active',
      starts_at: at,
      ends_at: sql<Date>`${at.toISOString()}::timestamptz + redirect_period * interval '1 day'`,
      updated_at: at,
    })
    .where('order_id', '=', order.id)
    .where('status', '=', 'pending')
    .execute();
}

/** Cancelled: what the order held in reserve goes back on offer, its redirects never start, nothing more is published. */
async function cancel(db: Db, order: Selectable<OrdersTable>, at: Date): Promise<void> {
  await settleReservedItems(db, order.id, at, { domain: 'available', portal: 'available' });
  await db
    .updateTable('redirects')
    .set({ status: 'cancelled', updated_at: at })
    .where('order_id', '=', order.id)
    .where('status', '=', 'pending')
    .execute();
  await rejectUnpublishedArticles(db, order.id, at);
}

const SIDE_EFFECTS: Partial<Record<OrderStatus, (db: Db, order: Selectable<OrdersTable>, at: Date) => Promise<void>>> =
  {
    paid: markPaid,
    completed: complete,
    cancelled: cancel,
  };

/**
 * Moves an order from `expected` to `to` inside the caller's transaction, with its side effects and a history entry
 * naming the administrator. The order row is locked first, and its status must still be the one the administrator
 * saw: of two administrators changing one order at once, the second is refused and told what it is now.
 * Returns the status it left.
 */
export async function changeOrderStatus(
  db: Db,
  input: { orderId: number; expected: OrderStatus; to: OrderStatus; note: string | null; changedBy: number; at: Date },
): Promise<{ from: OrderStatus } | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', input.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return undefined;
  const from = order.status as OrderStatus;
  if (from !== input.expected) throw orderChangedMeanwhile(from);
  if (!canChangeOrderStatus(from, input.to)) throw statusChangeRefused(from, input.to);
  await applyStatus(db, order, input);
  return { from };
}

/** The move itself: the new status, the history entry and the status's side effects. */
async function applyStatus(
  db: Db,
  order: Selectable<OrdersTable>,
  input: { to: OrderStatus; note: string | null; changedBy: number | null; at: Date },
): Promise<void> {
  await db.updateTable('orders').set({ status: input.to, updated_at: input.at }).where('id', '=', order.id).execute();
  await db
    .insertInto('order_status_history')
    .values({
      order_id: order.id,
      status: input.to,
      note: input.note,
      changed_by: input.changedBy,
      changed_at: input.at,
    })
    .execute();
  await SIDE_EFFECTS[input.to]?.(db, order, input.at);
}

/** Statuses of an order that still waits for its payment. */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'awaiting_payment'];

/**
 * Cancels an order whose time to pay ran out, inside the caller's transaction, exactly as an administrator's
 * cancellation would (history entry, items back on offer, redirects cancelled), changed by nobody: the system.
 * The row is locked only while it is still unpaid and older than `createdBefore`; PostgreSQL checks those
 * conditions again once a competing lock is released, so when two processes expire at once one wins and the other
 * finds nothing, and an order paid meanwhile is left alone. Returns the status it left, or undefined.
 */
export async function expireUnpaidOrder(
  db: Db,
  input: { orderId: number; createdBefore: Date; note: string; at: Date },
): Promise<{ from: OrderStatus } | undefined> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', input.orderId)
    .where('status', 'in', UNPAID_ORDER_STATUSES)
    .where('created_at', '<', input.createdBefore)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return undefined;
  await applyStatus(db, order, { to: 'cancelled', note: input.note, changedBy: null, at: input.at });
  return { from: order.status as OrderStatus };
}

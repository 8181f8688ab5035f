import type { AppContext } from '../context';
import { orderExpiredMail } from '../mail/order-mails';
import { mailAccount } from '../mail/account-mail';
import { expireUnpaidOrder, UNPAID_ORDER_STATUSES } from './order-status-change';
import { loadOrder } from './orders';
import { NOUNS, plainCountOf } from '../shared/polish';
import { startPeriodicTask, type PeriodicTask, type TaskLog } from './periodic-task';

const DAY_MS = 86_400_000;

/** How often a running server looks for expired orders; an order outlives its deadline by at most this much. */
export const EXPIRY_CHECK_INTERVAL_MS = 15 * 60_000;

/** The history note customers and administrators see on an order the job cancelled. */
export const expiryNote = (days: number) =>
  `Anulowano automatycznie: brak wpłaty w ciągu ${plainCountOf(days, NOUNS.dayGenitive)} od złożenia zamówienia.`;

/**
 * Cancels every order still unpaid `config.unpaidOrderDays` after it was placed, releases what it reserved and
 * e-mails the customer. Its only state is the database (the orders' status and creation time), so it resumes after
 * a restart, a second run finds nothing left to do, and two processes running it at once expire each order once.
 * Returns the ids of the orders this run cancelled.
 */
export async function expireUnpaidOrders(ctx: AppContext, log?: TaskLog): Promise<number[]> {
  const { db, config, mailer } = ctx;
  const at = ctx.now();
  const createdBefore = new Date(at.getTime() - config.unpaidOrderDays * DAY_MS);
  const note = expiryNote(config.unpaidOrderDays);
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', UNPAID_ORDER_STATUSES)
    .where('created_at', '<', createdBefore)
    .orderBy('id')
    .execute();
  const expired: number[] = [];
  for (const { id } of due) {
    // One transaction per order: a failure keeps the orders expired before it, and the next run retries the rest.
    const changed = await db
      .transaction()
      .execute((trx) => expireUnpaidOrder(trx, { orderId: id, createdBefore, note, at }));
    if (!changed) continue;
    expired.push(id);
    const order = await loadOrder(db, config, id);
    if (!order) continue;
    const details = {
      unpaidOrderDays: config.unpaidOrderDays,
      orderUrl: `${config.appUrl}/orders/${id}`,
      supportEmail: config.supportEmail,
    };
    // The cancellation stands even if the mail fails; the order page shows it too.
    await mailAccount(db, mailer, order.user_id, (name) => orderExpiredMail(order, name, details)).catch(
      (error: unknown) => log?.error({ err: error, orderId: id }, 'order expiry e-mail not sent'),
    );
  }
  if (expired.length > 0) log?.info({ orders: expired }, 'unpaid orders expired');
  return expired;
}

/** Runs the expiry now and then every `intervalMs` (see startPeriodicTask). */
export function startUnpaidOrderExpiry(
  ctx: AppContext,
  log: TaskLog,
  intervalMs = EXPIRY_CHECK_INTERVAL_MS,
): PeriodicTask {
  return startPeriodicTask('unpaid order expiry', () => expireUnpaidOrders(ctx, log), log, intervalMs);
}

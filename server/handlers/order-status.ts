import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { notFound } from '../http/errors';
import { Conflict } from '../services/errors';
import { currentUser } from '../auth/guard';
import { loadOrder } from '../services/orders';
import { OrderStatusRefused, changeOrderStatus } from '../services/order-status-change';
import { orderStatusMail } from '../mail/order-mails';
import { mailAccount } from '../mail/account-mail';
import { auditActor } from '../http/audit-actor';
import { recordAudit } from '../services/audit-log';

/** The administrators' order status changes. */
export function orderStatusHandlers(ctx: AppContext): Pick<Handlers, 'adminChangeOrderStatus'> {
  const { db, config, mailer } = ctx;

  return {
    async adminChangeOrderStatus(request) {
      const admin = currentUser(request);
      const { orderId } = request.params;
      const { status: to, expected_status: expected } = request.body;
      const note = request.body.note?.trim() || null;
      const changed = await db
        .transaction()
        .execute(async (trx) => {
          const moved = await changeOrderStatus(trx, {
            orderId,
            expected,
            to,
            note,
            changedBy: admin.id,
            at: ctx.now(),
          });
          if (moved) {
            const [before, after] = [{ status: moved.from }, { status: to, ...(note ? { note } : {}) }];
            await recordAudit(trx, {
              ...auditActor(request),
              entity: 'order',
              entity_id: orderId,
              action: 'order.status',
              before,
              after,
            });
          }
          return moved;
        })
        .catch(async (error: unknown) => {
          // The refusal carries the order as it is now, so the screen shows it without another request.
          if (!(error instanceof OrderStatusRefused)) throw error;
          const now = await loadOrder(db, config, orderId);
          throw new Conflict(error.message, { reason: error.reason, order: now });
        });
      const order = changed && (await loadOrder(db, config, orderId));
      if (!changed || !order) throw notFound('Nie znaleziono zamówienia.');
      const orderUrl = `${config.appUrl}/orders/${order.id}`;
      await mailAccount(db, mailer, order.user_id, (name) =>
        orderStatusMail(order, name, changed.from, to, note, orderUrl),
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'order status e-mail not sent');
      });
      return order;
    },
  };
}

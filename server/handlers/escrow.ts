import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { Handlers, Schemas } from '../http/handler-types';
import type { EscrowItemRecord, EscrowTransactionsTable } from '../db/tables';
import { HttpError, fieldError } from '../http/errors';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import { toPln } from '../../src/kernel/money';
import { currentUser } from '../auth/guard';
import { AftermarketError } from '../services/aftermarket';
import { itemsUnavailable, loadCart } from '../services/checkout-items';
import { requireVerifiedEmail } from '../services/order-rules';
import { escrowPendingMail, escrowSupportMail } from '../mail/order-mails';

export const ESCROW_MESSAGES = {
  started: 'Transakcja escrow została rozpoczęta. Sprawdź skrzynkę mailową, aby ją dokończyć.',
  queued: 'Przyjęliśmy zgłoszenie transakcji escrow. Nasz zespół ją rozpocznie — szczegóły wysłaliśmy e-mailem.',
} as const;

function toEscrowTransaction(row: Selectable<EscrowTransactionsTable>): Schemas['EscrowTransaction'] {
  return {
    id: row.id,
    status: row.status as Schemas['EscrowTransaction']['status'],
    aftermarket_id: row.aftermarket_id,
    external_id: row.external_id,
    items: row.items.map((item) => ({ id: item.id, name: item.name, rent_price: toPln(item.rent_price) })),
    created_at: row.created_at.toISOString(),
  };
}

/** Escrow leases through the outside aftermarket portal. */
export function escrowHandlers(ctx: AppContext): Pick<Handlers, 'createEscrowTransaction'> {
  const { db, config, mailer } = ctx;

  return {
    async createEscrowTransaction(request, reply) {
      const user = currentUser(request);
      // Escrow reserves nothing, but it mails the address and the team: like an order, it needs a confirmed address.
      await requireVerifiedEmail(db, user.id);
      const aftermarketId = request.body.aftermarket_id.trim();
      if (!aftermarketId) throw fieldError('aftermarket_id', M.required);
      // The cart's names and prices are only what the customer saw; the lease prices come from the catalogue.
      const ids = [...new Set(request.body.items.map((item) => item.id))];
      const selection = await loadCart(db, 'rent', {
        domains: ids.map((id) => ({ id })),
        portals: [],
        publications: [],
      });
      if (selection.unavailable.length > 0) throw itemsUnavailable(selection.unavailable);
      const items: EscrowItemRecord[] = selection.domains.map((d) => ({
        id: d.id,
        name: d.name,
        rent_price: d.rent_price ?? 0,
      }));
      const now = ctx.now();
      const recorded = await db
        .insertInto('escrow_transactions')
        .values({
          user_id: user.id,
          aftermarket_id: aftermarketId,
          status: 'pending',
          items: JSON.stringify(items),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();

      const adapter = ctx.adapters.aftermarket;
      if (!adapter) {
        // The transaction is recorded either way; the team also finds it in escrow_transactions.
        const notices = [
          mailer.send(user.email, escrowPendingMail(user.name, aftermarketId, items)),
          mailer.send(config.supportEmail, escrowSupportMail(recorded.id, user, aftermarketId, items)),
        ];
        for (const result of await Promise.allSettled(notices)) {
          if (result.status === 'rejected') request.log.error({ err: result.reason }, 'escrow e-mail not sent');
        }
        return reply.code(201).send({ message: ESCROW_MESSAGES.queued, transaction: toEscrowTransaction(recorded) });
      }

      try {
        const { externalId } = await adapter.createTransaction({
          aftermarketId,
          buyerEmail: user.email,
          reference: String(recorded.id),
          items: items.map((item) => ({ name: item.name, rentPrice: item.rent_price })),
        });
        const sent = await db
          .updateTable('escrow_transactions')
          .set({ status: 'sent', external_id: externalId, updated_at: ctx.now() })
          .where('id', '=', recorded.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(201).send({ message: ESCROW_MESSAGES.started, transaction: toEscrowTransaction(sent) });
      } catch (error) {
        const message = error instanceof AftermarketError ? error.message : String(error);
        await db
          .updateTable('escrow_transactions')
          .set({ status: 'failed', error: message, updated_at: ctx.now() })
          .where('id', '=', recorded.id)
          .execute();
        if (error instanceof AftermarketError) throw new HttpError(502, error.message);
        throw error;
      }
    },
  };
}

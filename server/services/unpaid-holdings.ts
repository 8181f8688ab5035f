import type { Db } from '../db/database';
import { invalidField } from './errors';
import { UNPAID_ORDER_STATUSES } from './order-status-change';
import type { PluralForms } from '../../src/kernel/polish';
import { NOUNS, plainCountOf } from '../shared/polish';

/** How many domains and portals one account's unpaid orders may reserve at once. */
export interface HoldingLimits {
  domains: number;
  portals: number;
}

const holdingRefusal = (noun: PluralForms, limit: number, held: number, adding: number) =>
  `Nieopłacone zamówienia jednego konta mogą łącznie rezerwować najwyżej ${plainCountOf(limit, noun)}.` +
  (held > 0 ? ` Twoje nieopłacone zamówienia rezerwują już ${plainCountOf(held, noun)}.` : '') +
  ` Opłać wcześniejsze zamówienia albo usuń z koszyka ${plainCountOf(held + adding - limit, noun)} i złóż zamówienie ponownie.`;

export const HOLDING_MESSAGES = {
  domains: (limit: number, held: number, adding: number) => holdingRefusal(NOUNS.domainAccusative, limit, held, adding),
  portals: (limit: number, held: number, adding: number) => holdingRefusal(NOUNS.portal, limit, held, adding),
} as const;

/**
 * Refuses an order that would take the account's unpaid orders past `limits`, so placing many orders at once cannot
 * take the catalogue off sale for the payment period. Call it inside the order's transaction, before anything is
 * reserved: it locks the account's row first, so two orders of one account placed at once are counted one after
 * the other, and the second sees the first's items (or its rollback).
 */
export async function checkUnpaidHoldings(
  trx: Db,
  userId: number,
  adding: { domains: number; portals: number; domainsField: string },
  limits: HoldingLimits,
): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  if (adding.domains === 0 && adding.portals === 0) return;
  const rows = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.kind', (eb) => eb.fn.countAll<string>().as('held')])
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'in', UNPAID_ORDER_STATUSES)
    .where('order_items.kind', 'in', ['domain', 'webPortal'])
    .groupBy('order_items.kind')
    .execute();
  const held = (kind: string) => Number(rows.find((r) => r.kind === kind)?.held ?? 0);
  const domains = held('domain');
  if (adding.domains > 0 && domains + adding.domains > limits.domains)
    throw invalidField(adding.domainsField, HOLDING_MESSAGES.domains(limits.domains, domains, adding.domains));
  const portals = held('webPortal');
  if (adding.portals > 0 && portals + adding.portals > limits.portals)
    throw invalidField('portals', HOLDING_MESSAGES.portals(limits.portals, portals, adding.portals));
}

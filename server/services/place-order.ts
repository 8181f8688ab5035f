import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import type { BuyerRecord } from '../db/tables';
import { invalidField } from './errors';
import {
  cartTotals,
  discountMakesOrderFree,
  discountMatchesAny,
  exceedsOrderValueLimit,
  FREE_ORDER_MESSAGE,
  ORDER_VALUE_LIMIT,
  type CartMode,
  type CartTotals,
  type PriceLine,
} from '../../src/kernel/pricing';
import { toGrosze } from '../../src/kernel/money';
import { formatZloty } from '../shared/polish';
import { nextOrderNumber } from '../db/numbering';
import {
  claimDiscountCode,
  DISCOUNT_MESSAGES,
  findDiscountCode,
  isDiscountCodeUsable,
  toDiscountRule,
} from './discount-codes';
import {
  itemsUnavailable,
  loadCart,
  pricesChanged,
  reserveCart,
  type CartRequest,
  type CartSelection,
  type DomainRequest,
} from './checkout-items';
import { checkUnpaidHoldings, type HoldingLimits } from './unpaid-holdings';

export type OrderKind = 'purchase' | 'rental' | 'redirect_rental';

export interface OrderRequest extends CartRequest {
  userId: number;
  idempotencyKey: string;
  kind: OrderKind;
  domains: ReadonlyArray<DomainRequest & { target_url?: string | null }>;
  discountCode: string | null;
  buyer: BuyerRecord;
  /** The gross total in PLN the customer saw, if sent. */
  clientTotal: number | null;
  /** What the account's unpaid orders, this one included, may reserve at most. */
  holdingLimits: HoldingLimits;
}

const MODE_OF_KIND: Record<OrderKind, CartMode> = { purchase: 'buy', rental: 'rent', redirect_rental: 'redirect' };

/** Thrown inside the transaction when another request already stored an order under the same key. */
class DuplicateIdempotencyKey extends Error {}

export const IDEMPOTENCY_MESSAGES = {
  reused: 'To zgłoszenie zamówienia zostało już użyte dla innego koszyka. Odśwież stronę i złóż zamówienie ponownie.',
} as const;

export const ORDER_VALUE_MESSAGES = {
  tooLarge: `Wartość zamówienia netto nie może przekroczyć ${formatZloty(ORDER_VALUE_LIMIT)}. Podziel je na kilka mniejszych zamówień.`,
} as const;

/**
 * What the order is for, independent of how the client wrote it: the account, the kind, the items in id order, the
 * code and the buyer as stored on the order. The buyer counts because the order, its invoice and its mail are made
 * out to them: answering a key replayed for another buyer with the first order would hand over another person's
 * order. Not the client's total: a retry after a price refresh is the same order.
 */
function requestFingerprint(request: OrderRequest): string {
  const byId = <T extends { id: number }>(items: readonly T[]) => [...items].sort((a, b) => a.id - b.id);
  const buyer = request.buyer;
  const canonical = {
    userId: request.userId,
    kind: request.kind,
    domains: byId(request.domains).map((d) => [d.id, d.redirect_period ?? null, d.target_url ?? null]),
    portals: [...request.portals].sort((a, b) => a - b),
    publications: request.publications
      .map((p) => [p.id, p.publication_offer_id, p.count, p.link_type, p.domenika_article])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    discountCode: request.discountCode?.trim().toUpperCase() || null,
    // In a fixed order, so that the same buyer always hashes alike; the address's letter case names no one else.
    buyer: [
      buyer.type,
      buyer.name,
      buyer.email.toLowerCase(),
      buyer.phone,
      buyer.company_name,
      buyer.nip,
      buyer.street,
      buyer.postal_code,
      buyer.city,
      buyer.country,
    ],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/** The customer's order created under this Idempotency-Key, if any, with the request it was placed for. */
async function findOrderByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'request_fingerprint'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Places an order in one transaction: current prices from the database, totals from the shared price model,
 * the discount code's use counted, domains and portals reserved with conditional updates.
 *
 * A repeated Idempotency-Key returns the first order. There is deliberately no look-up before the transaction: the
 * unique (user_id, idempotency_key) constraint is the one arbiter, for a late repeat and for two overlapping
 * requests alike. The repeat either finds its items already reserved (by its twin) or hits the constraint; both
 * roll back, and the order stored under the key is returned.
 */
export async function placeOrder(
  db: Db,
  now: Date,
  request: OrderRequest,
): Promise<{ orderId: number; created: boolean }> {
  const fingerprint = requestFingerprint(request);
  try {
    const orderId = await db.transaction().execute((trx) => insertOrder(trx, now, request, fingerprint));
    return { orderId, created: true };
  } catch (error) {
    const twin = await findOrderByKey(db, request.userId, request.idempotencyKey);
    if (twin === undefined) throw error;
    // The same key for another cart is a client error; answering with the first order would confirm one the
    // customer did not ask for.
    if (twin.request_fingerprint !== null && twin.request_fingerprint !== fingerprint)
      throw invalidField('idempotency_key', IDEMPOTENCY_MESSAGES.reused);
    return { orderId: twin.id, created: false };
  }
}

async function priceCart(db: Db, now: Date, request: OrderRequest) {
  const typed = request.discountCode?.trim();
  const code = typed ? await findDiscountCode(db, typed) : undefined;
  if (typed && !code) throw invalidField('discount_code', DISCOUNT_MESSAGES.unknown);
  if (code && !isDiscountCodeUsable(code, now)) throw invalidField('discount_code', DISCOUNT_MESSAGES.expired);
  const mode = MODE_OF_KIND[request.kind];
  // 301 mode prices domains only; leaving the rest out keeps the selection and the model's lines aligned.
  const selection = await loadCart(
    db,
    mode,
    mode === 'redirect' ? { ...request, portals: [], publications: [] } : request,
  );
  if (selection.unavailable.length > 0) throw itemsUnavailable(selection.unavailable);
  const rule = code ? toDiscountRule(code) : null;
  const totals = cartTotals({
    mode,
    domains: selection.domains,
    portals: selection.portals,
    publications: selection.publications,
    discount: rule,
  });
  // loadCart already refuses what the mode cannot price; this keeps the order lines and the selection aligned if the two ever disagree.
  if (totals.unpriced.length > 0) {
    const names = new Map(selection.domains.map((d) => [d.id, d.name]));
    throw itemsUnavailable(
      totals.unpriced.map((u) => ({ kind: u.kind, id: u.id, name: names.get(u.id) ?? null, reason: u.reason })),
    );
  }
  if (rule && !discountMatchesAny(rule, totals.lines))
    throw invalidField('discount_code', DISCOUNT_MESSAGES.notApplicable);
  // Before the client's total: an order too large to store is refused whatever total the client saw.
  if (exceedsOrderValueLimit(totals))
    throw invalidField(request.kind === 'redirect_rental' ? 'redirects' : 'domains', ORDER_VALUE_MESSAGES.tooLarge);
  if (discountMakesOrderFree(totals)) throw invalidField('discount_code', FREE_ORDER_MESSAGE);
  if (request.clientTotal !== null && toGrosze(request.clientTotal) !== totals.gross) throw pricesChanged();
  return { code, selection, totals };
}

async function insertOrder(db: Db, now: Date, request: OrderRequest, fingerprint: string): Promise<number> {
  await checkUnpaidHoldings(
    db,
    request.userId,
    {
      domains: request.domains.length,
      portals: request.portals.length,
      domainsField: request.kind === 'redirect_rental' ? 'redirects' : 'domains',
    },
    request.holdingLimits,
  );
  const { code, selection, totals } = await priceCart(db, now, request);
  if (code && !(await claimDiscountCode(db, code.id))) throw invalidField('discount_code', DISCOUNT_MESSAGES.expired);
  const order = await db
    .insertInto('orders')
    .values({
      number: await nextOrderNumber(db, now),
      user_id: request.userId,
      kind: request.kind,
      status: 'awaiting_payment',
      discount_code: code?.code ?? null,
      discount_total: totals.discountTotal,
      net_total: totals.net,
      vat_total: totals.vat,
      gross_total: totals.gross,
      buyer: JSON.stringify(request.buyer),
      idempotency_key: request.idempotencyKey,
      request_fingerprint: fingerprint,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!order) throw new DuplicateIdempotencyKey();

  const lost = await reserveCart(db, selection, now);
  if (lost.length > 0) throw itemsUnavailable(lost);

  await db
    .insertInto('order_items')
    .values(orderItems(order.id, selection, totals))
    .execute();
  await db
    .insertInto('order_status_history')
    .values(
      ['new', 'awaiting_payment'].map((status) => ({
        order_id: order.id,
        status,
        note: null,
        changed_by: request.userId,
        changed_at: now,
      })),
    )
    .execute();
  if (request.kind === 'redirect_rental') {
    // The redirect waits for payment; it is switched on when the order is completed.
    await db
      .insertInto('redirects')
      .values(
        request.domains.map((d) => ({
          user_id: request.userId,
          domain_id: d.id,
          order_id: order.id,
          target_url: d.target_url ?? null,
          redirect_period: d.redirect_period ?? 30,
          status: 'pending',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return order.id;
}

/** Order lines in the model's order: domains, then portals, then publications. */
function orderItems(orderId: number, selection: CartSelection, totals: CartTotals) {
  const described = [
    ...selection.domains.map((d) => ({ name: d.name, link_type: null, domenika_article: null })),
    ...selection.portals.map((p) => ({ name: p.name, link_type: null, domenika_article: null })),
    ...selection.publications.map((p) => ({
      name: p.name,
      link_type: p.link_type,
      domenika_article: p.domenika_article,
    })),
  ];
  return totals.lines.map((line: PriceLine, i) => ({
    order_id: orderId,
    kind: line.kind,
    item_id: line.id,
    name: described[i]!.name,
    unit_price: line.unitPrice,
    count: line.count,
    net_total: line.total,
    discount: line.discount,
    redirect_period: line.redirect_period,
    publication_offer_id: line.publication_offer_id,
    link_type: described[i]!.link_type,
    domenika_article: described[i]!.domenika_article,
  }));
}

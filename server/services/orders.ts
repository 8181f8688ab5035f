import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OrdersTable } from '../db/tables';
import type { Config } from '../config';
import type { Schemas } from '../../src/contract/types';
import { toPln } from '../../src/kernel/money';
import { VAT_RATE } from '../../src/kernel/vat';

export type OrderRow = Selectable<OrdersTable>;

/**
 * Loads the items, invoices and status history of the given orders in three queries and returns the Order
 * resources in the same order as the rows.
 */
export async function toOrders(db: Db, config: Config, rows: OrderRow[]): Promise<Schemas['Order'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, invoices, history] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('invoices').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind as Schemas['OrderKind'],
    status: row.status as Schemas['OrderStatus'],
    user_id: row.user_id,
    items: items
      .filter((i) => i.order_id === row.id)
      .map((i) => ({
        id: i.id,
        kind: i.kind as Schemas['ItemKind'],
        item_id: i.item_id,
        name: i.name,
        unit_price: toPln(i.unit_price),
        count: i.count,
        net_total: toPln(i.net_total),
        redirect_period: i.redirect_period as 30 | 90 | 365 | null,
        publication_offer_id: i.publication_offer_id,
        link_type: i.link_type as 0 | 1 | null,
        domenika_article: i.domenika_article,
      })),
    discount_code: row.discount_code,
    discount_total: toPln(row.discount_total),
    net_total: toPln(row.net_total),
    vat_rate: VAT_RATE,
    vat_total: toPln(row.vat_total),
    gross_total: toPln(row.gross_total),
    buyer: row.buyer,
    payment: {
      method: 'bank_transfer' as const,
      recipient: config.seller.name,
      account_number: config.seller.bankAccount,
      title: row.number,
      amount: toPln(row.gross_total),
    },
    invoices: invoices
      .filter((i) => i.order_id === row.id)
      .map((i) => ({
        id: i.id,
        invoice_number: i.invoice_number,
        issued_at: i.issued_at.toISOString(),
        gross_total: toPln(i.gross_total),
      })),
    status_history: history
      .filter((h) => h.order_id === row.id)
      .map((h) => ({
        status: h.status as Schemas['OrderStatus'],
        changed_at: h.changed_at.toISOString(),
        note: h.note,
      })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** One Order resource, or undefined. */
export async function loadOrder(db: Db, config: Config, id: number): Promise<Schemas['Order'] | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await toOrders(db, config, [row]))[0] : undefined;
}

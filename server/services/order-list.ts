import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { ORDER_STATUSES } from '../../src/kernel/order-status';
import { warsawDayEnd, warsawDayStart } from '../../src/kernel/warsaw-day';
import { containsPattern } from './like-pattern';
import { readPage, type Paging } from './pagination';
import { toOrders } from './orders';

export type OrderSortKey = 'created_at' | 'gross_total' | 'status' | 'number';

export interface OrderListQuery extends Paging {
  userId?: number;
  status?: Schemas['OrderStatus'];
  /** Part of the order number, the buyer's name or the buyer's e-mail. */
  search?: string;
  /** Part of the customer's name or e-mail: the order's buyer or the account that placed it. */
  customer?: string;
  /** Warsaw calendar days, both included (YYYY-MM-DD). */
  dateFrom?: string;
  dateTo?: string;
  /** Orders holding at least one item of this product. */
  kind?: 'domain' | 'webPortal' | 'publication' | 'redirect';
  orderBy?: OrderSortKey;
  direction?: 'asc' | 'desc';
}

// Statuses sort by their place in the life cycle, not alphabetically: "new" before "paid" before "completed".
const STATUS_RANK = sql<number>`array_position(ARRAY[${sql.join(ORDER_STATUSES.map((s) => sql.lit(s)))}]::text[], orders.status)`;

function sortExpression(key: OrderSortKey) {
  switch (key) {
    case 'status':
      return STATUS_RANK;
    case 'gross_total':
      return sql.ref('orders.gross_total');
    case 'number':
      return sql.ref('orders.number');
    default:
      return sql.ref('orders.created_at');
  }
}

/**
 * One page of Order resources, newest first unless asked otherwise. The id breaks ties in the same direction, so
 * rows created in the same instant never swap places between pages.
 */
export async function listOrderPage(db: Db, config: Config, query: OrderListQuery): Promise<Schemas['OrderPage']> {
  let filtered = db.selectFrom('orders');
  if (query.userId !== undefined) filtered = filtered.where('orders.user_id', '=', query.userId);
  if (query.status) filtered = filtered.where('orders.status', '=', query.status);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('orders.number', 'ilike', pattern),
        eb(sql<string>`orders.buyer->>'name'`, 'ilike', pattern),
        eb(sql<string>`orders.buyer->>'email'`, 'ilike', pattern),
      ]),
    );
  }
  const customer = query.customer?.trim();
  if (customer) {
    const pattern = containsPattern(customer);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`orders.buyer->>'name'`, 'ilike', pattern),
        eb(sql<string>`orders.buyer->>'email'`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'orders.user_id')
            .where((u) => u.or([u('users.name', 'ilike', pattern), u('users.email', 'ilike', pattern)])),
        ),
      ]),
    );
  }
  if (query.dateFrom) filtered = filtered.where('orders.created_at', '>=', warsawDayStart(query.dateFrom));
  if (query.dateTo) filtered = filtered.where('orders.created_at', '<', warsawDayEnd(query.dateTo));
  if (query.kind === 'redirect') filtered = filtered.where('orders.kind', '=', 'redirect_rental');
  else if (query.kind) {
    const itemKind = query.kind;
    // A domain rented as a 301 redirect is a redirect, not a domain sale or lease.
    filtered = filtered.where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where('order_items.kind', '=', itemKind),
        ),
        ...(itemKind === 'domain' ? [eb('orders.kind', '!=', 'redirect_rental')] : []),
      ]),
    );
  }
  const direction = query.direction ?? 'desc';
  const { rows, meta } = await readPage(db, filtered.select('orders.id'), query, (offset, limit) =>
    filtered
      .selectAll('orders')
      .orderBy(sortExpression(query.orderBy ?? 'created_at'), direction)
      .orderBy('orders.id', direction)
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return { ...meta, data: await toOrders(db, config, rows) };
}

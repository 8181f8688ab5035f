import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { ORDER_STATUSES } from '../../src/model/order-status';
import { containsPattern } from './like-pattern';
import { readPage, type Paging } from './pagination';
import { toOrders } from './orders';

export type OrderSortKey = 'created_at' | 'gross_total' | 'status' | 'number';

export interface OrderListQuery extends Paging {
  userId?: number;
  status?: Schemas['OrderStatus'];
  /** Part of the order number, the buyer's name or the buyer's e-mail. */
  search?: string;
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

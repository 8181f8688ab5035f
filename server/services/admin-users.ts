import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { toProfile, type UserRow } from './users';

/** Users with the number of their orders: what the AdminUser resource needs. */
export function selectAdminUsers(db: Db) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .as('orders_count'),
    );
}

/** The AdminUser resource: the profile plus order count and last sign-in. */
export function toAdminUser(row: UserRow & { orders_count: number | string | null }): Schemas['AdminUser'] {
  return {
    ...toProfile(row),
    orders_count: Number(row.orders_count ?? 0),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

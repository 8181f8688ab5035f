import { sql, type Kysely } from 'kysely';

/**
 * What an order was placed for, as a hash of its request. A repeated Idempotency-Key returns the first order only
 * when it carries the same request; a key reused for a different cart is refused instead of answered with an order
 * the customer did not ask for. Older orders have none and are matched on the key alone, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN request_fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS request_fingerprint`.execute(db);
}

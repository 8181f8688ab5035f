import { sql, type Kysely } from 'kysely';

/**
 * Each order line keeps its share of the discount, so the VAT invoice can show the reduction per item
 * (art. 106e ust. 1 pkt 10: "opusty i obniżki cen") exactly as the cart computed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE order_items ADD COLUMN discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0)`.execute(db);
  await sql`CREATE INDEX escrow_transactions_user ON escrow_transactions (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS escrow_transactions_user`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS discount`.execute(db);
}

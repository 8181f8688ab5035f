import { sql, type Kysely } from 'kysely';

/**
 * Draft domains: names imported from /check-details wait as `draft` until an administrator prices and
 * publishes them. Only a draft may cost 0 zł (price or sale price, which customers pay), so a forgotten price can
 * never reach a customer; the check is added
 * NOT VALID so that rows written before it are not re-checked, while every new write is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE domains DROP CONSTRAINT domains_status_check`.execute(db);
  await sql`ALTER TABLE domains ADD CONSTRAINT domains_status_check
    CHECK (status IN ('available', 'reserved', 'sold', 'rented', 'hidden', 'draft'))`.execute(db);
  await sql`ALTER TABLE domains ADD CONSTRAINT domains_priced_unless_draft
    CHECK (status = 'draft' OR (price > 0 AND sale_price > 0)) NOT VALID`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE domains DROP CONSTRAINT domains_priced_unless_draft`.execute(db);
  await sql`UPDATE domains SET status = 'hidden' WHERE status = 'draft'`.execute(db);
  await sql`ALTER TABLE domains DROP CONSTRAINT domains_status_check`.execute(db);
  await sql`ALTER TABLE domains ADD CONSTRAINT domains_status_check
    CHECK (status IN ('available', 'reserved', 'sold', 'rented', 'hidden'))`.execute(db);
}

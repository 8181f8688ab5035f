import { sql, type Kysely } from 'kysely';

/**
 * A requested e-mail change waits here until the link mailed to the new address is followed: the account keeps
 * signing in and receiving mail at its confirmed address meanwhile. The expiry is the link's, so the profile stops
 * showing a request whose link can no longer apply it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN pending_email text NULL, ADD COLUMN pending_email_expires_at timestamptz NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS pending_email, DROP COLUMN IF EXISTS pending_email_expires_at`.execute(
    db,
  );
}

import { sql, type Kysely } from 'kysely';

/**
 * Two facts that must not depend on what anyone can change later.
 *
 * `demo_seed_accounts` names the accounts the demo seed itself created. Only those count when a production start
 * refuses a database that still has the published demo passwords: anyone can register the same address with the
 * same password, and that must not stop a production server from starting. Databases seeded before this table
 * existed are marked from their seed marker: a demo (or pre-marker) database's demo addresses are the seed's own.
 *
 * `audit_log.actor_email` and `actor_name` keep who made a change as they were when the entry was written; reading
 * the log no longer joins today's users row, which the actor may have renamed since. A trigger fills them from
 * users on every insert, so no writer can forget them or put anything else there. Existing entries take their
 * actor's current identity, the best record there is; the append-only trigger is lifted for that one update only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE demo_seed_accounts (
    user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE
  )`.execute(db);
  await sql`INSERT INTO demo_seed_accounts (user_id)
    SELECT id FROM users
    WHERE lower(email) IN ('klient@example.pl', 'admin@example.pl')
      AND NOT EXISTS (SELECT 1 FROM app_settings WHERE key = 'seeded' AND value = 'reference')`.execute(db);

  await sql`ALTER TABLE audit_log ADD COLUMN actor_email text, ADD COLUMN actor_name text`.execute(db);
  await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_rewrite`.execute(db);
  await sql`UPDATE audit_log SET actor_email = users.email, actor_name = users.name
    FROM users WHERE users.id = audit_log.actor_id`.execute(db);
  await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_rewrite`.execute(db);
  await sql`CREATE FUNCTION audit_log_snapshot_actor() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.actor_email := NULL;
      NEW.actor_name := NULL;
      IF NEW.actor_id IS NOT NULL THEN
        SELECT email, name INTO NEW.actor_email, NEW.actor_name FROM users WHERE id = NEW.actor_id;
      END IF;
      RETURN NEW;
    END;
  $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_actor_snapshot BEFORE INSERT ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_snapshot_actor()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS audit_log_actor_snapshot ON audit_log`.execute(db);
  await sql`DROP FUNCTION IF EXISTS audit_log_snapshot_actor()`.execute(db);
  await sql`ALTER TABLE audit_log DROP COLUMN IF EXISTS actor_email, DROP COLUMN IF EXISTS actor_name`.execute(db);
  await sql`DROP TABLE IF EXISTS demo_seed_accounts`.execute(db);
}

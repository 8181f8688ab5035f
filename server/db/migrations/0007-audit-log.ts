import { sql, type Kysely } from 'kysely';

/**
 * The audit log: every admin change to data leaves one entry, written in the change's own transaction.
 * Nobody rewrites history: a trigger refuses UPDATE, DELETE and TRUNCATE on the table, so even raw SQL or a
 * future handler that forgets the rule cannot edit or remove an entry. The trigger is plain plpgsql, so PGlite and
 * PostgreSQL enforce it alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_log (
    id serial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_id integer REFERENCES users(id),
    actor_ip text,
    entity text NOT NULL CHECK (entity IN ('domain', 'category', 'user', 'order', 'check_details')),
    entity_id integer,
    action text NOT NULL,
    before jsonb,
    after jsonb
  )`.execute(db);
  // The admin pages list one entity's entries, newest first.
  await sql`CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id DESC)`.execute(db);
  await sql`CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
  $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_rewrite BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change()`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db);
  await sql`DROP FUNCTION IF EXISTS audit_log_refuse_change()`.execute(db);
}

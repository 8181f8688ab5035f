import { sql, type Kysely } from 'kysely';

/** Every table whose rows a domain list answer shows or filters by. */
export const CATALOGUE_TABLES = ['domains', 'domain_tags', 'domain_industries', 'tags', 'industries'] as const;

/**
 * A version of the domain catalogue, for the list answers the server keeps (services/list-answer-cache.ts): one row
 * whose number grows with every committed transaction that changed a table of CATALOGUE_TABLES, whatever wrote it.
 *
 * The number changes in the same transaction as the data, so a reader's snapshot sees both or neither: an answer
 * computed in one snapshot and kept under that snapshot's version is never older than its key, on the primary or on
 * a replica. The bump is a deferred constraint trigger, so it runs at commit, after the transaction's own statements:
 * the version row is the last lock a writer takes, and two writers that lock domains in different orders cannot
 * deadlock on it. It runs once per transaction (a transaction-local setting marks it done), so a bulk edit of a
 * thousand domains updates the row once. TRUNCATE has no row triggers and bumps through a statement trigger.
 * A seed that disables triggers (session_replication_role = replica) leaves the number alone; the server's kept
 * answers start empty with each process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE catalogue_version (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    version bigint NOT NULL DEFAULT 1
  )`.execute(db);
  await sql`INSERT INTO catalogue_version DEFAULT VALUES`.execute(db);
  await sql`CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('domenika.catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
        PERFORM set_config('domenika.catalogue_bumped', 'on', true);
        UPDATE catalogue_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql
      .raw(
        `CREATE CONSTRAINT TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_catalogue_version_truncate AFTER TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version ON ${table}`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version_truncate ON ${table}`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS catalogue_version_bump()`.execute(db);
  await sql`DROP TABLE IF EXISTS catalogue_version`.execute(db);
}

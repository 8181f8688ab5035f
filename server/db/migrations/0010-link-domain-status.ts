import { sql, type Kysely } from 'kysely';

const LINKS = [
  { table: 'domain_tags', key: 'tag_id' },
  { table: 'domain_industries', key: 'industry_id' },
] as const;

/**
 * Each tag and industry link carries its domain's status. Without it, a list filtered by one tag must find its first
 * 10 001 listed domains to count them: on a million domains, a walk of 123 000 domain rows for a tag on 8 % of them.
 * With the status beside the link, an index on (tag, status, domain) answers that count alone, in its first 10 001
 * entries; see services/domain-list-queries.ts (figures in docs/performance.md).
 *
 * Triggers keep the copy exact whatever writes: a new link takes its domain's status, and a status change is
 * copied to the domain's links. A seed that disables triggers (session_replication_role = replica) writes the
 * status itself (seed/insert-domains.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION link_takes_domain_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.domain_status := (SELECT status FROM domains WHERE id = NEW.domain_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE FUNCTION domain_status_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE domain_tags SET domain_status = NEW.status WHERE domain_id = NEW.id;
      UPDATE domain_industries SET domain_status = NEW.status WHERE domain_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  for (const { table, key } of LINKS) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN domain_status text`).execute(db);
    await sql.raw(`UPDATE ${table} l SET domain_status = d.status FROM domains d WHERE d.id = l.domain_id`).execute(db);
    await sql.raw(`ALTER TABLE ${table} ALTER COLUMN domain_status SET NOT NULL`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_domain_status BEFORE INSERT OR UPDATE OF domain_id ON ${table}
         FOR EACH ROW EXECUTE FUNCTION link_takes_domain_status()`,
      )
      .execute(db);
    await sql.raw(`CREATE INDEX ${table}_status ON ${table} (${key}, domain_status, domain_id)`).execute(db);
  }
  await sql`CREATE TRIGGER domains_status_to_links AFTER UPDATE OF status ON domains
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION domain_status_to_links()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS domains_status_to_links ON domains`.execute(db);
  for (const { table } of LINKS) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_domain_status ON ${table}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN domain_status`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS domain_status_to_links()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS link_takes_domain_status()`.execute(db);
}

import { sql, type Kysely } from 'kysely';

const LINKS = [
  { table: 'domain_tags', key: 'tag_id', column: 'tag_ids' },
  { table: 'domain_industries', key: 'industry_id', column: 'industry_ids' },
] as const;

/**
 * Each domain carries the ids of its tags and industries as two sorted arrays, with one GIN index over both, so that
 * a list filtered by tags and industries together intersects their posting lists in the index and reads only the
 * domains having both. Without it, the semi-joins of the link tables merge every link of the tag with every link of
 * the industry, however few domains have both (figures in docs/performance.md).
 *
 * The link tables stay the source of truth; statement triggers with transition tables copy each change to the
 * arrays, one UPDATE per statement and domain however many links it wrote. A seed that disables triggers
 * (session_replication_role = replica) writes the arrays itself (seed/insert-domains.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, key, column } of LINKS) {
    await sql.raw(`ALTER TABLE domains ADD COLUMN ${column} int4[] NOT NULL DEFAULT '{}'`).execute(db);
    await sql
      .raw(
        `UPDATE domains d SET ${column} = l.ids
         FROM (SELECT domain_id, array_agg(${key} ORDER BY ${key}) AS ids FROM ${table} GROUP BY domain_id) l
         WHERE l.domain_id = d.id`,
      )
      .execute(db);
    const refresh = (changed: string) =>
      `UPDATE domains d SET ${column} = coalesce(
           (SELECT array_agg(${key} ORDER BY ${key}) FROM ${table} l WHERE l.domain_id = d.id), '{}')
         WHERE d.id IN (${changed})`;
    await sql
      .raw(
        `CREATE FUNCTION ${table}_to_array() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'TRUNCATE' THEN
             UPDATE domains SET ${column} = '{}' WHERE ${column} <> '{}';
           ELSIF TG_OP = 'INSERT' THEN
             ${refresh('SELECT domain_id FROM new_links')};
           ELSIF TG_OP = 'DELETE' THEN
             ${refresh('SELECT domain_id FROM old_links')};
           ELSE
             ${refresh('SELECT domain_id FROM old_links UNION SELECT domain_id FROM new_links')};
           END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    // A transition table belongs to one event, so each event has a trigger of its own.
    const triggers = [
      ['insert', 'INSERT', 'REFERENCING NEW TABLE AS new_links'],
      ['delete', 'DELETE', 'REFERENCING OLD TABLE AS old_links'],
      ['update', 'UPDATE', 'REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links'],
      ['truncate', 'TRUNCATE', ''],
    ];
    for (const [name, event, referencing] of triggers) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_array_${name} AFTER ${event} ON ${table} ${referencing}
           FOR EACH STATEMENT EXECUTE FUNCTION ${table}_to_array()`,
        )
        .execute(db);
    }
  }
  await sql`CREATE INDEX domains_categories ON domains USING gin (tag_ids, industry_ids)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS domains_categories`.execute(db);
  for (const { table, column } of LINKS) {
    for (const name of ['insert', 'delete', 'update', 'truncate']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_array_${name} ON ${table}`).execute(db);
    }
    await sql.raw(`DROP FUNCTION IF EXISTS ${table}_to_array()`).execute(db);
    await sql.raw(`ALTER TABLE domains DROP COLUMN IF EXISTS ${column}`).execute(db);
  }
}

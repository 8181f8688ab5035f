import { sql, type Kysely } from 'kysely';

// The administrators' list covers every status, so the partial indexes of 0002 cannot order it.
const ADMIN_SORTS = ['price', 'rent_price', 'dfs_rating', 'backlinks', 'ref_domains', 'max_visibility', 'anchor_links'];
const METRICS = ['dfs_rating', 'backlinks', 'ref_domains', 'max_visibility', 'anchor_links'];
// What a customer's filters and sorts read, apart from the name: an index holding all of it answers them alone.
const LIST_COLUMNS = ['type', 'price', 'rent_price', 'created_at', ...METRICS];
const covering = (key: string) => LIST_COLUMNS.filter((column) => column !== key).join(', ');

/**
 * Indexes for a catalogue of a million domains (measured with EXPLAIN ANALYZE on PGlite, see bench/domains-server.ts):
 * - a trigram index for the name search, which is a substring match (ILIKE '%…%') that no B-tree can serve;
 *   where pg_trgm cannot be installed the search keeps scanning, as before;
 * - whole-table indexes for every sort of the administrators' list, which, without a status filter, would
 *   otherwise sort the whole table for each page;
 * - the customer's metric indexes of 0002, and a new one on the type, made covering: a filter on a metric or the
 *   type, sorted by another column, collects its matches and their sort keys from the index alone
 *   (services/domain-list-queries.ts), and counts them without reading the table.
 */
const statements = [
  `DO $$ BEGIN
     CREATE EXTENSION IF NOT EXISTS pg_trgm;
     CREATE INDEX domains_name_trgm ON domains USING gin (name gin_trgm_ops);
   EXCEPTION WHEN others THEN
     RAISE NOTICE 'pg_trgm is not available: the domain name search scans the table';
   END $$`,
  ...ADMIN_SORTS.map((column) => `CREATE INDEX domains_${column} ON domains (${column}, id)`),
  `CREATE INDEX domains_rent_price_desc ON domains (rent_price DESC NULLS LAST, id DESC)`,
  `CREATE INDEX domains_name_sort ON domains ((name COLLATE "C"), id)`,
  ...METRICS.flatMap((column) => [
    `DROP INDEX domains_available_${column}`,
    `CREATE INDEX domains_available_${column} ON domains (${column}, id) INCLUDE (${covering(column)}) WHERE status = 'available'`,
  ]),
  `CREATE INDEX domains_available_type ON domains (type, id) INCLUDE (${covering('type')}) WHERE status = 'available'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const indexes = [
    ...ADMIN_SORTS.map((column) => `domains_${column}`),
    'domains_rent_price_desc',
    'domains_name_sort',
    'domains_name_trgm',
    'domains_available_type',
  ];
  for (const index of indexes) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
  for (const column of METRICS) {
    await sql.raw(`DROP INDEX domains_available_${column}`).execute(db);
    await sql
      .raw(`CREATE INDEX domains_available_${column} ON domains (${column}, id) WHERE status = 'available'`)
      .execute(db);
  }
}

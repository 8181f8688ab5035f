import { sql, type Kysely } from 'kysely';

// Every customer sort runs over available domains only, so partial indexes keep them small; each ends in id,
// the tie-breaker that keeps pages from overlapping.
const CUSTOMER_SORTS = [
  'price',
  'rent_price',
  'dfs_rating',
  'backlinks',
  'ref_domains',
  'max_visibility',
  'anchor_links',
];

/**
 * Indexes for the catalogue's filters and sorts, case-insensitive uniqueness of category names, and a `polish`
 * collation for sorting names. pg_trgm is not available everywhere (PGlite lacks it), so substring search stays a
 * scan and the indexes serve the sorts and exact filters.
 */
const statements = [
  // ICU with Polish rules where the server has them; byte order where it has no ICU at all.
  `DO $$ BEGIN
     CREATE COLLATION polish (provider = icu, locale = 'pl-PL');
   EXCEPTION WHEN others THEN
     CREATE COLLATION polish FROM "C";
   END $$`,
  ...CUSTOMER_SORTS.map(
    (column) => `CREATE INDEX domains_available_${column} ON domains (${column}, id) WHERE status = 'available'`,
  ),
  // Domains without a lease price sort last in both directions, which the ascending index cannot give backwards.
  `CREATE INDEX domains_available_rent_price_desc ON domains (rent_price DESC NULLS LAST, id DESC) WHERE status = 'available'`,
  `CREATE INDEX domains_available_name ON domains ((name COLLATE "C"), id) WHERE status = 'available'`,
  // The admin list has no status filter by default and starts from the newest.
  `CREATE INDEX domains_created ON domains (created_at DESC, id DESC)`,
  `CREATE UNIQUE INDEX industries_name_lower ON industries (lower(name))`,
  `CREATE UNIQUE INDEX tags_name_lower ON tags (lower(name))`,
  `CREATE INDEX portals_created ON portals (created_at DESC, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const indexes = [
    ...CUSTOMER_SORTS.map((column) => `domains_available_${column}`),
    'domains_available_rent_price_desc',
    'domains_available_name',
    'domains_created',
    'industries_name_lower',
    'tags_name_lower',
    'portals_created',
  ];
  for (const index of indexes) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
  await sql.raw('DROP COLLATION IF EXISTS polish').execute(db);
}

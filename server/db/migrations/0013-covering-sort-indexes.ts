import { sql, type Kysely } from 'kysely';

// What a customer's filters and sorts read, apart from the name and the categories (as in migration 0004).
const LIST_COLUMNS = [
  'type',
  'price',
  'rent_price',
  'created_at',
  'dfs_rating',
  'backlinks',
  'ref_domains',
  'max_visibility',
  'anchor_links',
];
const covering = (key: string) => LIST_COLUMNS.filter((column) => column !== key).join(', ');

/** The customer's sort indexes that 0004 left without the list's columns, and their definitions before. */
const SORTS = [
  {
    name: 'domains_available_price',
    key: 'price',
    keys: 'price, id',
    before: `CREATE INDEX domains_available_price ON domains (price, id) WHERE status = 'available'`,
  },
  {
    name: 'domains_available_rent_price',
    key: 'rent_price',
    keys: 'rent_price, id',
    before: `CREATE INDEX domains_available_rent_price ON domains (rent_price, id) WHERE status = 'available'`,
  },
  {
    name: 'domains_available_rent_price_desc',
    key: 'rent_price',
    keys: 'rent_price DESC NULLS LAST, id DESC',
    before: `CREATE INDEX domains_available_rent_price_desc ON domains (rent_price DESC NULLS LAST, id DESC) WHERE status = 'available'`,
  },
  { name: 'domains_available_created', key: 'created_at', keys: 'created_at DESC, id DESC', before: null },
];

/**
 * Every customer sort order gets an index holding the list's columns, as the metric orders got in 0004, so that a
 * bounded walk (services/domain-list-queries.ts) reads its head of the sort order from the index alone and only the
 * page's rows from the table. Without it, a walk whose head holds no match (on a million domains, "ref. domains ≥
 * 100, cheapest first" has none among the first 558 000 by price) reads thousands of table pages before the matches
 * can be collected (figures in docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, key, keys } of SORTS) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
    await sql
      .raw(`CREATE INDEX ${name} ON domains (${keys}) INCLUDE (${covering(key)}) WHERE status = 'available'`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, before } of SORTS) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
    if (before) await sql.raw(before).execute(db);
  }
}

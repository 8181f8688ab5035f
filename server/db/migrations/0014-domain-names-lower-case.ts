import { sql, type Kysely } from 'kysely';

/**
 * Domain names are stored lower case (services/domain-name.ts normalises every name an administrator or an import
 * writes), and the table now refuses any other. The name search relies on it: it matches the lower-cased query with
 * LIKE, which compares bytes, instead of ILIKE, which folds the case of both sides of every row it rechecks. A common
 * word rechecks thousands of rows for its capped count, so the cheaper comparison shows (figures in
 * docs/performance.md; the trigram index serves both).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE domains ADD CONSTRAINT domains_name_lower_case CHECK (name = lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE domains DROP CONSTRAINT IF EXISTS domains_name_lower_case`.execute(db);
}

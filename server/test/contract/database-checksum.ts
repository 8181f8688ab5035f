import { sql } from 'kysely';
import type { Db } from '../../db/database';

// Columns that change on every authenticated request (the token's last use) are not state a request can corrupt.
const VOLATILE: Record<string, string> = {
  access_tokens: '(t.id, t.user_id, t.token_hash, t.expires_at)',
};

// Tables that record attempts rather than state: a refused sign-in must still count against its rate limit.
const ATTEMPT_LOGS = new Set(['rate_limit_counters']);

/** One md5 over every table of the public schema: equal before and after means the request changed nothing. */
export async function databaseChecksum(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts = tables.rows
    .filter(({ name }) => !ATTEMPT_LOGS.has(name))
    .map(({ name }) => {
      const row = VOLATILE[name] ?? 't';
      return `(select md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) from "${name.replace(/"/g, '""')}" t)`;
    });
  const result = await sql<{ sum: string }>`select md5(${sql.raw(parts.join(" || ',' || "))}) as sum`.execute(db);
  return result.rows[0]!.sum;
}

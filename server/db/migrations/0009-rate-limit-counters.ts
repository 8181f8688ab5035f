import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters in the database, so that several API processes behind one proxy share them: an
 * in-memory count would let each process admit the full limit. One row per key (operation, address, e-mail) holds a
 * fixed window: when it started and how many attempts it has seen. UNLOGGED because a count lost in a crash only
 * resets a one-minute window, and it keeps these writes out of the write-ahead log and off the read replicas.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNLOGGED TABLE rate_limit_counters (
    key text PRIMARY KEY,
    hits integer NOT NULL CHECK (hits > 0),
    window_started_ms bigint NOT NULL,
    window_ms integer NOT NULL CHECK (window_ms > 0)
  )`.execute(db);
  // The sweep removes windows that ended; the index lets it find them without reading the whole table.
  await sql`CREATE INDEX rate_limit_counters_window_end ON rate_limit_counters ((window_started_ms + window_ms))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_limit_counters`.execute(db);
}

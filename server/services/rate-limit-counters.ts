import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { startPeriodicTask, type PeriodicTask, type TaskLog } from './periodic-task';

/** One counted attempt: how many the key's window has seen, and how long until that window ends. */
export interface CountedAttempt {
  hits: number;
  ttlMs: number;
}

/**
 * Counts one attempt under `key` in a fixed window of `windowMs` that starts at the key's first attempt, the way the
 * rate-limit plugin's in-memory store counts. One statement, so two processes counting the same key at once never
 * lose an attempt: PostgreSQL serialises the conflicting upserts on the key's row.
 */
export async function countAttempt(db: Db, key: string, windowMs: number, nowMs: number): Promise<CountedAttempt> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    INSERT INTO rate_limit_counters AS c (key, hits, window_started_ms, window_ms)
    VALUES (${key}, 1, ${nowMs}, ${windowMs})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_started_ms + c.window_ms <= ${nowMs} THEN 1 ELSE c.hits + 1 END,
      window_started_ms = CASE WHEN c.window_started_ms + c.window_ms <= ${nowMs}
        THEN ${nowMs} ELSE c.window_started_ms END,
      window_ms = ${windowMs}
    RETURNING c.hits, (c.window_started_ms + c.window_ms - ${nowMs})::integer AS ttl_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** The key's window as it stands, without counting: zero hits once it has ended. */
export async function readAttempts(db: Db, key: string, nowMs: number): Promise<CountedAttempt> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['hits', sql<number>`(window_started_ms + window_ms - ${nowMs})::integer`.as('ttl_ms')])
    .where('key', '=', key)
    .where(sql<boolean>`window_started_ms + window_ms > ${nowMs}`)
    .executeTakeFirst();
  return row ? { hits: row.hits, ttlMs: row.ttl_ms } : { hits: 0, ttlMs: 0 };
}

/** Removes the windows that have ended, so keys never seen again do not pile up; returns how many went. */
export async function sweepEndedWindows(db: Db, nowMs: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where(sql<boolean>`window_started_ms + window_ms <= ${nowMs}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often a running server removes ended windows. */
export const WINDOW_SWEEP_INTERVAL_MS = 15 * 60_000;

/** Sweeps ended rate-limit windows now and then every `intervalMs`. */
export function startWindowSweep(
  ctx: Pick<AppContext, 'db' | 'now'>,
  log: TaskLog,
  intervalMs = WINDOW_SWEEP_INTERVAL_MS,
): PeriodicTask {
  return startPeriodicTask(
    'rate-limit window sweep',
    () => sweepEndedWindows(ctx.db, ctx.now().getTime()),
    log,
    intervalMs,
  );
}

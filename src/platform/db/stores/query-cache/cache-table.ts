import { freshSince, isFresh } from '../../../../kernel/cache-lifetime';
import type { CacheEntry } from './cache-operations';
import type { SqlDatabase } from '../../sql-database';

/** The persisted API cache: one row per query, tagged for invalidation; a row past the cache lifetime is never handed out. */
export const cacheTable = {
  get(db: SqlDatabase, key: string, now: number): string | null {
    const [row] = db.selectObjects('SELECT value, updated_at FROM api_cache WHERE key = ?', [key]);
    if (!row) return null;
    if (!isFresh(Number(row.updated_at), now)) {
      db.exec('DELETE FROM api_cache WHERE key = ?', { bind: [key] });
      return null;
    }
    return String(row.value);
  },

  put(db: SqlDatabase, entry: CacheEntry): void {
    db.exec(
      `INSERT INTO api_cache (key, tag, value, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET tag = excluded.tag, value = excluded.value, updated_at = excluded.updated_at`,
      { bind: [entry.key, entry.tag, entry.value, entry.updatedAt] },
    );
  },

  remove(db: SqlDatabase, key: string): void {
    db.exec('DELETE FROM api_cache WHERE key = ?', { bind: [key] });
  },

  /** Every entry still fresh at `now`. */
  entries(db: SqlDatabase, now: number): Array<[string, string]> {
    return db
      .selectObjects('SELECT key, value FROM api_cache WHERE updated_at >= ? ORDER BY key', [freshSince(now)])
      .map((row) => [String(row.key), String(row.value)]);
  },

  /** Drops every entry under the tags; returns how many went. */
  invalidate(db: SqlDatabase, tags: readonly string[]): number {
    if (tags.length === 0) return 0;
    db.exec(`DELETE FROM api_cache WHERE tag IN (${tags.map(() => '?').join(', ')})`, { bind: [...tags] });
    return db.changes();
  },

  clear(db: SqlDatabase): void {
    db.exec('DELETE FROM api_cache');
  },

  purge(db: SqlDatabase, olderThan: number): number {
    db.exec('DELETE FROM api_cache WHERE updated_at < ?', { bind: [olderThan] });
    return db.changes();
  },
};

import type { SqlDatabase } from './sql-database';

/**
 * Versioned schema changes, applied in order inside one transaction each; PRAGMA user_version records the last.
 * An applied step is never edited: a change is a new step at the end.
 */
const STEPS: ReadonlyArray<readonly string[]> = [
  [
    `CREATE TABLE api_cache (
      key TEXT PRIMARY KEY,
      tag TEXT NOT NULL,
      value TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    )`,
    'CREATE INDEX api_cache_tag ON api_cache (tag)',
    'CREATE INDEX api_cache_updated ON api_cache (updated_at)',
    // WITHOUT ROWID: the key is the table, so a change writes one b-tree, not a table and its key index.
    'CREATE TABLE cart_domains (key TEXT PRIMARY KEY, item TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID',
    'CREATE TABLE cart_portals (key TEXT PRIMARY KEY, item TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID',
    'CREATE TABLE cart_publications (key TEXT PRIMARY KEY, item TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID',
    'CREATE TABLE cart_redirects (key TEXT PRIMARY KEY, item TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID',
    'CREATE TABLE cart_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID',
  ],
  [
    // The QA inspector's event log: appended in batches, capped to the newest rows by id.
    `CREATE TABLE qa_events (
      id INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      actor_id TEXT NOT NULL,
      machine_id TEXT NOT NULL,
      event_type TEXT NOT NULL,
      payload TEXT NOT NULL,
      snapshot TEXT
    )`,
  ],
];

export const SCHEMA_VERSION = STEPS.length;

/** Brings the schema to SCHEMA_VERSION; returns the version it found. */
export function migrate(db: SqlDatabase): number {
  const found = Number(db.selectValue('PRAGMA user_version'));
  for (let version = found; version < STEPS.length; version += 1) {
    db.transaction((tx) => {
      for (const statement of STEPS[version]!) tx.exec(statement);
      tx.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return found;
}

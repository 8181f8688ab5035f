/**
 * The part of sqlite-wasm's oo1 Database the store uses. Naming it keeps the processor testable with any
 * database opened in the test's thread, and keeps the wide oo1 typings out of the store's code.
 */
/** The part of sqlite-wasm's oo1 prepared statement the store uses (statement-cache.ts). */
export interface SqlStatement {
  bind(values: unknown[]): SqlStatement;
  step(): boolean;
  get(index: number): unknown;
  get(target: Record<string, unknown>): Record<string, unknown>;
  reset(clearBindings?: boolean): SqlStatement;
  finalize(): unknown;
}

export interface SqlDatabase {
  prepare(sql: string): SqlStatement;
  exec(sql: string, options?: { bind?: unknown[] }): unknown;
  selectObjects(sql: string, bind?: unknown[]): Array<Record<string, unknown>>;
  selectValue(sql: string, bind?: unknown[]): unknown;
  transaction<T>(callback: (db: SqlDatabase) => T): T;
  changes(): number;
  close(): void;
}

/** SQLite's primary result codes the store reacts to. */
export const SQLITE = { BUSY: 5, LOCKED: 6, CORRUPT: 11, FULL: 13, CANTOPEN: 14, NOTADB: 26 } as const;

/** The primary result code of a sqlite-wasm error, if it carries one. */
export function resultCodeOf(error: unknown): number | null {
  const code = (error as { resultCode?: unknown } | null)?.resultCode;
  return typeof code === 'number' ? code & 0xff : null;
}

import type { SqlDatabase, SqlStatement } from './sql-database';

/**
 * The store's database with its statements prepared once and kept. oo1's `selectValue`, `selectObjects` and
 * `exec` compile their SQL on every call, and a cart write runs about ten statements: compiling them again was a
 * large part of a write's time from call to commit (docs/performance.md).
 * The store's SQL is a fixed set of texts (table names come from constants), so the cache stays small. A text
 * holding several statements (migrations) and a pragma go to oo1 as before. Closing the database finalises the kept
 * statements: oo1 finalises every statement a database still holds when it closes.
 */
export function withStatementCache(db: SqlDatabase): SqlDatabase {
  const statements = new Map<string, SqlStatement>();
  const prepared = (sql: string): SqlStatement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // Runs `read` on the bound statement and leaves it reset, also when `read` throws, so a failed call never holds
  // a read open.
  const run = <T>(sql: string, bind: unknown[] | undefined, read: (statement: SqlStatement) => T): T => {
    const statement = prepared(sql);
    try {
      if (bind?.length) statement.bind(bind);
      return read(statement);
    } finally {
      statement.reset(true);
    }
  };
  // One statement, no trailing second one: what may be kept. Anything else is left to oo1.
  const single = (sql: string) => !/;\s*\S/.test(sql) && !/^\s*PRAGMA/i.test(sql);

  const cached: SqlDatabase = {
    prepare: (sql) => db.prepare(sql),
    exec(sql, options) {
      // oo1 reads a second argument as its options object, so none is passed when there is none.
      if (!single(sql)) return options ? db.exec(sql, options) : db.exec(sql);
      run(sql, options?.bind, (statement) => {
        while (statement.step()) {
          // A write's RETURNING rows, if any, are not wanted here.
        }
      });
      return cached;
    },
    selectValue(sql, bind) {
      if (!single(sql)) return db.selectValue(sql, bind);
      return run(sql, bind, (statement) => (statement.step() ? statement.get(0) : undefined));
    },
    selectObjects(sql, bind) {
      if (!single(sql)) return db.selectObjects(sql, bind);
      return run(sql, bind, (statement) => {
        const rows: Array<Record<string, unknown>> = [];
        while (statement.step()) rows.push(statement.get({}));
        return rows;
      });
    },
    transaction(callback) {
      return db.transaction(() => callback(cached));
    },
    changes: () => db.changes(),
    close() {
      statements.clear();
      db.close();
    },
  };
  return cached;
}

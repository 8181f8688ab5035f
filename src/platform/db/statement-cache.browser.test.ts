import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import type { SqlDatabase } from './sql-database';
import { withStatementCache } from './statement-cache';

// Against a real sqlite-wasm database in the page's thread: the cache must answer as oo1 itself does.
let raw: SqlDatabase;
let db: SqlDatabase;
/** The texts oo1 was asked to compile through the cache. */
let compiled: string[];

beforeEach(async () => {
  raw = (await openDatabase({ persistent: false })).db;
  raw.exec('CREATE TABLE fruit (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, weight REAL)');
  compiled = [];
  // Counted on the instance itself: oo1 keeps its state per database object, so no stand-in may take its place.
  const prepare = raw.prepare.bind(raw);
  raw.prepare = (sql) => {
    compiled.push(sql);
    return prepare(sql);
  };
  db = withStatementCache(raw);
});

describe('the statement cache', () => {
  it('answers reads and writes as oo1 does, the same statement reused with new values', () => {
    for (const [id, name, weight] of [
      [1, 'jabłko', 0.2],
      [2, 'gruszka', null],
    ] as const)
      db.exec('INSERT INTO fruit (id, name, weight) VALUES (?, ?, ?)', { bind: [id, name, weight] });
    expect(db.selectValue('SELECT name FROM fruit WHERE id = ?', [2])).toBe('gruszka');
    expect(db.selectValue('SELECT name FROM fruit WHERE id = ?', [1])).toBe('jabłko');
    expect(db.selectValue('SELECT name FROM fruit WHERE id = ?', [3])).toBeUndefined();
    expect(db.selectObjects('SELECT id, weight FROM fruit ORDER BY id')).toEqual(
      raw.selectObjects('SELECT id, weight FROM fruit ORDER BY id'),
    );
    expect(db.selectObjects('SELECT id FROM fruit WHERE id > ?', [5])).toEqual([]);
    // Each text was compiled once, however often it ran.
    expect(compiled.filter((sql) => sql.startsWith('INSERT'))).toHaveLength(1);
    expect(compiled.filter((sql) => sql === 'SELECT name FROM fruit WHERE id = ?')).toHaveLength(1);
  });

  it('stays usable after a statement fails, and a failed transaction leaves nothing behind', () => {
    db.exec('INSERT INTO fruit (id, name) VALUES (?, ?)', { bind: [1, 'śliwka'] });
    expect(() => db.exec('INSERT INTO fruit (id, name) VALUES (?, ?)', { bind: [2, 'śliwka'] })).toThrow(/UNIQUE/);
    expect(() =>
      db.transaction((tx) => {
        tx.exec('INSERT INTO fruit (id, name) VALUES (?, ?)', { bind: [3, 'wiśnia'] });
        tx.exec('INSERT INTO fruit (id, name) VALUES (?, ?)', { bind: [4, 'śliwka'] });
      }),
    ).toThrow(/UNIQUE/);
    expect(db.selectObjects('SELECT name FROM fruit ORDER BY id')).toEqual([{ name: 'śliwka' }]);
    db.exec('INSERT INTO fruit (id, name) VALUES (?, ?)', { bind: [2, 'wiśnia'] });
    expect(db.selectValue('SELECT COUNT(*) FROM fruit')).toBe(2);
  });

  it('leaves several statements in one text and pragmas to oo1', () => {
    db.exec("INSERT INTO fruit (id, name) VALUES (1, 'a'); INSERT INTO fruit (id, name) VALUES (2, 'b');");
    expect(db.selectValue('SELECT COUNT(*) FROM fruit')).toBe(2);
    expect(db.selectValue('PRAGMA user_version')).toBe(raw.selectValue('PRAGMA user_version'));
  });

  it('closes the database it wraps, kept statements and all', () => {
    db.selectValue('SELECT name FROM fruit WHERE id = ?', [1]);
    db.close();
    expect(() => raw.selectValue('SELECT 1')).toThrow();
  });
});

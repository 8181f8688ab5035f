import { EMPTY_CART, cartItemKey, type CartChange, type CartCollection, type CartSnapshot } from '../model/cart';
import type { SqlDatabase } from './sql-database';

// One table per collection (spec section 4: domains, portals, publications, redirects); the names are fixed here,
// never taken from a message.
const TABLE: Record<CartCollection, string> = {
  domains: 'cart_domains',
  portals: 'cart_portals',
  publications: 'cart_publications',
  redirects: 'cart_redirects',
};

const COLLECTIONS = Object.keys(TABLE) as CartCollection[];

// The last batch ids applied, kept in the meta row the write touches anyway: a re-send after a leader change comes
// within seconds, so a short memory is enough, and no extra table page is written per change.
const REMEMBERED_BATCHES = 64;

function readMeta(db: SqlDatabase): Pick<CartSnapshot, 'mode' | 'redirectPeriod' | 'discountCode' | 'version'> {
  const meta = Object.fromEntries(
    db
      .selectObjects("SELECT key, value FROM cart_meta WHERE key <> 'batches'")
      .map((row) => [String(row.key), JSON.parse(String(row.value)) as unknown]),
  );
  return {
    mode: (meta.mode as CartSnapshot['mode']) ?? EMPTY_CART.mode,
    redirectPeriod: (meta.redirectPeriod as CartSnapshot['redirectPeriod']) ?? EMPTY_CART.redirectPeriod,
    discountCode: (meta.discountCode as CartSnapshot['discountCode']) ?? null,
    version: (meta.version as number) ?? 0,
  };
}

function writeMeta(db: SqlDatabase, key: string, value: unknown): void {
  db.exec('INSERT INTO cart_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', {
    bind: [key, JSON.stringify(value)],
  });
}

function applyChange(db: SqlDatabase, change: CartChange): void {
  switch (change.type) {
    case 'put': {
      const table = TABLE[change.collection];
      // An item already there keeps its place in the list; a new one goes to the end.
      db.exec(
        `INSERT INTO ${table} (key, item, position) VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM ${table}))
         ON CONFLICT (key) DO UPDATE SET item = excluded.item`,
        { bind: [cartItemKey(change.collection, change.item), JSON.stringify(change.item)] },
      );
      return;
    }
    case 'remove':
      db.exec(`DELETE FROM ${TABLE[change.collection]} WHERE key = ?`, { bind: [change.key] });
      return;
    case 'mode':
      writeMeta(db, 'mode', change.mode);
      return;
    case 'redirectPeriod':
      writeMeta(db, 'redirectPeriod', change.period);
      return;
    case 'discountCode':
      writeMeta(db, 'discountCode', change.code);
      return;
    case 'clear':
      for (const collection of COLLECTIONS) db.exec(`DELETE FROM ${TABLE[collection]}`);
      db.exec("DELETE FROM cart_meta WHERE key NOT IN ('version', 'batches')");
      return;
  }
}

/** The cart as stored: the four collections in insertion order, and the mode, period, code and version. */
export function readCart(db: SqlDatabase): CartSnapshot {
  const collections = Object.fromEntries(
    COLLECTIONS.map((collection) => [
      collection,
      db
        .selectObjects(`SELECT item FROM ${TABLE[collection]} ORDER BY position`)
        .map((row) => JSON.parse(String(row.item)) as unknown),
    ]),
  ) as Pick<CartSnapshot, CartCollection>;
  return { ...collections, ...readMeta(db) };
}

/**
 * Writes a batch of changes in one transaction and returns the new snapshot. A batch whose id was applied already
 * (re-sent after a leader change) changes nothing.
 */
export function writeCart(db: SqlDatabase, batchId: string, changes: readonly CartChange[]): CartSnapshot {
  return db.transaction((tx) => {
    const raw = tx.selectValue("SELECT value FROM cart_meta WHERE key = 'batches'");
    const applied = raw === undefined ? [] : (JSON.parse(String(raw)) as string[]);
    if (!applied.includes(batchId)) {
      for (const change of changes) applyChange(tx, change);
      writeMeta(tx, 'version', readMeta(tx).version + 1);
      writeMeta(tx, 'batches', [...applied, batchId].slice(-REMEMBERED_BATCHES));
    }
    return readCart(tx);
  });
}

import {
  EMPTY_CART,
  cartItemKey,
  type CartChange,
  type CartCollection,
  type CartCollections,
  type CartSnapshot,
} from '../model/cart';
import type { SqlDatabase } from './sql-database';

// One table per collection (spec section 4: domains, portals, publications, redirects); the names are fixed here,
// never taken from a message.
const TABLE: Record<CartCollection, string> = {
  domains: 'cart_domains',
  portals: 'cart_portals',
  publications: 'cart_publications',
  redirects: 'cart_redirects',
};

// The last batch ids applied, kept in the meta row the write touches anyway: a re-send after a leader change comes
// within seconds, so a short memory is enough, and no extra table page is written per change.
const REMEMBERED_BATCHES = 64;

type CartMeta = Pick<CartSnapshot, 'mode' | 'redirectPeriod' | 'discountCode' | 'version'>;

/** A stored JSON text; the tables hold only what this module wrote, so its type is the one written. */
function parseStored<T>(value: unknown): T {
  if (typeof value !== 'string') throw new TypeError('the cart tables hold JSON text');
  return JSON.parse(value) as T;
}

function readMeta(db: SqlDatabase): CartMeta {
  const meta = parseStored<Partial<CartMeta>>(
    db.selectValue("SELECT json_group_object(key, json(value)) FROM cart_meta WHERE key <> 'batches'"),
  );
  return {
    mode: meta.mode ?? EMPTY_CART.mode,
    redirectPeriod: meta.redirectPeriod ?? EMPTY_CART.redirectPeriod,
    discountCode: meta.discountCode ?? null,
    version: meta.version ?? 0,
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
      for (const table of Object.values(TABLE)) db.exec(`DELETE FROM ${table}`);
      db.exec("DELETE FROM cart_meta WHERE key NOT IN ('version', 'batches')");
      return;
  }
}

function readItems<C extends CartCollection>(db: SqlDatabase, collection: C): CartCollections[C] {
  return parseStored(db.selectValue(`SELECT json_group_array(json(item) ORDER BY position) FROM ${TABLE[collection]}`));
}

/** The cart as stored: the four collections in insertion order, and the mode, period, code and version. */
export function readCart(db: SqlDatabase): CartSnapshot {
  return {
    domains: readItems(db, 'domains'),
    portals: readItems(db, 'portals'),
    publications: readItems(db, 'publications'),
    redirects: readItems(db, 'redirects'),
    ...readMeta(db),
  };
}

/**
 * Writes a batch of changes in one transaction and returns the new snapshot. A batch whose id was applied already
 * (re-sent after a leader change) changes nothing.
 */
export function writeCart(db: SqlDatabase, batchId: string, changes: readonly CartChange[]): CartSnapshot {
  return db.transaction((tx) => {
    const raw = tx.selectValue("SELECT value FROM cart_meta WHERE key = 'batches'");
    const applied = raw === undefined ? [] : parseStored<string[]>(raw);
    if (!applied.includes(batchId)) {
      for (const change of changes) applyChange(tx, change);
      writeMeta(tx, 'version', readMeta(tx).version + 1);
      writeMeta(tx, 'batches', [...applied, batchId].slice(-REMEMBERED_BATCHES));
    }
    return readCart(tx);
  });
}

import {
  EMPTY_CART,
  applyCartChanges,
  cartItemKey,
  type CartChange,
  type CartCollection,
  type CartCollections,
  type CartSnapshot,
} from '../../../../kernel/cart';
import type { SqlDatabase } from '../../sql-database';

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

interface KnownCart {
  snapshot: CartSnapshot;
  /** The last batch ids applied, oldest first, as kept in the meta row. */
  batches: string[];
}

/** The cart tables of one open database, which this worker alone holds (EXCLUSIVE locking, one leader tab). */
export interface CartTables {
  /** The cart as stored, read from the tables. */
  read(): CartSnapshot;
  /**
   * Writes a batch of changes in one transaction and returns the new snapshot. A batch whose id was applied already
   * (re-sent after a leader change) changes nothing.
   */
  write(batchId: string, changes: readonly CartChange[]): CartSnapshot;
}

/**
 * The cart tables, with the cart last committed kept in memory. No one else writes this file while the worker holds
 * it, so a write applies its changes to the tables and works out the new snapshot with the model's rule
 * (`applyCartChanges`, which the tables are tested against) instead of reading the four collections and the meta
 * rows back on every click: those six statements and their JSON were a third of a write's time in the worker. A
 * failed transaction forgets what it knew, and the next write reads the tables again.
 */
export function cartTables(db: SqlDatabase): CartTables {
  let known: KnownCart | null = null;
  const readKnown = (tx: SqlDatabase): KnownCart => {
    const raw = tx.selectValue("SELECT value FROM cart_meta WHERE key = 'batches'");
    return { snapshot: readCart(tx), batches: raw === undefined ? [] : parseStored<string[]>(raw) };
  };
  return {
    read: () => readCart(db),
    write(batchId, changes) {
      try {
        known = db.transaction((tx): KnownCart => {
          const current = known ?? readKnown(tx);
          if (current.batches.includes(batchId)) return current;
          for (const change of changes) applyChange(tx, change);
          // The items as the tables give them back: each went through JSON on its way in.
          const snapshot = applyCartChanges(current.snapshot, changes.map(asStored));
          const batches = [...current.batches, batchId].slice(-REMEMBERED_BATCHES);
          writeMeta(tx, 'version', snapshot.version);
          writeMeta(tx, 'batches', batches);
          return { snapshot, batches };
        });
        return known.snapshot;
      } catch (error) {
        known = null;
        throw error;
      }
    },
  };
}

/** A change whose item is as the tables hold it: parsed back from the JSON text written. */
function asStored(change: CartChange): CartChange {
  return change.type === 'put' ? parseStored<CartChange>(JSON.stringify(change)) : change;
}

import { applyCartChanges } from '../../../../kernel/cart';
import type { HandlersOf } from '../../request-handlers';
import type { SqlDatabase } from '../../sql-database';
import type { CartOperations } from './cart-operations';
import { cartTables } from './cart-tables';
import { readCartCopy, writeCartCopy } from './local-cart-copy';

/** The cart in the SQLite database: one table per collection. */
export function cartSqliteHandlers(db: SqlDatabase): HandlersOf<CartOperations> {
  const cart = cartTables(db);
  return {
    'cart.read': () => cart.read(),
    'cart.write': ({ batchId, changes }) => cart.write(batchId, changes),
  };
}

/** The cart where OPFS is missing: its local-storage copy is the whole cart. */
export function cartLocalHandlers(storage: Storage): HandlersOf<CartOperations> {
  const batches = new Set<string>();
  return {
    'cart.read': () => readCartCopy(storage),
    'cart.write': ({ batchId, changes }) => {
      const current = readCartCopy(storage);
      if (batches.has(batchId)) return current;
      const next = applyCartChanges(current, changes);
      writeCartCopy(storage, next);
      batches.add(batchId);
      return next;
    },
  };
}

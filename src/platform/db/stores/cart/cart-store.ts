import type { CartChange, CartSnapshot } from '../../../../kernel/cart';
import type { DbClient } from '../../db-client';

/** The cart's storage, for the cart machine: read it, change it in one transaction, hear other tabs' changes. */
export interface CartStore {
  load(): Promise<CartSnapshot>;
  /** Applies the changes in one transaction and returns the stored cart. */
  apply(changes: CartChange[]): Promise<CartSnapshot>;
  /** Calls back with the cart whenever another tab changes it. */
  subscribe(listener: (snapshot: CartSnapshot) => void): () => void;
}

export function createCartStore(db: DbClient): CartStore {
  return {
    load: () => db.request('cart.read', {}),
    apply: (changes) => db.request('cart.write', { batchId: crypto.randomUUID(), changes }),
    subscribe: (listener) =>
      db.subscribe((event) => {
        if (event.type === 'cart') listener(event.snapshot);
      }),
  };
}

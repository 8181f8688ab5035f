import type { CartChange, CartSnapshot } from '../../../../kernel/cart';

/** The cart's requests to the tabs' database: what each carries and what its reply holds. */
export interface CartOperations {
  'cart.read': { request: Record<string, never>; reply: CartSnapshot };
  /** A batch of changes in one transaction; `batchId` makes a re-sent batch harmless. */
  'cart.write': { request: { batchId: string; changes: CartChange[] }; reply: CartSnapshot };
}

/** News of another tab's cart change: the cart as it is stored now. */
export interface CartNews {
  type: 'cart';
  snapshot: CartSnapshot;
}

/** What rebuilding a damaged database file did for the cart: whether it came back from its local copy. */
export interface CartRebuildReport {
  cartRestored: boolean;
}

import type { CartStore } from './stores/cart/cart-store';
import type { DbClient } from './db-client';

/** What the app exposes as `window.__domenika` (src/app/main.tsx) for QA, the end-to-end tests and the benchmark. */
export interface BrowserStoreHook {
  db: DbClient;
  cart: CartStore;
}

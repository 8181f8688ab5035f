import type { CartSnapshot } from '../../kernel/cart';
import type { DbEnvironment } from './db-environment';
import { CART_KEYS, readCartCopy } from './local-cart-copy';
import { LocalDatabase } from './local-database';

/**
 * Starts the store for a window without OPFS: the local-storage database, whose cart the other windows share
 * through local storage. Its meta key is written last in every change, so hearing it means the cart is complete.
 */
export function startLocalFallback(
  env: Pick<DbEnvironment, 'storage' | 'onStorageChange'>,
  onOtherWindowsCart: (snapshot: CartSnapshot) => void,
): LocalDatabase {
  env.onStorageChange((key) => {
    if (key === CART_KEYS.meta) onOtherWindowsCart(readCartCopy(env.storage));
  });
  return new LocalDatabase(env.storage);
}

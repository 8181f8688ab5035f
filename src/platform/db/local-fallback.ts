import type { DbEnvironment } from './db-environment';
import { LocalDatabase } from './local-database';
import type { DbNews } from './protocol';
import { watchCartCopy } from './stores/cart/local-cart-copy';

/**
 * Starts the store for a window without OPFS: the local-storage database, whose cart the other windows share
 * through local storage; `hear` gets their changes as news, as a follower hears the leader's.
 */
export function startLocalFallback(
  env: Pick<DbEnvironment, 'storage' | 'onStorageChange'>,
  hear: (news: DbNews) => void,
): LocalDatabase {
  watchCartCopy(env, (snapshot) => hear({ type: 'cart', snapshot }));
  return new LocalDatabase(env.storage);
}

import { DbClient, type DbEnvironment } from './db-client';
import { startLocalFallback } from './local-fallback';
import { connectCartBackup } from './stores/cart/cart-backup';

/**
 * The tabs' database with its stores plugged in: the transport, the local-storage store for a window without OPFS,
 * and the cart's copy kept beside it.
 */
export function createBrowserDb(env: DbEnvironment): DbClient {
  const db = new DbClient(env, (hear) => startLocalFallback(env, hear));
  connectCartBackup(db, env.storage);
  return db;
}

import { cartChangesRestoring, type CartChange, type CartSnapshot } from '../../../../kernel/cart';
import type { DbClient } from '../../db-client';
import type { DbFailure } from '../../protocol';
import { hasCartContent, readCartCopy, writeCartCopy } from './local-cart-copy';

/**
 * The leader keeps the cart's local-storage copy current after every committed write; a full storage is returned
 * as the failure to tell the user (the cart itself is safe in the database).
 */
export function backUpCart(storage: Storage, snapshot: CartSnapshot): DbFailure | null {
  try {
    writeCartCopy(storage, snapshot);
    return null;
  } catch {
    return { kind: 'quota', message: 'local storage is full' };
  }
}

/**
 * Writes the copy back after the damaged database file was replaced by an empty one; says whether the copy held
 * anything to restore. A failed write leaves the cart empty; the cache refills from the network anyway.
 */
export async function restoreCartFromBackup(
  storage: Storage,
  write: (changes: CartChange[]) => Promise<unknown>,
): Promise<boolean> {
  const copy = readCartCopy(storage);
  if (!hasCartContent(copy)) return false;
  await write(cartChangesRestoring(copy)).catch(() => undefined);
  return true;
}

/**
 * Plugs the cart's copy into the tabs' database. After every committed cart write the leader updates the copy before
 * anyone hears of the write: a tab killed right after a confirmation then still has every confirmed item in the copy,
 * should the file ever need rebuilding from it. Then the other tabs hear the new cart. A rebuilt file gets the cart
 * back from the copy. Returns the removal of both steps.
 */
export function connectCartBackup(db: DbClient, storage: Storage): () => void {
  const stopBackingUp = db.afterCommit('cart.write', (snapshot, commit) => {
    const failure = backUpCart(storage, snapshot);
    if (failure) commit.report(failure);
    commit.announce({ type: 'cart', snapshot });
  });
  const stopRestoring = db.afterRebuild(async () => ({
    cartRestored: await restoreCartFromBackup(storage, (changes) =>
      db.request('cart.write', { batchId: crypto.randomUUID(), changes }),
    ),
  }));
  return () => {
    stopBackingUp();
    stopRestoring();
  };
}

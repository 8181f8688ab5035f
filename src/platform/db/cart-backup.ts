import { cartChangesRestoring, type CartChange, type CartSnapshot } from '../../kernel/cart';
import type { DbFailure } from './protocol';
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

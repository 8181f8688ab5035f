import { EMPTY_CART, type CartCollection, type CartSnapshot } from '../../../../kernel/cart';

/**
 * The cart's copy in local storage, one key per collection as the spec has them (section 4), plus one for mode,
 * period, code and version. It is the whole cart where OPFS is missing, and the backup that restores the cart when
 * the database file turns out damaged.
 */
export const CART_KEYS: Record<CartCollection | 'meta', string> = {
  domains: 'domenika.cart.domains',
  portals: 'domenika.cart.portals',
  publications: 'domenika.cart.publications',
  redirects: 'domenika.cart.redirects',
  meta: 'domenika.cart.meta',
};

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function readCartCopy(storage: Storage): CartSnapshot {
  const meta = read(storage, CART_KEYS.meta, {
    mode: EMPTY_CART.mode,
    redirectPeriod: EMPTY_CART.redirectPeriod,
    discountCode: EMPTY_CART.discountCode,
    version: EMPTY_CART.version,
  });
  return {
    domains: read(storage, CART_KEYS.domains, []),
    portals: read(storage, CART_KEYS.portals, []),
    publications: read(storage, CART_KEYS.publications, []),
    redirects: read(storage, CART_KEYS.redirects, []),
    ...meta,
  };
}

/**
 * Writes the copy; a full storage is reported to the caller, which tells the user. An empty cart leaves no keys
 * behind, so clearing the cart (and logging out) leaves local storage empty, as the spec asks.
 */
export function writeCartCopy(storage: Storage, snapshot: CartSnapshot): void {
  const { domains, portals, publications, redirects, mode, redirectPeriod, discountCode, version } = snapshot;
  if (!hasCartContent(snapshot) && mode === EMPTY_CART.mode && redirectPeriod === EMPTY_CART.redirectPeriod) {
    for (const key of Object.values(CART_KEYS)) storage.removeItem(key);
    return;
  }
  setChanged(storage, CART_KEYS.domains, JSON.stringify(domains));
  setChanged(storage, CART_KEYS.portals, JSON.stringify(portals));
  setChanged(storage, CART_KEYS.publications, JSON.stringify(publications));
  setChanged(storage, CART_KEYS.redirects, JSON.stringify(redirects));
  // Last and always (the version moves with every write): other windows read the copy when they hear this key.
  storage.setItem(CART_KEYS.meta, JSON.stringify({ mode, redirectPeriod, discountCode, version }));
}

// A click changes one collection: the others are left as they are rather than set again, since each set is a
// message to the browser process and a storage event in every other window, on the way to confirming the write.
function setChanged(storage: Storage, key: string, value: string): void {
  if (storage.getItem(key) !== value) storage.setItem(key, value);
}

/** Whether the copy holds anything worth restoring. */
export function hasCartContent(snapshot: CartSnapshot): boolean {
  return (
    snapshot.domains.length + snapshot.portals.length + snapshot.publications.length + snapshot.redirects.length > 0 ||
    snapshot.discountCode !== null
  );
}

/**
 * Calls back with the copy whenever another window changes it (where the copy is the whole cart). Its meta key is
 * written last in every change, so hearing it means the cart is complete.
 */
export function watchCartCopy(
  env: { storage: Storage; onStorageChange(listener: (key: string | null) => void): void },
  listener: (snapshot: CartSnapshot) => void,
): void {
  env.onStorageChange((key) => {
    if (key === CART_KEYS.meta) listener(readCartCopy(env.storage));
  });
}

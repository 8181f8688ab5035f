/** Where the current checkout attempt is kept: this tab's session, so a reload during submission finds it. */
export const CHECKOUT_ATTEMPT_KEY = 'domenika.checkout.attempt';

interface StoredAttempt {
  fingerprint: string;
  key: string;
}

/** The Idempotency-Key of the order button, one per cart content. */
export interface CheckoutAttempts {
  /** The key for this cart: the stored one when the cart is unchanged, a new one (stored) otherwise. */
  keyFor(fingerprint: string): string;
  /** Drops the attempt after a successful order. */
  forget(): void;
}

function read(storage: Storage | null): StoredAttempt | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CHECKOUT_ATTEMPT_KEY) ?? 'null');
    const { fingerprint, key } = (parsed ?? {}) as Partial<StoredAttempt>;
    return typeof fingerprint === 'string' && typeof key === 'string' ? { fingerprint, key } : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the attempt in sessionStorage. A double click, a retry after a failure and a reload during submission
 * reuse the key, so the server creates one order; a changed cart gets a new key. When the storage is unavailable
 * (a browser that blocks it) the attempt lives in memory: a retry still reuses it, only a reload would not.
 */
export function checkoutAttempts(
  storage: Storage | null,
  newKey: () => string = () => crypto.randomUUID(),
): CheckoutAttempts {
  let memory: StoredAttempt | null = read(storage);
  return {
    keyFor(fingerprint) {
      // This page's own attempt first: when saving it failed, the storage may still hold an older one.
      const stored = memory?.fingerprint === fingerprint ? memory : read(storage);
      if (stored && stored.fingerprint === fingerprint) return (memory = stored).key;
      memory = { fingerprint, key: newKey() };
      try {
        storage?.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(memory));
      } catch {
        // Full or blocked storage: the attempt stays in memory for this page, and no older attempt is left behind.
        try {
          storage?.removeItem(CHECKOUT_ATTEMPT_KEY);
        } catch {
          // Blocked altogether.
        }
      }
      return memory.key;
    },
    forget() {
      memory = null;
      try {
        storage?.removeItem(CHECKOUT_ATTEMPT_KEY);
      } catch {
        // Nothing stored to remove.
      }
    },
  };
}

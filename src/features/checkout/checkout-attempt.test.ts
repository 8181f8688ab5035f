import { describe, expect, it } from 'vitest';
import { CHECKOUT_ATTEMPT_KEY, checkoutAttempts } from './checkout-attempt';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('the checkout attempt', () => {
  it('keeps reusing its own key when the storage stopped accepting writes, and leaves no older attempt behind', () => {
    const storage = new MemoryStorage();
    const newKey = keys();
    const attempts = checkoutAttempts(storage, newKey);
    expect(attempts.keyFor('cart-a')).toBe('key-1');
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(attempts.keyFor('cart-b')).toBe('key-2');
    expect(attempts.keyFor('cart-b')).toBe('key-2');
    expect(storage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull();
  });

  it('reuses the key for the same cart, also after a reload (a new store over the same session)', () => {
    const storage = new MemoryStorage();
    const newKey = keys();
    const first = checkoutAttempts(storage, newKey);
    expect(first.keyFor('cart-a')).toBe('key-1');
    expect(first.keyFor('cart-a')).toBe('key-1');
    const afterReload = checkoutAttempts(storage, newKey);
    expect(afterReload.keyFor('cart-a')).toBe('key-1');
    expect(JSON.parse(storage.getItem(CHECKOUT_ATTEMPT_KEY)!)).toEqual({ fingerprint: 'cart-a', key: 'key-1' });
  });

  it('makes a new key when the cart changes, and after a successful order', () => {
    const storage = new MemoryStorage();
    const attempts = checkoutAttempts(storage, keys());
    expect(attempts.keyFor('cart-a')).toBe('key-1');
    expect(attempts.keyFor('cart-b')).toBe('key-2');
    attempts.forget();
    expect(storage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull();
    expect(attempts.keyFor('cart-b')).toBe('key-3');
  });

  it('keeps the attempt in memory when the storage refuses it, and ignores a damaged entry', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const attempts = checkoutAttempts(broken, keys());
    expect(attempts.keyFor('cart-a')).toBe('key-1');
    expect(attempts.keyFor('cart-a')).toBe('key-1');

    const damaged = new MemoryStorage();
    damaged.setItem(CHECKOUT_ATTEMPT_KEY, '{not json');
    expect(checkoutAttempts(damaged, keys()).keyFor('cart-a')).toBe('key-1');
    expect(checkoutAttempts(null, keys()).keyFor('x')).toBe('key-1');
  });
});

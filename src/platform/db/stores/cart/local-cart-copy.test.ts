import { describe, expect, it } from 'vitest';
import { EMPTY_CART, applyCartChanges, type CartDomain } from '../../../../kernel/cart';
import { memoryStorage } from '../../../../test/memory-storage';
import { CART_KEYS, readCartCopy, writeCartCopy } from './local-cart-copy';

const domain = (id: number): CartDomain => ({
  id,
  name: `d${id}.pl`,
  price: 100,
  sale_price: 90,
  rent_price: null,
  redirect_price: null,
});

describe("the cart's local copy", () => {
  it('sets only the collections a write changed, and the meta key last every time, so other windows hear it', () => {
    const storage = memoryStorage();
    const first = applyCartChanges(EMPTY_CART, [{ type: 'put', collection: 'domains', item: domain(1) }]);
    writeCartCopy(storage, first);
    expect(storage.sets.at(-1)).toBe(CART_KEYS.meta);

    storage.sets.length = 0;
    const second = applyCartChanges(first, [{ type: 'put', collection: 'domains', item: domain(2) }]);
    writeCartCopy(storage, second);
    expect(storage.sets).toEqual([CART_KEYS.domains, CART_KEYS.meta]);
    expect(readCartCopy(storage)).toEqual(second);

    storage.sets.length = 0;
    const third = applyCartChanges(second, [{ type: 'mode', mode: 'rent' }]);
    writeCartCopy(storage, third);
    expect(storage.sets).toEqual([CART_KEYS.meta]);
    expect(readCartCopy(storage)).toEqual(third);
  });

  it('writes a collection again when another window changed it in the meantime', () => {
    const storage = memoryStorage();
    const cart = applyCartChanges(EMPTY_CART, [{ type: 'put', collection: 'domains', item: domain(1) }]);
    writeCartCopy(storage, cart);
    storage.setItem(CART_KEYS.domains, '[]');
    writeCartCopy(storage, { ...cart, version: cart.version + 1 });
    expect(readCartCopy(storage).domains).toEqual(cart.domains);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCartChanges,
  cartChangesRestoring,
  cartItemKey,
  EMPTY_CART,
  type CartChange,
  type CartDomain,
  type CartPortal,
  type CartPublication,
  type CartRedirect,
  type CartSnapshot,
} from '../../../../kernel/cart';
import { LocalDatabase } from '../../local-database';
import { openDatabase } from '../../open-database';
import { readReply } from '../../pending-requests';
import { DbProcessor } from '../../processor';
import { memoryStorage } from '../../../../test/memory-storage';

/**
 * The cart has three implementations of one contract: the model's `applyCartChanges` (the cart machine's view and
 * the reference), the SQLite tables (cart-tables.ts, run here in sqlite-wasm) and the local-storage fallback. Any
 * history of batches, some of them sent twice as after a change of leader, must give the same cart in all three.
 */

// Few ids, so that puts replace, removes hit and the order of entries is exercised.
const id = fc.integer({ min: 1, max: 5 });
const pln = fc.integer({ min: 0, max: 1_000_000 }).map((grosze) => grosze / 100);
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const period = fc.constantFrom(30 as const, 90 as const, 365 as const);

const domainItem: fc.Arbitrary<CartDomain> = fc.record({
  id,
  name: text,
  price: pln,
  sale_price: pln,
  rent_price: fc.option(pln, { nil: null }),
  redirect_price: fc.option(fc.record({ '30': pln, '90': pln, '365': pln }), { nil: null }),
});
const portalItem: fc.Arbitrary<CartPortal> = fc.record({ id, name: text, price: pln });
const publicationItem: fc.Arbitrary<CartPublication> = fc.record({
  id,
  publication_offer_id: fc.constantFrom('advertising_link', 'permanent_publication'),
  uuid: fc.constantFrom('u-1', 'u-2'),
  name: text,
  price: pln,
  count: fc.integer({ min: 1, max: 100 }),
  link_type: fc.constantFrom(0 as const, 1 as const),
  domenika_article: fc.boolean(),
});
const redirectItem: fc.Arbitrary<CartRedirect> = fc.record({ id, redirect_period: period });

const change: fc.Arbitrary<CartChange> = fc.oneof(
  domainItem.map((item): CartChange => ({ type: 'put', collection: 'domains', item })),
  portalItem.map((item): CartChange => ({ type: 'put', collection: 'portals', item })),
  publicationItem.map((item): CartChange => ({ type: 'put', collection: 'publications', item })),
  redirectItem.map((item): CartChange => ({ type: 'put', collection: 'redirects', item })),
  id.map((n): CartChange => ({ type: 'remove', collection: 'domains', key: String(n) })),
  id.map((n): CartChange => ({ type: 'remove', collection: 'portals', key: String(n) })),
  id.map((n): CartChange => ({ type: 'remove', collection: 'redirects', key: String(n) })),
  publicationItem.map((item): CartChange => ({
    type: 'remove',
    collection: 'publications',
    key: cartItemKey('publications', item),
  })),
  fc
    .constantFrom('buy' as const, 'rent' as const, 'redirect' as const)
    .map((mode): CartChange => ({ type: 'mode', mode })),
  period.map((value): CartChange => ({ type: 'redirectPeriod', period: value })),
  fc
    .option(
      fc.record({
        code: text,
        product_type: fc.constantFrom('all' as const, 'domain' as const, 'portal' as const, 'publication' as const),
        type: fc.constantFrom('0' as const, '1' as const),
        discount: fc.integer({ min: 1, max: 100 }),
      }),
      { nil: null },
    )
    .map((code): CartChange => ({ type: 'discountCode', code })),
  fc.constant<CartChange>({ type: 'clear' }),
);

/** Batches as the cart machine writes them; a re-sent one is the same batch again, after it was stored. */
const history = fc.array(fc.record({ changes: fc.array(change, { maxLength: 6 }), resent: fc.boolean() }), {
  maxLength: 15,
});

/** A store as the cart sees it: a batch written, the stored cart read back. */
interface CartDriver {
  name: string;
  write(batchId: string, changes: CartChange[]): CartSnapshot;
  read(): CartSnapshot;
  /**
   * What of the cart the store keeps: the SQLite tables keep all of it; local storage starts the version again
   * once the cart is empty, because an emptied cart leaves no keys behind there (spec section 4).
   */
  kept(cart: CartSnapshot): CartSnapshot;
}

function driverOf(name: string, store: LocalDatabase | DbProcessor, keepsVersion: boolean): CartDriver {
  let next = 0;
  const id = () => String((next += 1));
  return {
    name,
    write: (batchId, changes) =>
      readReply('cart.write', store.handle({ id: id(), op: 'cart.write', args: { batchId, changes } })),
    read: () => readReply('cart.read', store.handle({ id: id(), op: 'cart.read', args: {} })),
    kept: (cart) => (keepsVersion ? cart : { ...cart, version: 0 }),
  };
}

/** Runs the check against a fresh store of each kind. */
async function withEachStore(check: (store: CartDriver) => void): Promise<void> {
  const { db } = await openDatabase({ persistent: false });
  try {
    check(driverOf('SQLite', new DbProcessor(db, 'memory'), true));
    check(driverOf('local storage', new LocalDatabase(memoryStorage()), false));
  } finally {
    db.close();
  }
}

const cartAfter = (batches: Array<{ changes: CartChange[] }>) =>
  batches.reduce((cart, { changes }) => applyCartChanges(cart, changes), EMPTY_CART);

describe('every store applies cart changes as the model does', () => {
  it('gives the same cart, in the same order, for any history of batches, re-sent ones included', async () => {
    await fc.assert(
      fc.asyncProperty(history, async (batches) => {
        const expected = cartAfter(batches);
        await withEachStore((store) => {
          let answered = EMPTY_CART;
          batches.forEach(({ changes, resent }, i) => {
            answered = store.write(`batch-${i}`, changes);
            if (resent)
              expect(store.kept(store.write(`batch-${i}`, changes)), `${store.name}: re-sent`).toEqual(
                store.kept(answered),
              );
          });
          expect(store.kept(answered), `${store.name}: the last answer`).toEqual(store.kept(expected));
          expect(store.kept(store.read()), `${store.name}: the cart read back`).toEqual(store.kept(expected));
        });
      }),
      { numRuns: 60 },
    );
  });

  it('restores any cart from its copy into an empty store, as the rebuild after a damaged file does', async () => {
    await fc.assert(
      fc.asyncProperty(history, async (batches) => {
        const cart = cartAfter(batches);
        const restored = { ...cart, version: 1 };
        expect(applyCartChanges(EMPTY_CART, cartChangesRestoring(cart))).toEqual(restored);
        await withEachStore((store) => {
          expect(store.kept(store.write('restore', cartChangesRestoring(cart))), store.name).toEqual(
            store.kept(restored),
          );
        });
      }),
      { numRuns: 40 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCartChanges,
  cartItemKey,
  EMPTY_CART,
  type CartChange,
  type CartDiscountCode,
  type CartSnapshot,
} from './cart';
import {
  cartChangesFor,
  cartCount,
  cartDiscountCodeOf,
  cartDomainOf,
  cartPortalOf,
  deepEqual,
  isAddition,
  isInCart,
  newCartPublication,
  type CartAction,
} from './cart-items';

const apiDomain = {
  id: 4,
  name: 'auto-czesci.pl',
  price: 1234.5,
  sale_price: 1100,
  rent_price: 99,
  redirect_price: { '30': 10, '90': 25, '365': 80 },
  // Fields of the API's Domain the cart does not keep:
  type: 1,
  status: 'available',
  tags: [],
};

describe('bringing the cart to today’s prices', () => {
  const publication = newCartPublication({
    id: 5,
    publication_offer_id: 'advertising_link',
    name: 'blog.pl',
    price: 200,
    count: 2,
    link_type: 1,
    domenika_article: false,
  });
  const code: CartDiscountCode = { code: 'RABAT10', product_type: 'all', type: '0', discount: 10 };
  const cart = applyCartChanges({ ...EMPTY_CART, redirectPeriod: 90 }, [
    ...cartChangesFor(
      { ...EMPTY_CART, redirectPeriod: 90 },
      { type: 'cart.toggleDomain', item: cartDomainOf(apiDomain) },
    ),
    { type: 'put', collection: 'redirects', item: { id: 4, redirect_period: 365 } },
    { type: 'put', collection: 'portals', item: cartPortalOf({ id: 2, name: 'motoblog.pl', price: 900 }) },
    { type: 'put', collection: 'publications', item: publication },
    { type: 'discountCode', code },
  ]);
  const unchanged = {
    domains: [cartDomainOf(apiDomain)],
    portals: [cartPortalOf({ id: 2, name: 'motoblog.pl', price: 900 })],
    publications: [{ id: 5, price: { advertising_link: 200, permanent_publication: 300 } }],
    discountCode: code,
  };

  it('changes nothing, and announces nothing, when the prices are today’s', () => {
    const action: CartAction = { type: 'cart.applyPrices', current: unchanged };
    expect(cartChangesFor(cart, action)).toEqual([]);
    expect(isAddition(cart, action)).toBe(false);
  });

  it('takes the fresh entries in one batch, keeping each redirect period and each publication entry', () => {
    const action: CartAction = {
      type: 'cart.applyPrices',
      current: {
        domains: [cartDomainOf({ ...apiDomain, price: 1300 })],
        portals: [cartPortalOf({ id: 2, name: 'motoblog.pl', price: 950 })],
        publications: [{ id: 5, price: { advertising_link: 250 } }],
        discountCode: { ...code, discount: 15 },
      },
    };
    const after = applyCartChanges(cart, cartChangesFor(cart, action));
    expect(after.domains).toEqual([cartDomainOf({ ...apiDomain, price: 1300 })]);
    expect(after.redirects).toEqual([{ id: 4, redirect_period: 365 }]);
    expect(after.portals).toEqual([{ id: 2, name: 'motoblog.pl', price: 950 }]);
    expect(after.publications).toEqual([{ ...publication, price: 250 }]);
    expect(after.discountCode).toEqual({ ...code, discount: 15 });
    expect(isAddition(cart, action)).toBe(false);
  });

  it('adds nothing the cart no longer holds, and leaves an offer the portal dropped at its price', () => {
    const action: CartAction = {
      type: 'cart.applyPrices',
      current: {
        domains: [cartDomainOf({ ...apiDomain, id: 99 })],
        portals: [cartPortalOf({ id: 77, name: 'inny.pl', price: 1 })],
        publications: [{ id: 5, price: { advertising_link: null } }],
        discountCode: null,
      },
    };
    expect(cartChangesFor(cart, action)).toEqual([]);
    expect(cartChangesFor(EMPTY_CART, { type: 'cart.applyPrices', current: unchanged })).toEqual([]);
  });

  it('copies a code’s four terms and nothing else', () => {
    expect(cartDiscountCodeOf({ ...code, id: 3, valid_to: '2027-01-01' } as CartDiscountCode)).toEqual(code);
  });
});

describe('cart entries built from the catalogue', () => {
  it('keeps only the fields the cart needs, so equality compares prices and name', () => {
    expect(cartDomainOf(apiDomain)).toEqual({
      id: 4,
      name: 'auto-czesci.pl',
      price: 1234.5,
      sale_price: 1100,
      rent_price: 99,
      redirect_price: { '30': 10, '90': 25, '365': 80 },
    });
    const apiPortal = { id: 2, name: 'motoblog.pl', price: 900, url: 'https://motoblog.pl' };
    expect(cartPortalOf(apiPortal)).toEqual({ id: 2, name: 'motoblog.pl', price: 900 });
  });

  it('gives every new publication entry its own uuid, and keeps the one of an edited entry', () => {
    const input = {
      id: 3,
      publication_offer_id: 'advertising_link',
      name: 'motoblog.pl',
      price: 200,
      count: 2,
      link_type: 0 as const,
      domenika_article: true,
    };
    const first = newCartPublication(input);
    const second = newCartPublication(input);
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.uuid).not.toBe(second.uuid);
    expect(newCartPublication({ ...input, uuid: 'stay' }).uuid).toBe('stay');
  });

  it('compares whole objects whatever the key order', () => {
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: null }, { a: 1, b: 0 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it('says a domain with changed prices is not the one in the cart', () => {
    const cart = applyCartChanges(
      EMPTY_CART,
      cartChangesFor(EMPTY_CART, { type: 'cart.toggleDomain', item: cartDomainOf(apiDomain) }),
    );
    expect(isInCart(cart, 'domain', cartDomainOf(apiDomain))).toBe(true);
    expect(isInCart(cart, 'domain', cartDomainOf({ ...apiDomain, price: 1300 }))).toBe(false);
    expect(cartCount(cart)).toBe(1);
  });
});

// Generators: few ids, so toggles meet entries already in the cart; prices are PLN with two decimals.
const money = fc.integer({ min: 0, max: 10_000_000 }).map((grosze) => grosze / 100);
const id = fc.integer({ min: 1, max: 5 });
const domainItem = fc.record({
  id,
  name: fc.constantFrom('a.pl', 'b.pl'),
  price: money,
  sale_price: money,
  rent_price: fc.option(money, { nil: null }),
  redirect_price: fc.option(fc.record({ '30': money, '90': money, '365': money }), { nil: null }),
});
const portalItem = fc.record({ id, name: fc.constantFrom('p.pl', 'q.pl'), price: money });
const publicationItem = fc.record({
  id,
  publication_offer_id: fc.constantFrom('permanent_publication', 'advertising_link'),
  uuid: fc.constantFrom('u1', 'u2', 'u3'),
  name: fc.constant('portal.pl'),
  price: money,
  count: fc.integer({ min: 1, max: 100 }),
  link_type: fc.constantFrom(0 as const, 1 as const),
  domenika_article: fc.boolean(),
});
const action: fc.Arbitrary<CartAction> = fc.oneof(
  domainItem.map((item) => ({ type: 'cart.toggleDomain' as const, item })),
  portalItem.map((item) => ({ type: 'cart.togglePortal' as const, item })),
  publicationItem.map((item) => ({ type: 'cart.togglePublication' as const, item })),
  publicationItem.map((item) => ({ type: 'cart.updatePublication' as const, item })),
  fc.record({
    type: fc.constant('cart.remove' as const),
    collection: fc.constantFrom('domains' as const, 'portals' as const, 'redirects' as const),
    key: id.map(String),
  }),
  fc.record({
    type: fc.constant('cart.setMode' as const),
    mode: fc.constantFrom('buy' as const, 'rent' as const, 'redirect' as const),
  }),
  fc.record({
    type: fc.constant('cart.setRedirectPeriod' as const),
    period: fc.constantFrom(30 as const, 90 as const, 365 as const),
  }),
  fc.record({
    type: fc.constant('cart.setDiscountCode' as const),
    code: fc.record({
      code: fc.constant('KOD'),
      product_type: fc.constantFrom('all' as const, 'domain' as const),
      type: fc.constantFrom('0' as const, '1' as const),
      discount: fc.integer({ min: 1, max: 50 }),
    }),
  }),
  fc.constant({ type: 'cart.removeDiscountCode' as const }),
  fc.constant({ type: 'cart.clearDomains' as const }),
  fc.constant({ type: 'cart.clear' as const }),
);

/** Runs actions as the cart machine does: each one's batch applied to the cart in view. */
function run(actions: CartAction[], start: CartSnapshot = EMPTY_CART): { cart: CartSnapshot; batches: CartChange[][] } {
  let cart = start;
  const batches: CartChange[][] = [];
  for (const a of actions) {
    const changes = cartChangesFor(cart, a);
    if (changes.length === 0) continue;
    batches.push(changes);
    cart = applyCartChanges(cart, changes);
  }
  return { cart, batches };
}
const cartOf = fc.array(action, { maxLength: 25 }).map((actions) => run(actions).cart);

/** The cart's contents regardless of the order of entries and of the version. */
function contents(cart: CartSnapshot) {
  const sorted = <T extends { id: number }>(
    collection: 'domains' | 'portals' | 'publications' | 'redirects',
    items: T[],
  ) => [...items].sort((a, b) => cartItemKey(collection, a).localeCompare(cartItemKey(collection, b)));
  return {
    domains: sorted('domains', cart.domains),
    portals: sorted('portals', cart.portals),
    publications: sorted('publications', cart.publications),
    redirects: sorted('redirects', cart.redirects),
    mode: cart.mode,
    redirectPeriod: cart.redirectPeriod,
    discountCode: cart.discountCode,
  };
}

describe('the cart rules hold for any history of actions', () => {
  it('toggling a domain twice leaves the cart as it was, unless an older copy of it was stored', () => {
    fc.assert(
      fc.property(cartOf, domainItem, (cart, item) => {
        fc.pre(!cart.domains.some((d) => d.id === item.id && !deepEqual(d, item)));
        const { cart: after } = run(
          [
            { type: 'cart.toggleDomain', item },
            { type: 'cart.toggleDomain', item },
          ],
          cart,
        );
        expect(contents(after)).toEqual(contents(cart));
      }),
    );
  });

  it('toggling a portal or a publication twice leaves the cart as it was', () => {
    fc.assert(
      fc.property(cartOf, portalItem, publicationItem, (cart, portal, publication) => {
        fc.pre(!cart.portals.some((p) => p.id === portal.id && !deepEqual(p, portal)));
        fc.pre(
          !cart.publications.some(
            (p) =>
              cartItemKey('publications', p) === cartItemKey('publications', publication) && !deepEqual(p, publication),
          ),
        );
        const twice = (a: CartAction) => run([a, a], cart).cart;
        expect(contents(twice({ type: 'cart.togglePortal', item: portal }))).toEqual(contents(cart));
        expect(contents(twice({ type: 'cart.togglePublication', item: publication }))).toEqual(contents(cart));
      }),
    );
  });

  // That every store applies the batches as the model does is src/platform/db/stores/cart/cart-stores.browser.test.ts.
  it('a cart restored from the written batches is the cart the user saw', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { cart, batches } = run(actions);
        expect(batches.reduce(applyCartChanges, EMPTY_CART)).toEqual(cart);
      }),
    );
  });

  it('keeps the count at the number of entries, never negative, with one redirect entry of the cart period per domain', () => {
    fc.assert(
      fc.property(cartOf, (cart) => {
        expect(cartCount(cart)).toBe(cart.domains.length + cart.portals.length + cart.publications.length);
        expect(cartCount(cart)).toBeGreaterThanOrEqual(0);
        expect(cart.redirects.map((r) => r.id).sort()).toEqual(cart.domains.map((d) => d.id).sort());
        expect(cart.redirects.every((r) => r.redirect_period === cart.redirectPeriod)).toBe(true);
        expect(new Set(cart.domains.map((d) => d.id)).size).toBe(cart.domains.length);
      }),
    );
  });

  it('announces an addition exactly when a toggle puts the item into the cart', () => {
    fc.assert(
      fc.property(cartOf, domainItem, (cart, item) => {
        const toggle: CartAction = { type: 'cart.toggleDomain', item };
        const after = run([toggle], cart).cart;
        expect(isAddition(cart, toggle)).toBe(isInCart(after, 'domain', item));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartDiscountCode, type CartSnapshot } from './cart';
import { discountMatchesCart, totalsOfCart } from './cart-totals';
import {
  attemptFingerprint,
  cartFingerprint,
  checkoutRequestOf,
  checkoutRouteOf,
  checkoutSubmissionOf,
  escrowItemsOf,
  orderedKeysOf,
  orderedPartOf,
  submittedPartOf,
} from './checkout-request';

const domain = (id: number, extra: Partial<CartSnapshot['domains'][number]> = {}) => ({
  id,
  name: `domena${id}.pl`,
  price: 1000,
  sale_price: 900,
  rent_price: 50,
  redirect_price: { '30': 10, '90': 25, '365': 80 },
  ...extra,
});

const cart: CartSnapshot = {
  ...EMPTY_CART,
  domains: [domain(1), domain(2, { rent_price: null })],
  portals: [{ id: 7, name: 'portal.pl', price: 5000 }],
  publications: [
    {
      id: 9,
      publication_offer_id: 'permanent_publication',
      uuid: 'u1',
      name: 'blog.pl',
      price: 300,
      count: 3,
      link_type: 1,
      domenika_article: true,
    },
  ],
  redirects: [
    { id: 1, redirect_period: 90 },
    { id: 2, redirect_period: 90 },
  ],
  redirectPeriod: 90,
  discountCode: { code: 'LATO', product_type: 'all', type: '1', discount: 10 },
};

const payload = { buyer: { name: 'Jan' }, consents: { accept_terms: true } };

describe('the checkout request', () => {
  it('goes to the call of the cart mode; rent goes through escrow unless leased directly', () => {
    expect(checkoutRouteOf('buy', 'escrow')).toBe('order');
    expect(checkoutRouteOf('redirect', 'escrow')).toBe('redirectRental');
    expect(checkoutRouteOf('rent', 'escrow')).toBe('escrow');
    expect(checkoutRouteOf('rent', 'direct')).toBe('rental');
  });

  it('orders everything when buying, and only the domains when renting', () => {
    expect(orderedPartOf(cart)).toBe(cart);
    const rented = orderedPartOf({ ...cart, mode: 'rent' });
    expect(rented.portals).toEqual([]);
    expect(rented.publications).toEqual([]);
    expect(rented.domains).toHaveLength(2);
    expect(orderedKeysOf(cart)).toEqual({
      domains: [1, 2],
      portals: [7],
      publications: ['9:permanent_publication:u1'],
    });
    expect(orderedKeysOf({ ...cart, mode: 'redirect' })).toEqual({ domains: [1, 2], portals: [], publications: [] });
  });

  it('builds a purchase with ids, publications without prices, the code and the gross the customer saw', () => {
    expect(checkoutSubmissionOf('order', cart, payload, 123.45)).toEqual({
      route: 'order',
      body: {
        ...payload,
        domains: [1, 2],
        portals: [7],
        publications: [
          { id: 9, publication_offer_id: 'permanent_publication', count: 3, link_type: 1, domenika_article: true },
        ],
        discount_code: 'LATO',
        client_total: 123.45,
      },
    });
  });

  it('builds a lease of the domains only', () => {
    expect(checkoutSubmissionOf('rental', { ...cart, mode: 'rent', discountCode: null }, payload, 10)).toEqual({
      route: 'rental',
      body: { ...payload, domains: [1, 2], discount_code: null, client_total: 10 },
    });
  });

  it('builds a 301 rental with each redirect entry’s period, the cart’s period where an entry is missing', () => {
    const submission = checkoutSubmissionOf(
      'redirectRental',
      { ...cart, mode: 'redirect', redirects: [{ id: 1, redirect_period: 365 }] },
      payload,
      1,
    );
    expect(submission.route === 'redirectRental' && submission.body.redirects).toEqual([
      { id: 1, redirect_period: 365 },
      { id: 2, redirect_period: 90 },
    ]);
  });

  it('sends escrow items with id, name and rent_price from the domains cart', () => {
    expect(escrowItemsOf(cart)).toEqual([
      { id: 1, name: 'domena1.pl', rent_price: 50 },
      { id: 2, name: 'domena2.pl', rent_price: null },
    ]);
  });

  it('fingerprints the content of the order, not the order of the items or the store version', () => {
    const same = { ...cart, version: 42, domains: [...cart.domains].reverse() };
    expect(cartFingerprint(same)).toBe(cartFingerprint(cart));
    expect(cartFingerprint({ ...cart, publications: [{ ...cart.publications[0]!, count: 4 }] })).not.toBe(
      cartFingerprint(cart),
    );
    expect(cartFingerprint({ ...cart, mode: 'redirect' })).not.toBe(cartFingerprint(cart));
    expect(cartFingerprint({ ...cart, mode: 'redirect', redirectPeriod: 365 })).not.toBe(
      cartFingerprint({ ...cart, mode: 'redirect' }),
    );
    expect(cartFingerprint({ ...cart, discountCode: null })).not.toBe(cartFingerprint(cart));
    // In rent mode portals stay in the cart, so they do not change what is ordered.
    expect(cartFingerprint({ ...cart, mode: 'rent', portals: [] })).toBe(cartFingerprint({ ...cart, mode: 'rent' }));
  });

  it('fingerprints an attempt by its cart and its buyer, since the server refuses a key replayed for another buyer', () => {
    const buyer = { type: 'person', name: 'Jan Klient', email: 'klient@example.pl' };
    expect(attemptFingerprint({ ...cart, version: 9 }, { ...buyer })).toBe(attemptFingerprint(cart, buyer));
    expect(attemptFingerprint(cart, { ...buyer, email: 'ktos.inny@example.org' })).not.toBe(
      attemptFingerprint(cart, buyer),
    );
    expect(attemptFingerprint({ ...cart, discountCode: null }, buyer)).not.toBe(attemptFingerprint(cart, buyer));
  });
});

const plnArb = fc.integer({ min: 0, max: 500_000 }).map((grosze) => grosze / 100);
const codeArb: fc.Arbitrary<CartDiscountCode> = fc.record({
  code: fc.constantFrom('LATO', 'PORTALE', 'DOMENY'),
  product_type: fc.constantFrom('all', 'domain', 'portal', 'publication' as const),
  type: fc.constantFrom('0', '1' as const),
  discount: fc.integer({ min: 1, max: 100 }),
});
const snapshotArb: fc.Arbitrary<CartSnapshot> = fc.record({
  mode: fc.constantFrom('buy', 'rent', 'redirect' as const),
  redirectPeriod: fc.constantFrom(30, 90, 365 as const),
  domains: fc.uniqueArray(
    fc
      .record({
        id: fc.integer({ min: 1, max: 1000 }),
        price: plnArb,
        sale_price: plnArb,
        rent_price: fc.option(plnArb, { nil: null }),
        redirect_price: fc.option(fc.record({ '30': plnArb, '90': plnArb, '365': plnArb }), { nil: null }),
      })
      .map((d) => ({ ...d, name: `domena${d.id}.pl` })),
    { selector: (d) => d.id, maxLength: 3 },
  ),
  portals: fc.uniqueArray(
    fc
      .record({ id: fc.integer({ min: 1, max: 1000 }), price: plnArb })
      .map((p) => ({ ...p, name: `portal${p.id}.pl` })),
    { selector: (p) => p.id, maxLength: 2 },
  ),
  publications: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      publication_offer_id: fc.constantFrom('permanent_publication', 'advertising_link'),
      uuid: fc.uuid(),
      name: fc.constant('blog.pl'),
      price: plnArb,
      count: fc.integer({ min: 1, max: 5 }),
      link_type: fc.constantFrom(0, 1 as const),
      domenika_article: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
  redirects: fc.constant([]),
  discountCode: fc.option(codeArb, { nil: null }),
  version: fc.nat(),
});

describe('the discount code a checkout sends (fast-check)', () => {
  it('keeps the code only when it covers something the mode orders, and sends the rest of the ordered part as is', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        const ordered = orderedPartOf(snapshot);
        const code = ordered.discountCode;
        const covers = code !== null && discountMatchesCart(ordered, code.product_type);
        expect(submittedPartOf(snapshot)).toEqual({ ...ordered, discountCode: covers ? code : null });
      }),
    );
  });

  it('never changes what the customer pays by leaving a code out', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        expect(totalsOfCart(submittedPartOf(snapshot)).gross).toBe(totalsOfCart(orderedPartOf(snapshot)).gross);
      }),
    );
  });

  it('does not send a portal code with a 301 rental, which leaves the portals in the cart with their code', () => {
    const portalCode: CartDiscountCode = { code: 'PORTALE', product_type: 'portal', type: '1', discount: 10 };
    const snapshot: CartSnapshot = { ...cart, mode: 'redirect', discountCode: portalCode };
    const request = checkoutRequestOf('redirectRental', snapshot, payload);
    expect(request.body.discount_code).toBeNull();
    expect(request.body.client_total).toBe(totalsOfCart(orderedPartOf(snapshot)).gross / 100);
    expect(snapshot.discountCode).toEqual(portalCode);
    expect(checkoutRequestOf('order', { ...snapshot, mode: 'buy' }, payload).body.discount_code).toBe('PORTALE');
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartSnapshot } from './cart';
import {
  attemptFingerprint,
  cartFingerprint,
  checkoutRouteOf,
  checkoutSubmissionOf,
  escrowItemsOf,
  orderedKeysOf,
  orderedPartOf,
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

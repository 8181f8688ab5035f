import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartDomain, type CartSnapshot } from './cart';
import { discountMatchesCart, discountRuleOf, totalsOfCart } from './cart-totals';

const domain = (id: number, overrides: Partial<CartDomain> = {}): CartDomain => ({
  id,
  name: `domena-${id}.pl`,
  price: 1000,
  sale_price: 800.5,
  rent_price: 60,
  redirect_price: { '30': 30, '90': 78, '365': 270 },
  ...overrides,
});

const cart = (overrides: Partial<CartSnapshot>): CartSnapshot => ({ ...EMPTY_CART, ...overrides });

describe('the cart priced in grosze', () => {
  it('converts the stored PLN prices once and prices the buy mode by the spec', () => {
    const totals = totalsOfCart(
      cart({
        domains: [domain(1)],
        redirects: [{ id: 1, redirect_period: 30 }],
        portals: [{ id: 5, name: 'motoblog.pl', price: 2000 }],
        publications: [
          {
            id: 6,
            publication_offer_id: 'permanent_publication',
            uuid: 'u',
            name: 'portal.pl',
            price: 300,
            count: 3,
            link_type: 1,
            domenika_article: true,
          },
        ],
      }),
    );
    // 800,50 sale price + 2000 portal + 3 × (300 + 25 add-on).
    expect(totals.subtotal).toBe(80_050 + 200_000 + 3 * 32_500);
    expect(totals.net).toBe(377_550);
    expect(totals.vat).toBe(86_837);
    expect(totals.gross).toBe(464_387);
  });

  it('reads an amount code in zł and a percentage code in percent', () => {
    expect(discountRuleOf({ code: 'A', product_type: 'portal', type: '0', discount: 12.5 })).toEqual({
      product_type: 'portal',
      type: '0',
      discount: 1250,
    });
    expect(discountRuleOf({ code: 'P', product_type: 'all', type: '1', discount: 15 })).toEqual({
      product_type: 'all',
      type: '1',
      discount: 15,
    });
    expect(discountRuleOf(null)).toBeNull();
  });

  it('prices a domain code on the standard price and takes the amount off each domain', () => {
    const totals = totalsOfCart(
      cart({
        domains: [domain(1), domain(2)],
        discountCode: { code: 'D', product_type: 'domain', type: '0', discount: 100 },
      }),
    );
    expect(totals.subtotal).toBe(200_000);
    expect(totals.discountTotal).toBe(20_000);
    expect(totals.net).toBe(180_000);
  });

  it('prices each domain in 301 mode at its own redirect entry’s period', () => {
    const totals = totalsOfCart(
      cart({
        mode: 'redirect',
        // The cart's option differs from the entries: each entry's own period is the one priced.
        redirectPeriod: 30,
        domains: [domain(1), domain(2, { redirect_price: null })],
        redirects: [
          { id: 1, redirect_period: 90 },
          { id: 2, redirect_period: 90 },
        ],
        portals: [{ id: 5, name: 'motoblog.pl', price: 2000 }],
      }),
    );
    expect(totals.subtotal).toBe(7_800);
    expect(totals.unpriced).toEqual([{ kind: 'domain', id: 2, reason: 'no_redirect' }]);
  });

  it('lists each domain’s monthly rent for the rent mode, null where it is not for lease', () => {
    const totals = totalsOfCart(cart({ mode: 'rent', domains: [domain(1), domain(2, { rent_price: null })] }));
    expect(totals.monthlyRent).toEqual({ 1: 6_000, 2: null });
    expect(totals.unpriced).toEqual([{ kind: 'domain', id: 2, reason: 'not_for_rent' }]);
  });

  it('tells whether a code’s product type matches anything in the cart', () => {
    const withDomain = cart({ domains: [domain(1)] });
    expect(discountMatchesCart(withDomain, 'domain')).toBe(true);
    expect(discountMatchesCart(withDomain, 'all')).toBe(true);
    expect(discountMatchesCart(withDomain, 'portal')).toBe(false);
    expect(discountMatchesCart(withDomain, 'publication')).toBe(false);
    expect(discountMatchesCart(EMPTY_CART, 'all')).toBe(false);
  });
});

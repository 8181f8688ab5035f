import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ARTICLE_ADDON_PRICE,
  cartTotals,
  type CartInput,
  type DiscountRule,
  type PricedDomain,
  type PricedPortal,
  type PricedPublication,
} from './pricing';

const domainA: PricedDomain = {
  id: 1,
  price: 100_000,
  sale_price: 80_000,
  rent_price: 6_000,
  redirect_price: { 30: 3_000, 90: 7_800, 365: 27_000 },
};
const domainB: PricedDomain = { id: 2, price: 50_000, sale_price: 50_000, rent_price: null, redirect_price: null };
const portal: PricedPortal = { id: 10, price: 200_000 };
const publication: PricedPublication = { id: 20, publication_offer_id: 'permanent_publication', price: 30_000, count: 2, domenika_article: false };

function cart(overrides: Partial<CartInput>): CartInput {
  return { mode: 'buy', redirectPeriod: 30, domains: [], portals: [], publications: [], discount: null, ...overrides };
}

const percent = (product_type: DiscountRule['product_type'], value: number): DiscountRule => ({ product_type, type: '1', discount: value });
const amount = (product_type: DiscountRule['product_type'], grosze: number): DiscountRule => ({ product_type, type: '0', discount: grosze });

describe('buy mode subtotal', () => {
  it('counts a domain at its sale price when there is no discount code', () => {
    expect(cartTotals(cart({ domains: [domainA] })).subtotal).toBe(80_000);
  });

  it('counts a domain at its standard price when the code applies to domains', () => {
    const totals = cartTotals(cart({ domains: [domainA], discount: amount('domain', 0) }));
    expect(totals.subtotal).toBe(100_000);
  });

  it('counts a domain at its standard price when the code applies to all products', () => {
    expect(cartTotals(cart({ domains: [domainA], discount: percent('all', 0) })).subtotal).toBe(100_000);
  });

  it('keeps the sale price when the code is for another product type', () => {
    expect(cartTotals(cart({ domains: [domainA], discount: percent('portal', 10) })).subtotal).toBe(80_000);
    expect(cartTotals(cart({ domains: [domainA], discount: percent('publication', 10) })).subtotal).toBe(80_000);
  });

  it('adds domains, portals and publications times their counts', () => {
    const totals = cartTotals(cart({ domains: [domainA, domainB], portals: [portal], publications: [publication] }));
    expect(totals.subtotal).toBe(80_000 + 50_000 + 200_000 + 2 * 30_000);
    expect(totals.lines.map((l) => [l.kind, l.id, l.unitPrice, l.count, l.total])).toEqual([
      ['domain', 1, 80_000, 1, 80_000],
      ['domain', 2, 50_000, 1, 50_000],
      ['webPortal', 10, 200_000, 1, 200_000],
      ['publication', 20, 30_000, 2, 60_000],
    ]);
  });

  it('adds the 25 zł article add-on to each publication that has it', () => {
    const withArticle = { ...publication, domenika_article: true, count: 3 };
    const totals = cartTotals(cart({ publications: [withArticle] }));
    expect(ARTICLE_ADDON_PRICE).toBe(2500);
    expect(totals.lines[0]).toMatchObject({ unitPrice: 32_500, count: 3, total: 97_500, publication_offer_id: 'permanent_publication' });
    expect(totals.subtotal).toBe(97_500);
  });

  it('adds VAT 23 % to the net after the discount', () => {
    const totals = cartTotals(cart({ portals: [portal], discount: percent('portal', 10) }));
    expect(totals).toMatchObject({ subtotal: 200_000, discountTotal: 20_000, net: 180_000, vat: 41_400, gross: 221_400 });
  });
});

describe('rent mode', () => {
  it('counts each domain at its monthly lease price', () => {
    const totals = cartTotals(cart({ mode: 'rent', domains: [domainA] }));
    expect(totals.subtotal).toBe(6_000);
    expect(totals.unpriced).toEqual([]);
  });

  it('names a domain that is not for lease and leaves it out of the totals', () => {
    const totals = cartTotals(cart({ mode: 'rent', domains: [domainA, domainB] }));
    expect(totals.unpriced).toEqual([{ kind: 'domain', id: 2, reason: 'not_for_rent' }]);
    expect(totals.subtotal).toBe(6_000);
  });
});

describe('301 mode', () => {
  it('sums each domain’s redirect price for the chosen period', () => {
    expect(cartTotals(cart({ mode: 'redirect', redirectPeriod: 90, domains: [domainA] })).subtotal).toBe(7_800);
    expect(cartTotals(cart({ mode: 'redirect', redirectPeriod: 365, domains: [domainA] })).subtotal).toBe(27_000);
  });

  it('lets an entry carry its own period', () => {
    const totals = cartTotals(cart({ mode: 'redirect', redirectPeriod: 30, domains: [{ ...domainA, redirect_period: 365 }] }));
    expect(totals.lines[0]).toMatchObject({ redirect_period: 365, total: 27_000 });
  });

  it('ignores portals and publications', () => {
    const totals = cartTotals(cart({ mode: 'redirect', domains: [domainA], portals: [portal], publications: [publication] }));
    expect(totals.subtotal).toBe(3_000);
    expect(totals.lines).toHaveLength(1);
  });

  it('names a domain without redirect prices', () => {
    const totals = cartTotals(cart({ mode: 'redirect', domains: [domainB] }));
    expect(totals.unpriced).toEqual([{ kind: 'domain', id: 2, reason: 'no_redirect' }]);
    expect(totals.subtotal).toBe(0);
  });

  it('applies a domain code or an all-products code to the redirect prices', () => {
    expect(cartTotals(cart({ mode: 'redirect', domains: [domainA], discount: percent('domain', 10) })).discountTotal).toBe(300);
    expect(cartTotals(cart({ mode: 'redirect', domains: [domainA], discount: amount('all', 1_000) })).discountTotal).toBe(1_000);
  });

  it('gives nothing for a portal or publication code', () => {
    expect(cartTotals(cart({ mode: 'redirect', domains: [domainA], discount: percent('portal', 50) })).discountTotal).toBe(0);
    expect(cartTotals(cart({ mode: 'redirect', domains: [domainA], discount: amount('publication', 500) })).discountTotal).toBe(0);
  });
});

describe('percentage discounts', () => {
  it('take the percentage of the sum of the matching items’ standard prices', () => {
    const totals = cartTotals(cart({ domains: [domainA, domainB], portals: [portal], discount: percent('domain', 10) }));
    // Domains count at their standard prices (100 000 + 50 000); the portal does not match.
    expect(totals.discountTotal).toBe(15_000);
    expect(totals.lines.map((l) => l.discount)).toEqual([10_000, 5_000, 0]);
  });

  it('cover every item for product type all', () => {
    const totals = cartTotals(cart({ domains: [domainA], portals: [portal], publications: [publication], discount: percent('all', 10) }));
    expect(totals.subtotal).toBe(100_000 + 200_000 + 60_000);
    expect(totals.discountTotal).toBe(36_000);
  });

  it('cover only portals for product type portal', () => {
    const totals = cartTotals(cart({ domains: [domainA], portals: [portal], discount: percent('portal', 15) }));
    expect(totals.discountTotal).toBe(30_000);
  });

  it('cover publications with their counts and add-ons for product type publication', () => {
    const totals = cartTotals(cart({ publications: [{ ...publication, domenika_article: true }], portals: [portal], discount: percent('publication', 20) }));
    expect(totals.discountTotal).toBe(13_000); // 20 % of 2 × 32 500
  });

  it('round the discount half up to a whole grosz', () => {
    // 10 % of 49,95 zł is 4,995 zł: 499,5 gr becomes 500 gr.
    const totals = cartTotals(cart({ portals: [{ id: 1, price: 4_995 }], discount: percent('portal', 10) }));
    expect(totals.discountTotal).toBe(500);
    expect(totals.net).toBe(4_495);
  });

  it('share the rounded discount over the lines without losing a grosz', () => {
    const portals = [1, 2, 3].map((id) => ({ id, price: 333 }));
    const totals = cartTotals(cart({ portals, discount: percent('portal', 50) }));
    expect(totals.discountTotal).toBe(500); // 50 % of 999 = 499,5 → 500
    expect(totals.lines.reduce((s, l) => s + l.discount, 0)).toBe(500);
  });
});

describe('amount discounts', () => {
  it('take the amount off each matching item', () => {
    const totals = cartTotals(cart({ domains: [domainA, domainB], discount: amount('domain', 5_000) }));
    expect(totals.discountTotal).toBe(10_000);
  });

  it('multiply the amount by the item’s count', () => {
    const totals = cartTotals(cart({ publications: [{ ...publication, count: 3 }], discount: amount('publication', 2_000) }));
    expect(totals.discountTotal).toBe(6_000);
  });

  it('never take more than the item’s own total', () => {
    const cheap = { id: 5, price: 1_000 };
    const totals = cartTotals(cart({ portals: [cheap, portal], discount: amount('portal', 5_000) }));
    expect(totals.lines.map((l) => l.discount)).toEqual([1_000, 5_000]);
    expect(totals.net).toBe(200_000 - 5_000);
  });

  it('apply to everything for product type all', () => {
    const totals = cartTotals(cart({ domains: [domainA], portals: [portal], publications: [publication], discount: amount('all', 1_000) }));
    expect(totals.discountTotal).toBe(1_000 + 1_000 + 2 * 1_000);
  });
});

const groszeArb = fc.integer({ min: 0, max: 5_000_000 });
const domainArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  price: groszeArb,
  sale_price: groszeArb,
  rent_price: fc.option(groszeArb, { nil: null }),
  redirect_price: fc.option(fc.record({ 30: groszeArb, 90: groszeArb, 365: groszeArb }), { nil: null }),
});
const portalArb = fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), price: groszeArb });
const publicationArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  publication_offer_id: fc.constantFrom('permanent_publication', 'advertising_link', 'economic_publication', 'permanent_publication_premium'),
  price: groszeArb,
  count: fc.integer({ min: 1, max: 100 }),
  domenika_article: fc.boolean(),
});
const discountArb = fc.option(
  fc.oneof(
    fc.record({ product_type: fc.constantFrom('all', 'domain', 'portal', 'publication' as const), type: fc.constant('1' as const), discount: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ product_type: fc.constantFrom('all', 'domain', 'portal', 'publication' as const), type: fc.constant('0' as const), discount: groszeArb }),
  ),
  { nil: null },
);
const cartArb = fc.record({
  mode: fc.constantFrom('buy', 'rent', 'redirect' as const),
  redirectPeriod: fc.constantFrom(30, 90, 365 as const),
  domains: fc.array(domainArb, { maxLength: 6 }),
  portals: fc.array(portalArb, { maxLength: 4 }),
  publications: fc.array(publicationArb, { maxLength: 4 }),
  discount: discountArb,
});

describe('invariants', () => {
  it('never gives a negative total', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        return [t.subtotal, t.discountTotal, t.net, t.vat, t.gross].every((v) => v >= 0 && Number.isInteger(v));
      }),
    );
  });

  it('keeps net = subtotal − discount and gross = net + VAT', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        return t.net === t.subtotal - t.discountTotal && t.gross === t.net + t.vat;
      }),
    );
  });

  it('never discounts more than the subtotal, nor a line more than its total', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        return t.discountTotal <= t.subtotal && t.lines.every((l) => l.discount >= 0 && l.discount <= l.total);
      }),
    );
  });

  it('sums the line discounts to the discount total', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        return t.lines.reduce((s, l) => s + l.discount, 0) === t.discountTotal;
      }),
    );
  });

  it('never lowers the subtotal when an item is added without a discount', () => {
    fc.assert(
      fc.property(cartArb, domainArb, portalArb, publicationArb, (input, d, p, pub) => {
        const base = { ...input, discount: null };
        const before = cartTotals(base).subtotal;
        return (
          cartTotals({ ...base, domains: [...base.domains, d] }).subtotal >= before &&
          cartTotals({ ...base, portals: [...base.portals, p] }).subtotal >= before &&
          cartTotals({ ...base, publications: [...base.publications, pub] }).subtotal >= before
        );
      }),
    );
  });

  it('ignores portals and publications in 301 mode', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const redirect = { ...input, mode: 'redirect' as const };
        const alone = cartTotals({ ...redirect, portals: [], publications: [] });
        const full = cartTotals(redirect);
        return full.subtotal === alone.subtotal && full.gross === alone.gross && full.lines.every((l) => l.kind === 'domain');
      }),
    );
  });
});

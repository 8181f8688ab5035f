import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ARTICLE_ADDON_PRICE,
  ORDER_VALUE_LIMIT,
  cartTotals,
  discountAppliesTo,
  discountMakesOrderFree,
  discountMatchesAny,
  exceedsOrderValueLimit,
  domainUnitPrice,
  publicationUnitPrice,
  type CartInput,
  type DiscountRule,
  type PricedDomain,
  type PricedPortal,
  type PricedPublication,
} from './pricing';
import { toGrosze } from './money';

// Amounts are grosze: 100_000 is 1 000,00 zł.
const domainA: PricedDomain = {
  id: 1,
  price: 100_000,
  sale_price: 80_000,
  rent_price: 6_000,
  redirect_price: { 30: 3_000, 90: 7_800, 365: 27_000 },
};
const domainB: PricedDomain = { id: 2, price: 50_000, sale_price: 45_000, rent_price: null, redirect_price: null };
const domainC: PricedDomain = {
  id: 3,
  price: 20_000,
  sale_price: 20_000,
  rent_price: 2_000,
  redirect_price: { 30: 1_000, 90: 2_500, 365: 9_000 },
};
const portal: PricedPortal = { id: 10, price: 200_000 };
const cheapPortal: PricedPortal = { id: 11, price: 1_000 };
const publication: PricedPublication = {
  id: 20,
  publication_offer_id: 'permanent_publication',
  price: 30_000,
  count: 2,
  domenika_article: false,
};

function cart(overrides: Partial<CartInput>): CartInput {
  return { mode: 'buy', redirectPeriod: 30, domains: [], portals: [], publications: [], discount: null, ...overrides };
}

const percent = (product_type: DiscountRule['product_type'], value: number): DiscountRule => ({
  product_type,
  type: '1',
  discount: value,
});
const amount = (product_type: DiscountRule['product_type'], grosze: number): DiscountRule => ({
  product_type,
  type: '0',
  discount: grosze,
});
const summary = (input: CartInput) => {
  const { subtotal, discountTotal, net, vat, gross } = cartTotals(input);
  return { subtotal, discountTotal, net, vat, gross };
};

describe('buy mode (Kupuję)', () => {
  it('counts domains at their sale prices, portals at their prices and publications times their counts', () => {
    const totals = cartTotals(cart({ domains: [domainA, domainB], portals: [portal], publications: [publication] }));
    expect(totals.lines.map((l) => [l.kind, l.id, l.unitPrice, l.count, l.total])).toEqual([
      ['domain', 1, 80_000, 1, 80_000],
      ['domain', 2, 45_000, 1, 45_000],
      ['webPortal', 10, 200_000, 1, 200_000],
      ['publication', 20, 30_000, 2, 60_000],
    ]);
    expect(summary(cart({ domains: [domainA, domainB], portals: [portal], publications: [publication] }))).toEqual({
      subtotal: 385_000,
      discountTotal: 0,
      net: 385_000,
      vat: 88_550,
      gross: 473_550,
    });
    expect(totals.unpriced).toEqual([]);
  });

  it('adds the 25 zł article add-on to every unit of a publication that has it', () => {
    const totals = cartTotals(cart({ publications: [{ ...publication, domenika_article: true, count: 3 }] }));
    expect(ARTICLE_ADDON_PRICE).toBe(2_500);
    expect(publicationUnitPrice(30_000, true)).toBe(32_500);
    expect(totals.lines[0]).toMatchObject({
      unitPrice: 32_500,
      count: 3,
      total: 97_500,
      publication_offer_id: 'permanent_publication',
    });
  });

  it('counts a domain at its standard price when the code applies to domains or to all products', () => {
    expect(domainUnitPrice(domainA, amount('domain', 0))).toBe(100_000);
    expect(cartTotals(cart({ domains: [domainA], discount: amount('domain', 0) })).subtotal).toBe(100_000);
    expect(cartTotals(cart({ domains: [domainA], discount: percent('all', 0) })).subtotal).toBe(100_000);
  });

  it('keeps the sale price when the code is for portals or publications', () => {
    expect(domainUnitPrice(domainA, percent('portal', 10))).toBe(80_000);
    expect(cartTotals(cart({ domains: [domainA], discount: percent('portal', 10) })).lines[0]).toMatchObject({
      unitPrice: 80_000,
      discount: 0,
    });
    expect(cartTotals(cart({ domains: [domainA], discount: amount('publication', 1_000) })).lines[0]).toMatchObject({
      unitPrice: 80_000,
      discount: 0,
    });
  });
});

describe('rent mode (Dzierżawię)', () => {
  it('prices like buy mode: sale prices without a code, plus portals, plus publications times counts', () => {
    const input = { domains: [domainA, domainC], portals: [portal], publications: [publication] };
    expect(summary(cart({ ...input, mode: 'rent' }))).toEqual(summary(cart({ ...input, mode: 'buy' })));
    expect(cartTotals(cart({ ...input, mode: 'rent' })).subtotal).toBe(80_000 + 20_000 + 200_000 + 60_000);
  });

  it('counts a domain at its standard price, discounted, when the code applies to domains', () => {
    const totals = cartTotals(cart({ mode: 'rent', domains: [domainA, domainC], discount: percent('domain', 10) }));
    expect(totals.lines.map((l) => [l.unitPrice, l.discount])).toEqual([
      [100_000, 10_000],
      [20_000, 2_000],
    ]);
    expect(totals).toMatchObject({
      subtotal: 120_000,
      discountTotal: 12_000,
      net: 108_000,
      vat: 24_840,
      gross: 132_840,
    });
  });

  it('does not charge the monthly rent_price: it is the instalment shown beside the domain', () => {
    const cheaperRent = cartTotals(cart({ mode: 'rent', domains: [{ ...domainA, rent_price: 1 }] }));
    expect(cheaperRent.subtotal).toBe(cartTotals(cart({ mode: 'rent', domains: [domainA] })).subtotal);
    expect(cheaperRent.subtotal).toBe(80_000);
  });

  it('lists a domain without rent_price as unpriced not_for_rent and leaves it out of the totals', () => {
    const totals = cartTotals(
      cart({ mode: 'rent', domains: [domainA, domainB, { ...domainC, rent_price: undefined }] }),
    );
    expect(totals.unpriced).toEqual([
      { kind: 'domain', id: 2, reason: 'not_for_rent' },
      { kind: 'domain', id: 3, reason: 'not_for_rent' },
    ]);
    expect(totals.lines.map((l) => l.id)).toEqual([1]);
    expect(totals.subtotal).toBe(80_000);
  });
});

describe('301 mode (Wynajmuję (301))', () => {
  it.each([
    [30, 3_000 + 1_000],
    [90, 7_800 + 2_500],
    [365, 27_000 + 9_000],
  ] as const)('sums each domain’s redirect price for %i days', (period, subtotal) => {
    const totals = cartTotals(cart({ mode: 'redirect', redirectPeriod: period, domains: [domainA, domainC] }));
    expect(totals.subtotal).toBe(subtotal);
    expect(totals.lines.every((l) => l.redirect_period === period)).toBe(true);
  });

  it('defaults to 30 days and lets an entry carry its own period', () => {
    expect(
      cartTotals({ mode: 'redirect', domains: [domainA], portals: [], publications: [], discount: null }).subtotal,
    ).toBe(3_000);
    const totals = cartTotals(
      cart({ mode: 'redirect', redirectPeriod: 30, domains: [{ ...domainA, redirect_period: 365 }, domainC] }),
    );
    expect(totals.lines.map((l) => [l.redirect_period, l.total])).toEqual([
      [365, 27_000],
      [30, 1_000],
    ]);
  });

  it('leaves out portals and publications', () => {
    const totals = cartTotals(
      cart({ mode: 'redirect', domains: [domainA], portals: [portal], publications: [publication] }),
    );
    expect(totals.lines.map((l) => l.kind)).toEqual(['domain']);
    expect(totals.subtotal).toBe(3_000);
  });

  it('lists a domain without a redirect price for the period as unpriced no_redirect', () => {
    const only30: PricedDomain = { ...domainC, id: 4, redirect_price: { 30: 1_000 } };
    const totals = cartTotals(cart({ mode: 'redirect', redirectPeriod: 90, domains: [domainB, only30, domainA] }));
    expect(totals.unpriced).toEqual([
      { kind: 'domain', id: 2, reason: 'no_redirect' },
      { kind: 'domain', id: 4, reason: 'no_redirect' },
    ]);
    expect(totals.subtotal).toBe(7_800);
  });

  it('applies a domain or all-products code to the redirect prices and nothing for a portal or publication code', () => {
    const redirect = (discount: DiscountRule) =>
      cartTotals(cart({ mode: 'redirect', domains: [domainA, domainC], discount })).discountTotal;
    expect(redirect(percent('domain', 10))).toBe(400);
    expect(redirect(amount('all', 500))).toBe(1_000);
    expect(redirect(percent('portal', 50))).toBe(0);
    expect(redirect(amount('publication', 500))).toBe(0);
  });
});

describe('percentage discounts: of the sum of the standard prices of the matching items', () => {
  const everything = {
    domains: [domainA, domainC],
    portals: [portal],
    publications: [{ ...publication, domenika_article: true }],
  };

  it.each([
    // Domain code: domains at their standard prices 100 000 + 20 000; nothing else matches.
    ['domain', 10, 120_000, 12_000],
    // Portal code: domains stay at their sale prices 80 000 + 20 000; the portal matches.
    ['portal', 15, 80_000 + 20_000, 30_000],
    // Publication code: 2 × (300 zł + 25 zł add-on) matches.
    ['publication', 20, 80_000 + 20_000, 13_000],
    // All products: 120 000 + 200 000 + 65 000 at standard prices, 10 % of all of it.
    ['all', 10, 120_000, 38_500],
  ] as const)('for product type %s at %i %%', (type, value, domainsSubtotal, discount) => {
    const totals = cartTotals(cart({ ...everything, discount: percent(type, value) }));
    expect(totals.subtotal).toBe(domainsSubtotal + 200_000 + 65_000);
    expect(totals.discountTotal).toBe(discount);
    expect(
      totals.lines.filter((l) => !discountAppliesTo(percent(type, value), l.kind)).every((l) => l.discount === 0),
    ).toBe(true);
  });

  it('rounds the discount half up to a whole grosz', () => {
    // 10 % of 49,95 zł is 4,995 zł: 499,5 gr becomes 500 gr.
    const totals = cartTotals(cart({ portals: [{ id: 1, price: 4_995 }], discount: percent('portal', 10) }));
    expect(totals).toMatchObject({ discountTotal: 500, net: 4_495 });
  });

  it('takes the percentage once of the sum, then shares it over the lines without losing a grosz', () => {
    // Per item 50 % of 3,33 zł would be 1,665 zł, rounded three times; of the sum it is 499,5 gr → 500 gr.
    const totals = cartTotals(
      cart({ portals: [1, 2, 3].map((id) => ({ id, price: 333 })), discount: percent('portal', 50) }),
    );
    expect(totals.discountTotal).toBe(500);
    expect(totals.lines.map((l) => l.discount).sort((a, b) => a - b)).toEqual([166, 167, 167]);
  });

  it('never takes more than 100 %', () => {
    expect(cartTotals(cart({ portals: [portal], discount: percent('portal', 150) }))).toMatchObject({
      discountTotal: 200_000,
      net: 0,
      gross: 0,
    });
  });
});

describe('amount discounts: per matching item, multiplied by its count', () => {
  it.each([
    // Two domains, 50 zł each.
    ['domain', 5_000, 10_000],
    // One portal at 2 000 zł and one at 10 zł: the cheap one gives only its own 10 zł.
    ['portal', 5_000, 5_000 + 1_000],
    // A publication × 2 and one with the add-on × 3: 5 units.
    ['publication', 2_000, 5 * 2_000],
    // Everything: 2 domains + 2 portals (one capped at 10 zł) + 5 publication units.
    ['all', 2_000, 2 * 2_000 + 2_000 + 1_000 + 5 * 2_000],
  ] as const)('for product type %s', (type, grosze, discount) => {
    const totals = cartTotals(
      cart({
        domains: [domainA, domainC],
        portals: [portal, cheapPortal],
        publications: [publication, { ...publication, id: 21, count: 3, domenika_article: true }],
        discount: amount(type, grosze),
      }),
    );
    expect(totals.discountTotal).toBe(discount);
    expect(totals.net).toBe(totals.subtotal - discount);
  });

  it('never takes more than an item’s own total', () => {
    const totals = cartTotals(cart({ portals: [cheapPortal, portal], discount: amount('portal', 5_000) }));
    expect(totals.lines.map((l) => l.discount)).toEqual([1_000, 5_000]);
  });
});

describe('subtotal, net, VAT 23 % and gross', () => {
  it('rounds the subtotal half up to whole grosze (2 decimals in złoty)', () => {
    expect(
      cartTotals(
        cart({
          portals: [
            { id: 1, price: 1_000.5 },
            { id: 2, price: 1_000 },
          ],
        }),
      ).subtotal,
    ).toBe(2_001);
    expect(cartTotals(cart({ portals: [1, 2, 3].map((id) => ({ id, price: 3_333.4 })) })).subtotal).toBe(10_000);
  });

  it('adds API prices in złoty without float noise once they are grosze', () => {
    const totals = cartTotals(
      cart({
        portals: [
          { id: 1, price: toGrosze(0.1) },
          { id: 2, price: toGrosze(0.2) },
        ],
      }),
    );
    expect(totals.subtotal).toBe(30);
  });

  it('adds VAT to the net after the discount, rounded half up to a grosz', () => {
    expect(summary(cart({ portals: [portal], discount: percent('portal', 10) }))).toEqual({
      subtotal: 200_000,
      discountTotal: 20_000,
      net: 180_000,
      vat: 41_400,
      gross: 221_400,
    });
    // 23 % of 12,34 zł is 2,8382 zł → 2,84 zł; of 0,50 zł it is 0,115 zł → 0,12 zł.
    expect(summary(cart({ portals: [{ id: 1, price: 1_234 }] }))).toMatchObject({ net: 1_234, vat: 284, gross: 1_518 });
    expect(summary(cart({ portals: [{ id: 1, price: 50 }] }))).toMatchObject({ net: 50, vat: 12, gross: 62 });
  });

  it('is all zero for an empty cart', () => {
    expect(summary(cart({}))).toEqual({ subtotal: 0, discountTotal: 0, net: 0, vat: 0, gross: 0 });
  });
});

describe('discountMatchesAny', () => {
  it('tells whether a code covers at least one priced line, which the checkout requires', () => {
    const lines = cartTotals(cart({ domains: [domainA], publications: [publication] })).lines;
    expect(discountMatchesAny(percent('domain', 10), lines)).toBe(true);
    expect(discountMatchesAny(percent('publication', 10), lines)).toBe(true);
    expect(discountMatchesAny(percent('all', 10), lines)).toBe(true);
    expect(discountMatchesAny(percent('portal', 10), lines)).toBe(false);
    expect(discountMatchesAny(null, lines)).toBe(false);
    expect(discountMatchesAny(percent('all', 10), [])).toBe(false);
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
  publication_offer_id: fc.constantFrom(
    'permanent_publication',
    'advertising_link',
    'economic_publication',
    'permanent_publication_premium',
  ),
  price: groszeArb,
  count: fc.integer({ min: 1, max: 100 }),
  domenika_article: fc.boolean(),
});
const productTypeArb = fc.constantFrom('all', 'domain', 'portal', 'publication' as const);
const ruleArb: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({
    product_type: productTypeArb,
    type: fc.constant('1' as const),
    discount: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ product_type: productTypeArb, type: fc.constant('0' as const), discount: groszeArb }),
);
const cartArb: fc.Arbitrary<CartInput> = fc.record({
  mode: fc.constantFrom('buy', 'rent', 'redirect' as const),
  redirectPeriod: fc.constantFrom(30, 90, 365 as const),
  domains: fc.array(domainArb, { maxLength: 6 }),
  portals: fc.array(portalArb, { maxLength: 4 }),
  publications: fc.array(publicationArb, { maxLength: 4 }),
  discount: fc.option(ruleArb, { nil: null }),
});

describe('invariants (fast-check)', () => {
  it('never gives a negative or fractional amount', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        return [t.subtotal, t.discountTotal, t.net, t.vat, t.gross].every((v) => v >= 0 && Number.isInteger(v));
      }),
    );
  });

  it('keeps subtotal = Σ line totals, net = subtotal − discount, gross = net + VAT and VAT = 23 % of net', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        return (
          t.subtotal === t.lines.reduce((s, l) => s + l.total, 0) &&
          t.net === t.subtotal - t.discountTotal &&
          t.gross === t.net + t.vat &&
          Math.abs(t.vat - t.net * 0.23) <= 0.5
        );
      }),
    );
  });

  it('never discounts more than the subtotal of the matching items, and nothing on the others', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals(input);
        const matching = t.lines.filter((l) => discountAppliesTo(input.discount, l.kind));
        return (
          t.discountTotal <= matching.reduce((s, l) => s + l.total, 0) &&
          t.lines.every((l) => l.discount >= 0 && l.discount <= l.total) &&
          t.lines.filter((l) => !discountAppliesTo(input.discount, l.kind)).every((l) => l.discount === 0) &&
          t.lines.reduce((s, l) => s + l.discount, 0) === t.discountTotal
        );
      }),
    );
  });

  it('computes a percentage once from the matching standard prices and an amount per unit', () => {
    fc.assert(
      fc.property(cartArb, ruleArb, (input, rule) => {
        const t = cartTotals({ ...input, discount: rule });
        const matching = t.lines.filter((l) => discountAppliesTo(rule, l.kind));
        const base = matching.reduce((s, l) => s + l.total, 0);
        const expected =
          rule.type === '1'
            ? Math.round((base * rule.discount) / 100)
            : matching.reduce((s, l) => s + Math.min(rule.discount * l.count, l.total), 0);
        return t.discountTotal === expected;
      }),
    );
  });

  it('gives the same totals whatever the order of the items', () => {
    fc.assert(
      fc.property(cartArb, fc.integer(), (input, seed) => {
        const shuffle = <T>(items: readonly T[]) =>
          items
            .map((item, i) => ({ item, key: (seed * 7919 + i * 104_729) % 997 }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.item);
        const reversed = {
          ...input,
          domains: [...input.domains].reverse(),
          portals: shuffle(input.portals),
          publications: shuffle(input.publications),
        };
        expect(summary(reversed)).toEqual(summary(input));
      }),
    );
  });

  it('leaves domains in buy and rent mode as without a code when the code is for portals or publications', () => {
    fc.assert(
      fc.property(cartArb, fc.constantFrom('portal', 'publication' as const), ruleArb, (input, type, rule) => {
        const mode = input.mode === 'redirect' ? 'buy' : input.mode;
        const domainsOf = (discount: DiscountRule | null) =>
          cartTotals({ ...input, mode, discount }).lines.filter((l) => l.kind === 'domain');
        expect(domainsOf({ ...rule, product_type: type })).toEqual(domainsOf(null));
        // A domain code changes only the price/sale_price choice and adds the domains' discounts.
        const withDomainCode = domainsOf({ ...rule, product_type: 'domain' });
        const standard = input.domains.filter((d) => mode === 'buy' || d.rent_price !== null).map((d) => d.price);
        expect(withDomainCode.map((l) => l.unitPrice)).toEqual(standard);
      }),
    );
  });

  it('prices rent mode exactly like buy mode when every domain has a rent_price', () => {
    fc.assert(
      fc.property(cartArb, groszeArb, (input, rent) => {
        const domains = input.domains.map((d) => ({ ...d, rent_price: d.rent_price ?? rent }));
        const rentTotals = cartTotals({ ...input, domains, mode: 'rent' });
        expect(rentTotals.unpriced).toEqual([]);
        expect(summary({ ...input, domains, mode: 'rent' })).toEqual(summary({ ...input, domains, mode: 'buy' }));
      }),
    );
  });

  it('lists exactly the domains without rent_price as not_for_rent in rent mode', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const t = cartTotals({ ...input, mode: 'rent' });
        const notForRent = input.domains
          .filter((d) => d.rent_price === null)
          .map((d) => ({ kind: 'domain', id: d.id, reason: 'not_for_rent' }));
        expect(t.unpriced).toEqual(notForRent);
        expect(summary({ ...input, mode: 'rent' })).toEqual(
          summary({ ...input, mode: 'rent', domains: input.domains.filter((d) => d.rent_price !== null) }),
        );
      }),
    );
  });

  it('never lowers the subtotal when an item is added', () => {
    fc.assert(
      fc.property(cartArb, domainArb, portalArb, publicationArb, (input, d, p, pub) => {
        const before = cartTotals(input).subtotal;
        return (
          cartTotals({ ...input, domains: [...input.domains, d] }).subtotal >= before &&
          cartTotals({ ...input, portals: [...input.portals, p] }).subtotal >= before &&
          cartTotals({ ...input, publications: [...input.publications, pub] }).subtotal >= before
        );
      }),
    );
  });

  it('comes back to the same totals when an item is added anywhere and removed again, whatever the order of the items', () => {
    fc.assert(
      fc.property(cartArb, portalArb, fc.nat(), fc.infiniteStream(fc.nat()), (input, p, at, order) => {
        const portals = [...input.portals];
        portals.splice(at % (portals.length + 1), 0, p);
        const removed = portals.filter((portal) => portal !== p);
        // The items in another order: each step takes one of those left.
        const shuffle = <T>(items: readonly T[]): T[] => {
          const left = [...items];
          const picks = order[Symbol.iterator]();
          return items.map(() => left.splice(picks.next().value % left.length, 1)[0]!);
        };
        const reordered = {
          ...input,
          domains: shuffle(input.domains),
          portals: shuffle(removed),
          publications: shuffle(input.publications),
        };
        expect(summary(reordered)).toEqual(summary(input));
      }),
    );
  });

  it('ignores portals and publications in 301 mode', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const redirect = { ...input, mode: 'redirect' as const };
        const full = cartTotals(redirect);
        expect(summary(redirect)).toEqual(summary({ ...redirect, portals: [], publications: [] }));
        return full.lines.every((l) => l.kind === 'domain');
      }),
    );
  });

  it('refuses exactly the codes that leave nothing to pay: an accepted code gives nothing or leaves something', () => {
    fc.assert(
      fc.property(cartArb, ruleArb, (input, rule) => {
        const t = cartTotals({ ...input, discount: rule });
        if (discountMakesOrderFree(t)) return t.discountTotal > 0 && t.net === 0;
        return t.discountTotal === 0 || t.net > 0;
      }),
    );
  });

  it('never refuses a cart without a code as free, and measures the order value before the discount', () => {
    fc.assert(
      fc.property(cartArb, ruleArb, (input, rule) => {
        expect(discountMakesOrderFree(cartTotals({ ...input, discount: null }))).toBe(false);
        const t = cartTotals({ ...input, discount: rule });
        expect(exceedsOrderValueLimit(t)).toBe(t.lines.reduce((s, l) => s + l.total, 0) > ORDER_VALUE_LIMIT);
      }),
    );
  });
});

describe('what an order may be', () => {
  it('refuses a 50 zł-per-domain code on a 19 zł redirect: it would be free', () => {
    const t = cartTotals({
      mode: 'redirect',
      domains: [{ ...domainA, redirect_price: { 30: 1900 } }],
      portals: [],
      publications: [],
      discount: { product_type: 'domain', type: '0', discount: 5000 },
    });
    expect(t.lines[0]!.discount).toBe(1900);
    expect(discountMakesOrderFree(t)).toBe(true);
  });

  it('refuses a 100 % code, and takes a 99 % one', () => {
    const cart = (percent: number) =>
      cartTotals({
        mode: 'buy',
        domains: [domainA],
        portals: [],
        publications: [],
        discount: { product_type: 'all', type: '1', discount: percent },
      });
    expect(discountMakesOrderFree(cart(100))).toBe(true);
    expect(discountMakesOrderFree(cart(99))).toBe(false);
  });

  it('is worth at most 10 000 000 zł net before the discount, whatever the code takes off', () => {
    const publication = (price: number, count: number) => ({
      id: 1,
      publication_offer_id: 'permanent_publication',
      price,
      count,
      domenika_article: false,
    });
    const cart = (price: number, count: number) =>
      cartTotals({
        mode: 'buy',
        domains: [],
        portals: [],
        publications: [publication(price, count)],
        discount: { product_type: 'all', type: '1', discount: 90 },
      });
    expect(exceedsOrderValueLimit(cart(ORDER_VALUE_LIMIT, 1))).toBe(false);
    expect(exceedsOrderValueLimit(cart(ORDER_VALUE_LIMIT / 100 + 1, 100))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import {
  type DomainPool,
  checkoutSession,
  domainStatuses,
  portalForSale,
  postAsPerson,
  pricedDomain,
  publicationPortal,
  storedOrder,
} from '../test/checkout-fixtures';
import { cartTotals, type CartInput, type CartTotals, type DiscountRule } from '../../src/kernel/pricing';
import { toPln } from '../../src/kernel/money';
import type { Schemas } from '../../src/contract/types';

let server: TestServer, token: string, take: DomainPool;
checkoutSession({ now: () => TEST_NOW }, (session) => ({ server, token, take } = session));

const post = (url: string, payload: object) => postAsPerson(server, url, token, payload);
const model = (input: Partial<CartInput> & Pick<CartInput, 'mode'>): CartTotals =>
  cartTotals({ domains: [], portals: [], publications: [], discount: null, ...input });

const RABAT10: DiscountRule = { product_type: 'all', type: '1', discount: 10 };
const DOMENY50: DiscountRule = { product_type: 'domain', type: '0', discount: 5000 };
const PUBLIKACJE20: DiscountRule = { product_type: 'publication', type: '0', discount: 2000 };

/** The stored order (grosze) must be exactly the model's totals and lines. */
async function expectStoredAsModel(orderId: number, expected: CartTotals) {
  const stored = await storedOrder(server.ctx.db, orderId);
  expect(stored).toMatchObject({
    status: 'awaiting_payment',
    discount_total: expected.discountTotal,
    net_total: expected.net,
    vat_total: expected.vat,
    gross_total: expected.gross,
  });
  expect(
    stored.items.map((i) => [i.kind, i.item_id, i.unit_price, i.count, i.net_total, i.discount, i.redirect_period]),
  ).toEqual(expected.lines.map((l) => [l.kind, l.id, l.unitPrice, l.count, l.total, l.discount, l.redirect_period]));
}

describe('stored totals are the shared model’s, whatever the client sends', () => {
  it('buy: domains at sale prices, a portal, a publication × 3 with the add-on, and a publication code per unit', async () => {
    const domains = await take(2, { discounted: true });
    const portal = await portalForSale(server.ctx.db);
    const pub = await publicationPortal(server.ctx.db);
    const publication = {
      id: pub.id,
      publication_offer_id: 'permanent_publication',
      count: 3,
      link_type: 1,
      domenika_article: true,
    } as const;
    const expected = model({
      mode: 'buy',
      domains: domains.map(pricedDomain),
      portals: [{ id: portal.id, price: portal.price! }],
      publications: [{ ...publication, price: pub.permanent_publication! }],
      discount: PUBLIKACJE20,
    });
    // 20 zł off each of the three units; the domains keep their sale prices under a publication code.
    expect(expected.discountTotal).toBe(3 * 2000);
    expect(expected.lines[0]!.unitPrice).toBe(domains[0]!.sale_price);
    const response = await post('/api/orders', {
      domains: domains.map((d) => d.id),
      portals: [portal.id],
      publications: [publication],
      discount_code: 'PUBLIKACJE20',
      client_total: toPln(expected.gross),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'purchase',
      gross_total: toPln(expected.gross),
      net_total: toPln(expected.net),
    });
    await expectStoredAsModel(response.json<Schemas['Order']>().id, expected);
  });

  it('buy: an all-products percentage counts domains at their standard prices', async () => {
    const domains = await take(2, { discounted: true });
    const expected = model({ mode: 'buy', domains: domains.map(pricedDomain), discount: RABAT10 });
    expect(expected.subtotal).toBe(domains[0]!.price + domains[1]!.price);
    const response = await post('/api/orders', {
      domains: domains.map((d) => d.id),
      portals: [],
      publications: [],
      discount_code: 'RABAT10',
    });
    expect(response.statusCode, response.body).toBe(201);
    await expectStoredAsModel(response.json<Schemas['Order']>().id, expected);
  });

  it('rental: the rent-mode total, i.e. sale prices, not the monthly rent_price', async () => {
    const domains = await take(2, { leasable: true, discounted: true });
    const expected = model({ mode: 'rent', domains: domains.map(pricedDomain) });
    expect(expected.subtotal).toBe(domains[0]!.sale_price + domains[1]!.sale_price);
    const response = await post('/api/checkout/rental', {
      domains: domains.map((d) => d.id),
      client_total: toPln(expected.gross),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'rental', gross_total: toPln(expected.gross) });
    await expectStoredAsModel(response.json<Schemas['Order']>().id, expected);
  });

  it('rental: a domain code counts the standard prices and takes 50 zł off each', async () => {
    const domains = await take(2, { leasable: true, discounted: true });
    const expected = model({ mode: 'rent', domains: domains.map(pricedDomain), discount: DOMENY50 });
    expect(expected.subtotal).toBe(domains[0]!.price + domains[1]!.price);
    const response = await post('/api/checkout/rental', {
      domains: domains.map((d) => d.id),
      discount_code: 'DOMENY50',
    });
    expect(response.statusCode, response.body).toBe(201);
    await expectStoredAsModel(response.json<Schemas['Order']>().id, expected);
  });

  it.each([30, 90, 365] as const)(
    '301 at %i days: each domain’s redirect price for the period, with a domain code',
    async (period) => {
      const taken = await take(2, { redirect: true });
      // Above the code's 50 zł, so something is left to pay: a code that makes an order free is refused.
      const domains = taken.map((d, i) => ({ ...d, [`redirect_price_${period}`]: 9_900 + i * 2_100 }));
      for (const d of domains)
        await server.ctx.db
          .updateTable('domains')
          .set({ [`redirect_price_${period}`]: d[`redirect_price_${period}`] })
          .where('id', '=', d.id)
          .execute();
      const expected = model({
        mode: 'redirect',
        redirectPeriod: period,
        domains: domains.map((d) => ({ ...pricedDomain(d), redirect_period: period })),
        discount: DOMENY50,
      });
      expect(expected.subtotal).toBe(
        domains[0]![`redirect_price_${period}`]! + domains[1]![`redirect_price_${period}`]!,
      );
      const response = await post('/api/checkout/redirect-rental', {
        redirects: domains.map((d) => ({ id: d.id, redirect_period: period })),
        discount_code: 'DOMENY50',
        client_total: toPln(expected.gross),
      });
      expect(response.statusCode, response.body).toBe(201);
      await expectStoredAsModel(response.json<Schemas['Order']>().id, expected);
    },
  );
});

describe('a client_total that is not the computed gross', () => {
  it.each([
    ['/api/orders', (id: number) => ({ domains: [id], portals: [], publications: [] })],
    ['/api/checkout/rental', (id: number) => ({ domains: [id] })],
    ['/api/checkout/redirect-rental', (id: number) => ({ redirects: [{ id, redirect_period: 90 }] })],
  ] as const)('is refused by %s with 409 price_changed, and nothing is stored or reserved', async (url, body) => {
    const [domain] = await take(1, { leasable: true, redirect: true });
    const ordersBefore = await server.ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post(url, { ...body(domain!.id), client_total: 0.01 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Ceny zmieniły się — odśwież koszyk', unavailable: [] });
    const ordersAfter = await server.ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ordersAfter.n)).toBe(Number(ordersBefore.n));
    expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'available' });
  });
});

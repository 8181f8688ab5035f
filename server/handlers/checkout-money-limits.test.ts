import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import {
  type DomainPool,
  checkoutSession,
  domainStatuses,
  postAsPerson,
  publicationPortal,
  storedOrder,
} from '../test/checkout-fixtures';
import { FREE_ORDER_MESSAGE, ORDER_VALUE_LIMIT } from '../../src/kernel/pricing';
import type { Schemas } from '../../src/contract/types';

let server: TestServer, token: string, take: DomainPool;
checkoutSession({ now: () => TEST_NOW }, (session) => ({ server, token, take } = session));

const post = (url: string, payload: object) => postAsPerson(server, url, token, payload);
const buy = (payload: object) => post('/api/orders', { domains: [], portals: [], publications: [], ...payload });
const errorsOf = (response: { json: () => unknown }) => (response.json() as Schemas['ValidationError']).errors;
const LIMIT_MESSAGE = /nie może przekroczyć 10\s000\s000,00\szł/;

/** A portal's permanent publication priced at `grosze`, as an administrator might have set it. */
async function publicationPricedAt(grosze: number) {
  const portal = await publicationPortal(server.ctx.db);
  await server.ctx.db
    .updateTable('portals')
    .set({ permanent_publication: grosze })
    .where('id', '=', portal.id)
    .execute();
  return (count: number) => ({
    id: portal.id,
    publication_offer_id: 'permanent_publication',
    count,
    link_type: 1,
    domenika_article: false,
  });
}

async function discountUses(code: string): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('discount_codes')
    .select('used_count')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.used_count;
}

describe('an order worth more than the stored totals can hold', () => {
  it('is refused with 422 naming the limit in Polish money, although every entry is valid', async () => {
    const entry = await publicationPricedAt(ORDER_VALUE_LIMIT);
    const response = await buy({ publications: [entry(2)] });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().message).toMatch(LIMIT_MESSAGE);
    expect(errorsOf(response).domains![0]).toMatch(LIMIT_MESSAGE);
  });

  it('refuses 69 publications × 100, whose total overflowed the columns', async () => {
    const portals = await server.ctx.db
      .selectFrom('portals')
      .select('id')
      .where('permanent_publication', 'is not', null)
      .where((eb) => eb(eb.val(1), '=', eb.fn.any('link_types')))
      .orderBy('id')
      .limit(69)
      .execute();
    expect(portals.length).toBeGreaterThan(1);
    // 100 000 zł × 100 is the limit itself, so any two such entries exceed it.
    const ids = portals.map((p) => p.id);
    await server.ctx.db
      .updateTable('portals')
      .set({ permanent_publication: 10_000_000 })
      .where('id', 'in', ids)
      .execute();
    const publications = ids.map((id) => ({
      id,
      publication_offer_id: 'permanent_publication',
      count: 100,
      link_type: 1,
      domenika_article: true,
    }));
    const response = await buy({ publications });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).domains![0]).toMatch(LIMIT_MESSAGE);
  });

  it('takes an order of exactly the limit, storing its gross with VAT', async () => {
    const entry = await publicationPricedAt(ORDER_VALUE_LIMIT);
    const response = await buy({ publications: [entry(1)] });
    expect(response.statusCode).toBe(201);
    const stored = await storedOrder(server.ctx.db, response.json<Schemas['Order']>().id);
    expect(stored).toMatchObject({ net_total: ORDER_VALUE_LIMIT, gross_total: 1_230_000_000 });
  });

  it('refuses a domain priced at 20 000 000 zł in buy, rent and 301 mode, and reserves nothing', async () => {
    const [domain] = await take(1, { leasable: true, redirect: true });
    await server.ctx.db
      .updateTable('domains')
      .set({ price: 2_000_000_000, sale_price: 2_000_000_000, redirect_price_30: 2_000_000_000 })
      .where('id', '=', domain!.id)
      .execute();
    const bought = await buy({ domains: [domain!.id] });
    const rented = await post('/api/checkout/rental', { domains: [domain!.id] });
    const redirected = await post('/api/checkout/redirect-rental', {
      redirects: [{ id: domain!.id, redirect_period: 30 }],
    });
    expect([bought.statusCode, rented.statusCode, redirected.statusCode]).toEqual([422, 422, 422]);
    expect(errorsOf(bought).domains![0]).toMatch(LIMIT_MESSAGE);
    expect(errorsOf(rented).domains![0]).toMatch(LIMIT_MESSAGE);
    expect(errorsOf(redirected).redirects![0]).toMatch(LIMIT_MESSAGE);
    expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'available' });
  });
});

describe('a discount code that would make an order free', () => {
  it('is refused beside the code field: DOMENY50 on a 19 zł redirect places nothing and uses nothing', async () => {
    const [domain] = await take(1, { redirect: true });
    await server.ctx.db.updateTable('domains').set({ redirect_price_30: 1900 }).where('id', '=', domain!.id).execute();
    const usesBefore = await discountUses('DOMENY50');
    const response = await post('/api/checkout/redirect-rental', {
      redirects: [{ id: domain!.id, redirect_period: 30 }],
      discount_code: 'DOMENY50',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ discount_code: [FREE_ORDER_MESSAGE] });
    expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'available' });
    expect(await discountUses('DOMENY50')).toBe(usesBefore);
  });

  it('is taken when something is left to pay, and no item goes below 0 zł', async () => {
    const [cheap, dear] = await take(2, { redirect: true });
    await server.ctx.db.updateTable('domains').set({ redirect_price_30: 1900 }).where('id', '=', cheap!.id).execute();
    await server.ctx.db.updateTable('domains').set({ redirect_price_30: 9900 }).where('id', '=', dear!.id).execute();
    const response = await post('/api/checkout/redirect-rental', {
      redirects: [
        { id: cheap!.id, redirect_period: 30 },
        { id: dear!.id, redirect_period: 30 },
      ],
      discount_code: 'DOMENY50',
    });
    expect(response.statusCode).toBe(201);
    const stored = await storedOrder(server.ctx.db, response.json<Schemas['Order']>().id);
    expect(stored.items.map((i) => i.net_total - i.discount)).toEqual([0, 4900]);
    expect(stored).toMatchObject({ discount_total: 6900, net_total: 4900 });
  });
});

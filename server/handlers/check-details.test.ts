import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { OPEN_ORDER_STATUSES } from '../../src/model/order-status';
import type { SuccessOf } from '../../src/contract/types';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

const check = (domains: string[], token = admin) =>
  server.request({ method: 'POST', url: '/api/admin/check-details', token, payload: { domains } });

/** The seeded domain in the demo customer's live redirect, and the one in an order awaiting payment. */
async function seededCases() {
  const db = server.ctx.db;
  const redirect = await db
    .selectFrom('redirects')
    .innerJoin('domains', 'domains.id', 'redirects.domain_id')
    .select(['domains.id', 'domains.name'])
    .where('redirects.status', '=', 'active')
    .executeTakeFirstOrThrow();
  const ordered = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('domains', 'domains.id', 'order_items.item_id')
    .select(['domains.id', 'domains.name'])
    .where('order_items.kind', '=', 'domain')
    .where('orders.status', '=', 'awaiting_payment')
    .executeTakeFirstOrThrow();
  const openOrders = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.id', 'orders.number', 'orders.status'])
    .where('order_items.kind', '=', 'domain')
    .where('order_items.item_id', '=', ordered.id)
    .where('orders.status', 'in', OPEN_ORDER_STATUSES)
    .orderBy('orders.id')
    .execute();
  return { redirect, ordered, openOrders };
}

describe('check details', () => {
  it('answers one row per name, in the order given, normalising pasted addresses', async () => {
    const { redirect, ordered, openOrders } = await seededCases();
    const pasted = `  HTTPS://www.${ordered.name.toUpperCase()}/oferta?x=1 `;
    const response = await check([pasted, redirect.name, 'nieznana-domena.pl', 'to nie jest domena', '']);
    expect(response.statusCode).toBe(422);
    const ok = await check([pasted, redirect.name, 'nieznana-domena.pl', 'to nie jest domena']);
    expect(ok.statusCode).toBe(200);
    const [first, second, third, fourth] = ok.json<SuccessOf<'adminCheckDetails'>>().data;

    expect(first).toMatchObject({ query: pasted, name: ordered.name, valid: true, found: true, active_redirects: 0 });
    expect(first?.domain).toMatchObject({ id: ordered.id, name: ordered.name });
    expect(first?.open_orders).toEqual(openOrders);
    expect(openOrders.length).toBeGreaterThan(0);

    expect(second).toMatchObject({ name: redirect.name, found: true, active_redirects: 1 });
    expect(second?.domain?.status).toBe('rented');

    expect(third).toEqual({
      query: 'nieznana-domena.pl',
      name: 'nieznana-domena.pl',
      valid: true,
      found: false,
      domain: null,
      open_orders: [],
      active_redirects: 0,
    });
    expect(fourth).toMatchObject({ valid: false, found: false, domain: null });
  });

  it('finds domains of every status, and repeats a name as often as it is given', async () => {
    const hidden = await server.ctx.db
      .selectFrom('domains')
      .select('name')
      .where('status', '=', 'hidden')
      .executeTakeFirstOrThrow();
    const response = await check([hidden.name, hidden.name]);
    const data = response.json<SuccessOf<'adminCheckDetails'>>().data;
    expect(data).toHaveLength(2);
    expect(data.every((row) => row.found && row.domain?.status === 'hidden')).toBe(true);
  });

  it('is for administrators only', async () => {
    const customer = await server.customerToken();
    expect((await check(['przyklad.pl'], customer)).statusCode).toBe(403);
  });
});

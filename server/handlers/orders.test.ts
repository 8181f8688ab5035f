import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEMO_ACCOUNTS } from '../db/seed';
import type { Schemas } from '../../src/contract/types';
import type { PageBody } from '../test/page-body';
import { userIdOf } from '../test/accounts';

interface OrderBody {
  id: number;
  number: string;
  user_id: number;
  status: string;
  gross_total: number;
  created_at: string;
  buyer: { name: string; email: string };
  kind: string;
  items: { kind: string }[];
  payment: { title: string };
}
type OrderPageBody = PageBody<OrderBody>;

let server: TestServer;
let customer: string;
let admin: string;
let customerId: number;
let other: { id: number; email: string; name: string };

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100' } });
  customer = await server.customerToken();
  admin = await server.adminToken();
  const { db } = server.ctx;
  customerId = await userIdOf(db, DEMO_ACCOUNTS.customer.email);
  // The other customer with the most orders, so filters have several rows to return.
  other = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('users.id', '!=', customerId)
    .groupBy(['users.id', 'users.email', 'users.name'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirstOrThrow();
});
afterAll(() => server.close());

async function page(url: string, token: string): Promise<OrderPageBody> {
  const response = await server.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderPageBody>();
}

const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) =>
  values.every((v, i) => i === 0 || compare(values[i - 1]!, v) <= 0);
const byDateDesc = (a: string, b: string) => Date.parse(b) - Date.parse(a);

describe("a customer's orders", () => {
  it('lists only their own six orders, newest first, with totals and payment details', async () => {
    const body = await page('/api/me/orders', customer);
    expect(body).toMatchObject({ total: 6, current_page: 1, per_page: 30, last_page: 1, total_is_capped: false });
    expect(body.data.every((o) => o.user_id === customerId)).toBe(true);
    expect(
      isSorted(
        body.data.map((o) => o.created_at),
        byDateDesc,
      ),
    ).toBe(true);
    expect(body.data[0]).toMatchObject({ status: 'awaiting_payment', payment: { title: body.data[0]!.number } });
    expect(body.data[0]!.items.length).toBeGreaterThan(0);
  });

  it('gives the same list at GET /api/orders, and filters it by status', async () => {
    const all = await page('/api/orders', customer);
    expect(all.data.map((o) => o.id)).toEqual((await page('/api/me/orders', customer)).data.map((o) => o.id));
    const paid = await page('/api/orders?status=paid', customer);
    expect(paid.total).toBe(1);
    expect(paid.data[0]!.status).toBe('paid');
  });

  it('accepts their own user_id but refuses somebody else’s with 403', async () => {
    const own = await page(`/api/orders?user_id=${customerId}`, customer);
    expect(own.total).toBe(6);
    const response = await server.request({ method: 'GET', url: `/api/orders?user_id=${other.id}`, token: customer });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Nie masz uprawnień do tej operacji.' });
  });

  it('opens one of their orders, and answers 404 for another customer’s', async () => {
    const [first] = (await page('/api/me/orders', customer)).data;
    const own = await server.request({ method: 'GET', url: `/api/orders/${first!.id}`, token: customer });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: first!.id,
      number: first!.number,
      buyer: { email: DEMO_ACCOUNTS.customer.email },
    });
    const theirs = (await page(`/api/admin/orders?user_id=${other.id}`, admin)).data[0]!;
    const foreign = await server.request({ method: 'GET', url: `/api/orders/${theirs.id}`, token: customer });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Nie znaleziono zamówienia.' });
  });

  it('refuses more than 200 orders per page with a Polish message', async () => {
    const response = await server.request({ method: 'GET', url: '/api/me/orders?per_page=201', token: customer });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.per_page).toEqual([
      'Wartość nie może być większa niż 200',
    ]);
  });

  it('cannot use the administrators’ list', async () => {
    const response = await server.request({ method: 'GET', url: '/api/admin/orders', token: customer });
    expect(response.statusCode).toBe(403);
  });
});

describe('orders for administrators', () => {
  it('shows any user’s orders through GET /api/orders?user_id and any single order', async () => {
    const theirs = await page(`/api/orders?user_id=${other.id}`, admin);
    expect(theirs.total).toBeGreaterThan(1);
    expect(theirs.data.every((o) => o.user_id === other.id)).toBe(true);
    const single = await server.request({ method: 'GET', url: `/api/orders/${theirs.data[0]!.id}`, token: admin });
    expect(single.statusCode).toBe(200);
    const viaAdmin = await server.request({
      method: 'GET',
      url: `/api/admin/orders/${theirs.data[0]!.id}`,
      token: admin,
    });
    expect(viaAdmin.json()).toEqual(single.json());
  });

  it('lists all 36 seeded orders, newest first', async () => {
    const body = await page('/api/admin/orders?per_page=200', admin);
    expect(body.total).toBe(36);
    expect(
      isSorted(
        body.data.map((o) => o.created_at),
        byDateDesc,
      ),
    ).toBe(true);
  });

  it('filters by status and by user', async () => {
    const cancelled = await page('/api/admin/orders?status=cancelled&per_page=200', admin);
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.data.every((o) => o.status === 'cancelled')).toBe(true);
    const mine = await page(`/api/admin/orders?user_id=${customerId}`, admin);
    expect(mine.total).toBe(6);
    expect(mine.data.every((o) => o.user_id === customerId)).toBe(true);
  });

  it('searches by order number and by the buyer’s e-mail or name, in any letter case', async () => {
    const target = (await page(`/api/admin/orders?user_id=${other.id}`, admin)).data[0]!;
    const byNumber = await page(`/api/admin/orders?search=${encodeURIComponent(target.number.toLowerCase())}`, admin);
    expect(byNumber.data.map((o) => o.id)).toEqual([target.id]);
    const byEmail = await page(`/api/admin/orders?search=${encodeURIComponent(other.email.toUpperCase())}`, admin);
    expect(byEmail.total).toBeGreaterThan(1);
    expect(byEmail.data.every((o) => o.buyer.email === other.email)).toBe(true);
    const byName = await page(`/api/admin/orders?search=${encodeURIComponent(DEMO_ACCOUNTS.customer.name)}`, admin);
    expect(byName.total).toBe(6);
  });

  it('filters by customer name or e-mail, on the buyer data or the account, in any letter case', async () => {
    const byEmail = await page(`/api/admin/orders?customer=${encodeURIComponent(other.email.toUpperCase())}`, admin);
    expect(byEmail.total).toBeGreaterThan(1);
    expect(byEmail.data.every((o) => o.user_id === other.id)).toBe(true);
    const byName = await page(`/api/admin/orders?customer=${encodeURIComponent('jan klient')}`, admin);
    expect(byName.total).toBe(6);
    expect((await page('/api/admin/orders?customer=%25', admin)).total).toBe(0);
  });

  it('filters by the Warsaw days the orders were placed on, both days included', async () => {
    const all = (await page('/api/admin/orders?per_page=200', admin)).data;
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(iso));
    const days = [...new Set(all.map((o) => day(o.created_at)))].sort();
    const [from, to] = [days[1]!, days[days.length - 2]!];
    const ranged = await page(`/api/admin/orders?date_from=${from}&date_to=${to}&per_page=200`, admin);
    const expected = all.filter((o) => day(o.created_at) >= from && day(o.created_at) <= to).map((o) => o.id);
    expect(ranged.data.map((o) => o.id).sort()).toEqual(expected.sort());
    expect(ranged.total).toBeLessThan(all.length);
    const oneDay = await page(`/api/admin/orders?date_from=${from}&date_to=${from}&per_page=200`, admin);
    expect(oneDay.data.every((o) => day(o.created_at) === from)).toBe(true);
    expect(oneDay.total).toBeGreaterThan(0);
  });

  it('refuses a range that ends before it starts, and a date that does not exist', async () => {
    const backwards = await server.request({
      method: 'GET',
      url: '/api/admin/orders?date_from=2026-11-20&date_to=2026-11-19',
      token: admin,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors.date_to).toEqual([
      'Data końcowa nie może być wcześniejsza niż początkowa.',
    ]);
    const impossible = await server.request({
      method: 'GET',
      url: '/api/admin/orders?date_from=2026-02-30',
      token: admin,
    });
    expect([400, 422]).toContain(impossible.statusCode);
  });

  it('filters by product kind: domains, portals, publications, 301 redirects', async () => {
    const all = (await page('/api/admin/orders?per_page=200', admin)).data;
    const has = (o: OrderBody, kind: string) => o.items.some((i) => i.kind === kind);
    const redirects = await page('/api/admin/orders?kind=redirect&per_page=200', admin);
    expect(redirects.data.map((o) => o.id).sort()).toEqual(
      all
        .filter((o) => o.kind === 'redirect_rental')
        .map((o) => o.id)
        .sort(),
    );
    expect(redirects.total).toBe(2);
    const domains = await page('/api/admin/orders?kind=domain&per_page=200', admin);
    expect(domains.data.map((o) => o.id).sort()).toEqual(
      all
        .filter((o) => has(o, 'domain') && o.kind !== 'redirect_rental')
        .map((o) => o.id)
        .sort(),
    );
    const publications = await page('/api/admin/orders?kind=publication&per_page=200', admin);
    expect(publications.total).toBeGreaterThan(0);
    expect(publications.data.every((o) => has(o, 'publication'))).toBe(true);
    const refused = await server.request({ method: 'GET', url: '/api/admin/orders?kind=escrow', token: admin });
    expect(refused.statusCode).toBe(422);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await page('/api/admin/orders?search=%25', admin)).total).toBe(0);
    expect((await page('/api/admin/orders?search=_', admin)).total).toBe(0);
  });

  it('sorts by gross total both ways', async () => {
    const asc = (await page('/api/admin/orders?orderby=gross_total&order=asc&per_page=200', admin)).data;
    const desc = (await page('/api/admin/orders?orderby=gross_total&order=desc&per_page=200', admin)).data;
    expect(
      isSorted(
        asc.map((o) => o.gross_total),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(
      isSorted(
        desc.map((o) => o.gross_total),
        (a, b) => b - a,
      ),
    ).toBe(true);
    expect(asc[0]!.gross_total).toBeLessThan(desc[0]!.gross_total);
  });

  it('sorts by number both ways and by status in life-cycle order', async () => {
    const asc = (await page('/api/admin/orders?orderby=number&order=asc&per_page=200', admin)).data.map(
      (o) => o.number,
    );
    const desc = (await page('/api/admin/orders?orderby=number&order=desc&per_page=200', admin)).data.map(
      (o) => o.number,
    );
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
    const lifecycle = ['new', 'awaiting_payment', 'paid', 'in_progress', 'completed', 'cancelled'];
    const byStatus = (await page('/api/admin/orders?orderby=status&order=asc&per_page=200', admin)).data;
    expect(
      isSorted(
        byStatus.map((o) => lifecycle.indexOf(o.status)),
        (a, b) => a - b,
      ),
    ).toBe(true);
  });

  it('pages through every order without overlap or gaps', async () => {
    const seen: number[] = [];
    for (let p = 1; p <= 4; p += 1) {
      const body = await page(`/api/admin/orders?per_page=10&page=${p}&orderby=status`, admin);
      expect(body).toMatchObject({ current_page: p, per_page: 10, last_page: 4, total: 36 });
      seen.push(...body.data.map((o) => o.id));
    }
    expect(seen).toHaveLength(36);
    expect(new Set(seen).size).toBe(36);
    expect((await page('/api/admin/orders?per_page=10&page=5', admin)).data).toEqual([]);
  });

  it('answers 404 for an order that does not exist and 422 for more than 200 per page', async () => {
    const missing = await server.request({ method: 'GET', url: '/api/admin/orders/999999', token: admin });
    expect(missing.statusCode).toBe(404);
    const tooMany = await server.request({ method: 'GET', url: '/api/admin/orders?per_page=500', token: admin });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<Schemas['ValidationError']>().errors).toHaveProperty('per_page');
  });
});

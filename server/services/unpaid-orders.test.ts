import { describe, expect, it } from 'vitest';
import { signedInSession, type TestServer } from '../test/test-server';
import { SILENT_LOG, TEST_NOW } from '../test/constants';
import {
  type DomainPool,
  PERSON,
  domainPool,
  domainStatuses,
  outboxTo,
  portalForSale,
  postCheckout,
} from '../test/checkout-fixtures';
import { expireUnpaidOrders, startUnpaidOrderExpiry } from './unpaid-orders';
import type { Schemas } from '../../src/contract/types';

const DAY = 86_400_000;
const NOTE = 'Anulowano automatycznie: brak wpłaty w ciągu 6 dni od złożenia zamówienia.';

let clock = new Date(TEST_NOW.getTime() + DAY);
let server: TestServer, customer: string, admin: string, take: DomainPool;
signedInSession({ now: () => clock, env: { RATE_LIMIT_LOGIN: '100' } }, (session) => {
  ({ server, customer, admin } = session);
  take = domainPool(server.ctx.db);
});

async function placed(url: string, payload: object): Promise<{ id: number; number: string }> {
  const response = await postCheckout(server, url, customer, { ...PERSON, ...payload });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const getOrder = async (id: number) =>
  (await server.request({ method: 'GET', url: `/api/orders/${id}`, token: customer })).json<Schemas['Order']>();
const expiryMails = async (number: string) =>
  (await outboxTo(server.ctx.db, PERSON.buyer.email)).filter(
    (m) => m.subject === `Zamówienie ${number} anulowane — brak wpłaty`,
  );
const cancellations = async (id: number) =>
  server.ctx.db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', id)
    .where('status', '=', 'cancelled')
    .execute();

describe('expiring unpaid orders', () => {
  it('cancels an order unpaid after 6 days like an administrator would, puts its items back on sale and mails the customer', async () => {
    const start = clock;
    const domains = await take(2);
    const portal = await portalForSale(server.ctx.db);
    const [redirected] = await take(1, { redirect: true });
    const order = await placed('/api/orders', {
      domains: domains.map((d) => d.id),
      portals: [portal.id],
      publications: [],
    });
    const redirectOrder = await placed('/api/checkout/redirect-rental', {
      redirects: [{ id: redirected!.id, redirect_period: 30 }],
    });
    const paid = await placed('/api/orders', { domains: [(await take(1))[0]!.id], portals: [], publications: [] });
    const marked = await server.request({
      method: 'POST',
      url: `/api/admin/orders/${paid.id}/status`,
      token: admin,
      payload: { status: 'paid', expected_status: 'awaiting_payment' },
    });
    expect(marked.statusCode).toBe(200);

    clock = new Date(start.getTime() + 6 * DAY - 60_000);
    expect(await expireUnpaidOrders(server.ctx, SILENT_LOG)).not.toContain(order.id);
    expect((await getOrder(order.id)).status).toBe('awaiting_payment');

    clock = new Date(start.getTime() + 6 * DAY + 60_000);
    const expired = await expireUnpaidOrders(server.ctx, SILENT_LOG);
    expect(expired).toEqual(expect.arrayContaining([order.id, redirectOrder.id]));
    expect(expired).not.toContain(paid.id);

    const cancelled = await getOrder(order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.status_history.at(-1)).toEqual({
      status: 'cancelled',
      changed_at: clock.toISOString(),
      note: NOTE,
    });
    for (const domain of domains) {
      const listed = await server.request({ method: 'GET', url: `/api/domains/${domain.id}`, token: customer });
      expect(listed.json<Schemas['Domain']>().status, domain.name).toBe('available');
    }
    const portalRow = await server.ctx.db
      .selectFrom('portals')
      .select('status')
      .where('id', '=', portal.id)
      .executeTakeFirstOrThrow();
    expect(portalRow.status).toBe('available');
    const redirects = await server.ctx.db
      .selectFrom('redirects')
      .select('status')
      .where('order_id', '=', redirectOrder.id)
      .execute();
    expect(redirects).toEqual([{ status: 'cancelled' }]);
    expect((await getOrder(paid.id)).status).toBe('paid');

    const [mail] = await expiryMails(order.number);
    expect(mail!.text_body).toContain(
      `Nie zaksięgowaliśmy wpłaty za zamówienie ${order.number} w ciągu 6 dni od jego złożenia, więc je anulowaliśmy.`,
    );
    expect(mail!.text_body).toContain(domains[0]!.name);
    expect(mail!.text_body).toContain(`/orders/${order.id}`);
  });

  it('is idempotent: a second run changes nothing and mails nobody', async () => {
    const order = await placed('/api/orders', { domains: [(await take(1))[0]!.id], portals: [], publications: [] });
    clock = new Date(clock.getTime() + 7 * DAY);
    expect(await expireUnpaidOrders(server.ctx, SILENT_LOG)).toContain(order.id);
    expect(await expireUnpaidOrders(server.ctx, SILENT_LOG)).toEqual([]);
    expect(await cancellations(order.id)).toHaveLength(1);
    expect(await expiryMails(order.number)).toHaveLength(1);
  });

  it('expires each order once when two runs overlap', async () => {
    const orders = [];
    for (const domain of await take(3))
      orders.push(await placed('/api/orders', { domains: [domain.id], portals: [], publications: [] }));
    clock = new Date(clock.getTime() + 7 * DAY);
    const [a, b] = await Promise.all([
      expireUnpaidOrders(server.ctx, SILENT_LOG),
      expireUnpaidOrders(server.ctx, SILENT_LOG),
    ]);
    for (const order of orders) {
      expect(
        [...a, ...b].filter((id) => id === order.id),
        order.number,
      ).toHaveLength(1);
      expect(await cancellations(order.id)).toHaveLength(1);
      expect(await expiryMails(order.number)).toHaveLength(1);
    }
  });

  it('keeps its state in the database only, so a freshly started job at once expires what fell due while it was down', async () => {
    const [domain] = await take(1);
    const order = await placed('/api/orders', { domains: [domain!.id], portals: [], publications: [] });
    clock = new Date(clock.getTime() + 30 * DAY);
    const job = startUnpaidOrderExpiry(server.ctx, SILENT_LOG, 3_600_000);
    await job.stop();
    expect((await getOrder(order.id)).status).toBe('cancelled');
    expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'available' });
  });

  it('follows UNPAID_ORDER_DAYS, with the plural that goes with the number', async () => {
    const order = await placed('/api/orders', { domains: [(await take(1))[0]!.id], portals: [], publications: [] });
    clock = new Date(clock.getTime() + DAY + 60_000);
    const ctx = { ...server.ctx, config: { ...server.ctx.config, unpaidOrderDays: 1 } };
    expect(await expireUnpaidOrders(ctx, SILENT_LOG)).toContain(order.id);
    expect((await getOrder(order.id)).status_history.at(-1)!.note).toBe(
      'Anulowano automatycznie: brak wpłaty w ciągu 1 dnia od złożenia zamówienia.',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import { PERSON, advertisingLinkPublications, domainPool, outboxTo, placeOrder } from '../test/checkout-fixtures';
import { userIdOf } from '../test/accounts';
import { stringMatching } from '../test/matchers';
import { ORDER_STATUSES, canChangeOrderStatus } from '../../src/kernel/order-status';
import { ORDER_STATUS_LABELS } from '../../src/i18n/order-status';
import type { Schemas } from '../../src/contract/types';

let server: TestServer;
let customer: string;
let admin: string;
let adminId: number;
let take: ReturnType<typeof domainPool>;

beforeAll(async () => {
  server = await startTestServer({ now: () => TEST_NOW, env: { RATE_LIMIT_LOGIN: '100' } });
  customer = await server.customerToken();
  admin = await server.adminToken();
  adminId = await userIdOf(server.ctx.db, 'admin@example.pl');
  take = domainPool(server.ctx.db);
});
afterAll(() => server.close());

const statusOf = async (orderId: number) =>
  (await server.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;

/** A change as an administrator makes it: from the status the order has as they look at it. */
const change = async (orderId: number, status: string, note?: string, expected?: string) =>
  server.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    token: admin,
    payload: { status, expected_status: expected ?? (await statusOf(orderId)), ...(note ? { note } : {}) },
  });

const placed = (url: string, payload: object) => placeOrder(server, url, customer, payload);

async function sellablePortal() {
  return server.ctx.db
    .selectFrom('portals')
    .select('id')
    .where('price', 'is not', null)
    .where('status', '=', 'available')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function publicationOrder() {
  const publications = await advertisingLinkPublications(server.ctx.db);
  return placed('/api/orders', { domains: [], portals: [], publications });
}

const domainStatus = async (id: number) =>
  (await server.ctx.db.selectFrom('domains').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const portalStatus = async (id: number) =>
  (await server.ctx.db.selectFrom('portals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('POST /api/admin/orders/{orderId}/status', () => {
  it('allows exactly the transitions of the order-status model', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await publicationOrder();
        await server.ctx.db
          .updateTable('orders')
          .set({ status: from, paid_at: from === 'awaiting_payment' || from === 'new' ? null : TEST_NOW })
          .where('id', '=', order.id)
          .execute();
        const response = await change(order.id, to);
        if (canChangeOrderStatus(from, to)) {
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
          expect(response.json<Schemas['Order']>().status).toBe(to);
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          expect(response.json<Schemas['OrderStatusConflict']>()).toMatchObject({
            message: `Nie można zmienić statusu zamówienia z „${ORDER_STATUS_LABELS[from]}” na „${ORDER_STATUS_LABELS[to]}”.`,
            reason: 'transition_not_allowed',
            order: { id: order.id, status: from },
          });
        }
      }
    }
  });

  it('records the change with the note and the administrator, and e-mails the customer', async () => {
    const order = await publicationOrder();
    const response = await change(order.id, 'cancelled', 'Klient zrezygnował telefonicznie');
    expect(response.statusCode).toBe(200);
    expect(response.json<Schemas['Order']>().status_history.at(-1)).toEqual({
      status: 'cancelled',
      changed_at: TEST_NOW.toISOString(),
      note: 'Klient zrezygnował telefonicznie',
    });
    const last = await server.ctx.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.changed_by).toBe(adminId);
    const [mail] = await outboxTo(server.ctx.db, PERSON.buyer.email);
    expect(mail!.subject).toBe(`Zamówienie ${order.number}: Anulowane`);
    expect(mail!.text_body).toContain('z „Oczekuje na płatność” na „Anulowane”');
    expect(mail!.text_body).toContain('Klient zrezygnował telefonicznie');
  });

  it('issues the VAT invoice and records the payment date when the order is paid', async () => {
    const first = await publicationOrder();
    const second = await publicationOrder();
    const a = (await change(first.id, 'paid')).json<Schemas['Order']>();
    const b = (await change(second.id, 'paid')).json<Schemas['Order']>();
    expect(a.invoices).toHaveLength(1);
    expect(a.invoices[0]).toMatchObject({
      invoice_number: stringMatching(/^2026\/11\/\d{4}$/),
      gross_total: a.gross_total,
      issued_at: TEST_NOW.toISOString(),
    });
    const sequence = (n: string) => Number(n.split('/').pop());
    expect(sequence(b.invoices[0]!.invoice_number)).toBe(sequence(a.invoices[0]!.invoice_number) + 1);
    const row = await server.ctx.db
      .selectFrom('orders')
      .select('paid_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.paid_at).toEqual(TEST_NOW);
    // Moving on keeps the one invoice.
    expect((await change(first.id, 'completed')).json<Schemas['Order']>().invoices).toHaveLength(1);
  });

  it('sells bought domains and portals when the order is completed', async () => {
    const [domain] = await take(1);
    const portal = await sellablePortal();
    const order = await placed('/api/orders', { domains: [domain!.id], portals: [portal.id], publications: [] });
    await change(order.id, 'paid');
    expect(await domainStatus(domain!.id)).toBe('reserved');
    await change(order.id, 'in_progress');
    expect((await change(order.id, 'completed')).statusCode).toBe(200);
    expect([await domainStatus(domain!.id), await portalStatus(portal.id)]).toEqual(['sold', 'sold']);
  });

  it('rents leased domains and starts the 301 redirects for their period when completed', async () => {
    const [leased] = await take(1, { leasable: true });
    const lease = await placed('/api/checkout/rental', { domains: [leased!.id] });
    await change(lease.id, 'paid');
    await change(lease.id, 'completed');
    expect(await domainStatus(leased!.id)).toBe('rented');

    const [redirected] = await take(1, { redirect: true });
    const order = await placed('/api/checkout/redirect-rental', {
      redirects: [{ id: redirected!.id, redirect_period: 90, target_url: 'https://sklep.example.pl' }],
    });
    await change(order.id, 'paid');
    const pending = await server.ctx.db
      .selectFrom('redirects')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    await change(order.id, 'completed');
    const active = await server.ctx.db
      .selectFrom('redirects')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(active).toMatchObject({
      status: 'active',
      starts_at: TEST_NOW,
      ends_at: new Date(TEST_NOW.getTime() + 90 * 86_400_000),
    });
    expect(await domainStatus(redirected!.id)).toBe('rented');
  });

  it('puts reserved domains and portals back on offer and cancels pending redirects when cancelled', async () => {
    const [domain] = await take(1);
    const portal = await sellablePortal();
    const order = await placed('/api/orders', { domains: [domain!.id], portals: [portal.id], publications: [] });
    await change(order.id, 'paid');
    await change(order.id, 'cancelled');
    expect([await domainStatus(domain!.id), await portalStatus(portal.id)]).toEqual(['available', 'available']);

    const [redirected] = await take(1, { redirect: true });
    const redirectOrder = await placed('/api/checkout/redirect-rental', {
      redirects: [{ id: redirected!.id, redirect_period: 30 }],
    });
    await change(redirectOrder.id, 'cancelled');
    const redirect = await server.ctx.db
      .selectFrom('redirects')
      .select('status')
      .where('order_id', '=', redirectOrder.id)
      .executeTakeFirstOrThrow();
    expect(redirect.status).toBe('cancelled');
    expect(await domainStatus(redirected!.id)).toBe('available');
  });

  it('of two administrators changing one order at once, exactly one wins; the other is told in Polish and sees it now', async () => {
    const order = await publicationOrder();
    const [paid, cancelled] = await Promise.all([
      change(order.id, 'paid', undefined, 'awaiting_payment'),
      change(order.id, 'cancelled', undefined, 'awaiting_payment'),
    ]);
    const answers = [paid, cancelled].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = (paid.statusCode === 200 ? paid : cancelled).json<Schemas['Order']>();
    const loser = (paid.statusCode === 409 ? paid : cancelled).json<Schemas['OrderStatusConflict']>();
    expect(loser).toMatchObject({
      message: `Zamówienie zostało w międzyczasie zmienione i ma teraz status „${ORDER_STATUS_LABELS[winner.status]}”. Sprawdź je i wybierz zmianę jeszcze raz.`,
      reason: 'status_changed',
      order: { id: order.id, status: winner.status },
    });
    // Only the winner's change happened: one history entry after those of the placed order.
    expect(winner.status_history.map((h) => h.status)).toEqual(['new', 'awaiting_payment', winner.status]);
    const history = await server.ctx.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.id)
      // Without ORDER BY rows come in no promised order: PostgreSQL returned this history reshuffled.
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.status)).toEqual(['new', 'awaiting_payment', winner.status]);
  });

  it('refuses a change made from a status the order no longer has, and changes nothing', async () => {
    const order = await publicationOrder();
    await change(order.id, 'paid');
    const stale = await change(order.id, 'cancelled', undefined, 'awaiting_payment');
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Schemas['OrderStatusConflict']>()).toMatchObject({
      reason: 'status_changed',
      order: { status: 'paid' },
    });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await change(999_999, 'paid', undefined, 'awaiting_payment');
    expect(response.statusCode).toBe(404);
    expect(response.json<Schemas['Message']>().message).toBe('Nie znaleziono zamówienia.');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { TEST_NOW } from '../../test/constants';
import { expireUnpaidOrders } from '../../services/unpaid-orders';
import { OPEN_ORDER_STATUSES } from '../../../src/kernel/order-status';
import type { Schemas } from '../../../src/contract/types';
import { redirectPhase } from '../../../src/kernel/redirect';
import { DEMO_ACCOUNTS } from './index';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => TEST_NOW });
});
afterAll(() => server.close());

describe('the demo seed', () => {
  it('never lists a domain as available while it sits in an open order', async () => {
    const held = await server.ctx.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .innerJoin('domains', 'domains.id', 'order_items.item_id')
      .select(['domains.id', 'domains.name', 'domains.status', 'orders.number', 'orders.status as order_status'])
      .where('order_items.kind', '=', 'domain')
      .where('orders.status', 'in', OPEN_ORDER_STATUSES)
      .execute();
    // The seed has open orders with domains from several customers; otherwise this would prove nothing.
    expect(held.length).toBeGreaterThan(3);
    expect(held.filter((d) => d.status === 'available')).toEqual([]);

    const token = await server.customerToken();
    for (const domain of held) {
      const shown = await server.request({ method: 'GET', url: `/api/domains/${domain.id}`, token });
      // Reserved domains are shown as reserved; sold ones are not shown at all.
      if (shown.statusCode === 200)
        expect(shown.json<Schemas['Domain']>().status, `${domain.name} in ${domain.number}`).not.toBe('available');
      else expect(shown.statusCode).toBe(404);
    }
  });

  it('puts no domain in two open orders', async () => {
    const rows = await server.ctx.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.item_id')
      .where('order_items.kind', '=', 'domain')
      .where('orders.status', 'in', OPEN_ORDER_STATUSES)
      .execute();
    const ids = rows.map((r) => r.item_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('seeds unpaid orders within the payment deadline, so the first expiry run at start-up cancels none', async () => {
    expect(await expireUnpaidOrders(server.ctx)).toEqual([]);
  });

  it('gives the demo customer every state the account screens show', async () => {
    const { db } = server.ctx;
    const customer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.customer.email)
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom('orders')
      .leftJoin('invoices', 'invoices.order_id', 'orders.id')
      .select(['orders.status', 'invoices.invoice_number'])
      .where('orders.user_id', '=', customer.id)
      .execute();
    expect(orders.some((o) => o.status === 'paid' && o.invoice_number !== null)).toBe(true);
    expect(orders.some((o) => o.status === 'awaiting_payment')).toBe(true);

    const articles = await db
      .selectFrom('user_articles')
      .select(['status', 'domenika_article'])
      .where('user_id', '=', customer.id)
      .execute();
    expect(articles.some((a) => a.status === 'awaiting_content' && !a.domenika_article)).toBe(true);
    expect(articles.some((a) => a.status === 'published')).toBe(true);

    const redirects = await db
      .selectFrom('redirects')
      .select(['status', 'ends_at'])
      .where('user_id', '=', customer.id)
      .execute();
    const phases = redirects.map((r) =>
      redirectPhase(
        { status: r.status as Schemas['Redirect']['status'], ends_at: r.ends_at?.toISOString() ?? null },
        TEST_NOW,
      ),
    );
    expect(phases).toEqual(expect.arrayContaining(['active', 'expiring']));
  });
});

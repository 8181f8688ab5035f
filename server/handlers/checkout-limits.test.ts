import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import {
  PERSON,
  domainPool,
  domainStatuses,
  portalForSale,
  postCheckout,
  publicationPortal,
  registerCustomer,
} from '../test/checkout-fixtures';
import { stringMatching } from '../test/matchers';
import type { Schemas } from '../../src/contract/types';

const LIMITS = {
  RATE_LIMIT_ORDERS: '4',
  MAX_UNPAID_DOMAINS_PER_ACCOUNT: '3',
  MAX_UNPAID_PORTALS_PER_ACCOUNT: '1',
  RATE_LIMIT_WINDOW_MS: '60000',
};

let server: TestServer;
let admin: string;
let take: ReturnType<typeof domainPool>;
let clock = TEST_NOW;
let accounts = 0;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    env: { ...LIMITS, RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_REGISTER: '1000' },
  });
  admin = await server.adminToken();
  take = domainPool(server.ctx.db);
});
afterAll(() => server.close());

/** Each test orders as an account of its own, so the counts of one test never reach another. */
const newAccount = () => registerCustomer(server, `limity-${++accounts}@example.pl`);

const buy = (token: string, payload: { domains?: number[]; portals?: number[]; publications?: object[] }) =>
  postCheckout(server, '/api/orders', token, { domains: [], portals: [], publications: [], ...PERSON, ...payload });
const rent = (token: string, domains: number[]) =>
  postCheckout(server, '/api/checkout/rental', token, { domains, ...PERSON });
const redirect = (token: string, domains: number[]) =>
  postCheckout(server, '/api/checkout/redirect-rental', token, {
    redirects: domains.map((id) => ({ id, redirect_period: 30 })),
    ...PERSON,
  });

async function publicationLine() {
  const portal = await publicationPortal(server.ctx.db);
  return {
    id: portal.id,
    publication_offer_id: 'permanent_publication',
    count: 1,
    link_type: 1,
    domenika_article: false,
  };
}

const ordersOf = (email: string) =>
  server.ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select('orders.id')
    .where('users.email', '=', email)
    .execute();

describe('orders per account a minute', () => {
  it('counts every checkout mode together; past the limit 429 with Retry-After, other accounts unaffected', async () => {
    const start = clock;
    const token = await newAccount();
    const line = await publicationLine();
    const [leased] = await take(1, { leasable: true });
    const [redirected] = await take(1, { redirect: true });
    const codes = [
      (await buy(token, { publications: [line] })).statusCode,
      (await rent(token, [leased!.id])).statusCode,
      (await redirect(token, [redirected!.id])).statusCode,
      (await buy(token, { publications: [line] })).statusCode,
    ];
    expect(codes).toEqual([201, 201, 201, 201]);

    const blocked = await buy(token, { publications: [line] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: stringMatching(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ s\.$/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf(`limity-${accounts}@example.pl`)).toHaveLength(4);

    const other = await newAccount();
    expect((await buy(other, { publications: [line] })).statusCode).toBe(201);

    try {
      clock = new Date(start.getTime() + 61_000);
      expect((await buy(token, { publications: [line] })).statusCode).toBe(201);
    } finally {
      clock = start;
    }
  });
});

describe('what one account’s unpaid orders may hold', () => {
  it('refuses domains beyond the limit across orders, naming it, and reserves none of them', async () => {
    const token = await newAccount();
    const domains = await take(4);
    expect((await buy(token, { domains: [domains[0]!.id, domains[1]!.id] })).statusCode).toBe(201);
    const refused = await buy(token, { domains: [domains[2]!.id, domains[3]!.id] });
    expect(refused.statusCode).toBe(422);
    const message =
      'Nieopłacone zamówienia jednego konta mogą łącznie rezerwować najwyżej 3 domeny. ' +
      'Twoje nieopłacone zamówienia rezerwują już 2 domeny. ' +
      'Opłać wcześniejsze zamówienia albo usuń z koszyka 1 domenę i złóż zamówienie ponownie.';
    expect(refused.json()).toEqual({ message, errors: { domains: [message] } });
    expect(await domainStatuses(server.ctx.db, [domains[2]!.id, domains[3]!.id])).toEqual({
      [domains[2]!.id]: 'available',
      [domains[3]!.id]: 'available',
    });
    // Up to the limit is fine, in any mode: 301 mode names its own field.
    expect((await buy(token, { domains: [domains[2]!.id] })).statusCode).toBe(201);
    const [redirected] = await take(1, { redirect: true });
    const over = await redirect(token, [redirected!.id]);
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json<Schemas['ValidationError']>().errors)).toEqual(['redirects']);
  });

  it('frees the room once an order is paid', async () => {
    const token = await newAccount();
    const domains = await take(5);
    const first = await buy(token, { domains: domains.slice(0, 3).map((d) => d.id) });
    expect(first.statusCode).toBe(201);
    expect((await buy(token, { domains: [domains[3]!.id] })).statusCode).toBe(422);
    const paid = await server.request({
      method: 'POST',
      url: `/api/admin/orders/${first.json<Schemas['Order']>().id}/status`,
      token: admin,
      payload: { status: 'paid', expected_status: 'awaiting_payment' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await buy(token, { domains: [domains[3]!.id, domains[4]!.id] })).statusCode).toBe(201);
  });

  it('refuses portals beyond their own limit on the portals field', async () => {
    const token = await newAccount();
    const [a, b] = [await portalForSale(server.ctx.db, 0), await portalForSale(server.ctx.db, 1)];
    expect((await buy(token, { portals: [a.id] })).statusCode).toBe(201);
    const refused = await buy(token, { portals: [b.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Schemas['ValidationError']>().errors).toEqual({
      portals: [
        'Nieopłacone zamówienia jednego konta mogą łącznie rezerwować najwyżej 1 portal. ' +
          'Twoje nieopłacone zamówienia rezerwują już 1 portal. ' +
          'Opłać wcześniejsze zamówienia albo usuń z koszyka 1 portal i złóż zamówienie ponownie.',
      ],
    });
  });

  it('holds under orders placed at once: of four orders of two domains each, only one gets through', async () => {
    const token = await newAccount();
    const domains = await take(8);
    const answers = await Promise.all(
      [0, 2, 4, 6].map((i) => buy(token, { domains: [domains[i]!.id, domains[i + 1]!.id] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const statuses = Object.values(
      await domainStatuses(
        server.ctx.db,
        domains.map((d) => d.id),
      ),
    );
    expect(statuses.filter((s) => s === 'reserved')).toHaveLength(2);
  });
});

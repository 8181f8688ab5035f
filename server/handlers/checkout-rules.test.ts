import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  PERSON,
  type DomainPool,
  checkoutSession,
  domainPool,
  domainStatuses,
  postCheckout,
  registerCustomer,
  verifyEmail,
} from '../test/checkout-fixtures';
import type { Schemas } from '../../src/contract/types';
import { stringMatching } from '../test/matchers';

let server: TestServer, customer: string, take: DomainPool;
checkoutSession({ env: { RATE_LIMIT_LOGIN: '100' } }, (session) => ({ server, token: customer, take } = session));

const ids = (rows: { id: number }[]) => rows.map((d) => d.id);
const checkouts = {
  '/api/orders': (domains: number[]) => ({ domains, portals: [], publications: [], ...PERSON }),
  '/api/checkout/rental': (domains: number[]) => ({ domains, ...PERSON }),
  '/api/checkout/redirect-rental': (domains: number[]) => ({
    redirects: domains.map((id) => ({ id, redirect_period: 30 })),
    ...PERSON,
  }),
};

describe('an account whose e-mail address is not confirmed', () => {
  it('cannot order in any mode: 403 in Polish saying how to get a new link, and nothing is reserved', async () => {
    const token = await registerCustomer(server, 'niepotwierdzona@example.pl', { verified: false });
    const domains = ids(await take(2, { leasable: true, redirect: true }));
    for (const [url, payload] of Object.entries(checkouts)) {
      const response = await postCheckout(server, url, token, payload(domains));
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        reason: 'email_unverified',
        message: stringMatching(/potwierdź swój adres e-mail.*wyślij nowy na stronie „Mój profil”/),
      });
    }
    expect(Object.values(await domainStatuses(server.ctx.db, domains))).toEqual(['available', 'available']);
    const orders = await server.ctx.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.id')
      .where('users.email', '=', 'niepotwierdzona@example.pl')
      .execute();
    expect(orders).toEqual([]);
  });

  it('can order once the address is confirmed through the link from the mail', async () => {
    const token = await registerCustomer(server, 'potwierdzi@example.pl', { verified: false });
    const domains = ids(await take(1));
    expect((await postCheckout(server, '/api/orders', token, checkouts['/api/orders'](domains))).statusCode).toBe(403);
    await verifyEmail(server, 'potwierdzi@example.pl');
    const response = await postCheckout(server, '/api/orders', token, checkouts['/api/orders'](domains));
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the number of domains in one order', () => {
  it('is at most 20 by default: 21 are refused with 422 naming the limit in Polish, and none is reserved', async () => {
    expect(server.ctx.config.maxDomainsPerOrder).toBe(20);
    const domains = ids(await take(21));
    for (const [url, payload] of Object.entries(checkouts)) {
      const response = await postCheckout(server, url, customer, payload(domains));
      expect(response.statusCode, url).toBe(422);
      const field = url.endsWith('redirect-rental') ? 'redirects' : 'domains';
      const message =
        'Jedno zamówienie może objąć najwyżej 20 domen. Usuń z koszyka 1 domenę i złóż zamówienie ponownie.';
      expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    }
    expect(new Set(Object.values(await domainStatuses(server.ctx.db, domains)))).toEqual(new Set(['available']));
  });

  it('takes exactly the limit', async () => {
    const response = await postCheckout(server, '/api/orders', customer, checkouts['/api/orders'](ids(await take(20))));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Schemas['Order']>().items).toHaveLength(20);
  });

  it('follows MAX_DOMAINS_PER_ORDER, with the plural that goes with the number', async () => {
    const limited = await startTestServer({ env: { MAX_DOMAINS_PER_ORDER: '3' } });
    try {
      const token = await limited.customerToken();
      const domains = ids(await domainPool(limited.ctx.db)(8));
      const response = await postCheckout(limited, '/api/orders', token, checkouts['/api/orders'](domains));
      expect(response.statusCode).toBe(422);
      expect(response.json<Schemas['Message']>().message).toBe(
        'Jedno zamówienie może objąć najwyżej 3 domeny. Usuń z koszyka 5 domen i złóż zamówienie ponownie.',
      );
    } finally {
      await limited.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { signedInSession, type TestServer } from '../test/test-server';
import { SILENT_LOG, TEST_NOW } from '../test/constants';
import {
  type DomainPool,
  PERSON,
  domainPool,
  outboxTo,
  postCheckout,
  registerCustomer,
} from '../test/checkout-fixtures';
import { expireUnpaidOrders } from '../services/unpaid-orders';
import { DEMO_ACCOUNTS } from '../db/seed';
import type { Schemas } from '../../src/contract/types';

const DAY = 86_400_000;
const STRANGER = 'third.party@example.org';
const PHISHING = 'Kliknij http://phish.example/zwrot aby odebrać zwrot';
/** An order made out to someone else, with text of the orderer's choosing where the buyer's name goes. */
const FOREIGN_BUYER = { ...PERSON, buyer: { ...PERSON.buyer, email: STRANGER, name: PHISHING } };

let clock = new Date(TEST_NOW.getTime() + DAY);
let server: TestServer, customer: string, admin: string, take: DomainPool;
signedInSession({ now: () => clock, env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_REGISTER: '100' } }, (session) => {
  ({ server, customer, admin } = session);
  take = domainPool(server.ctx.db);
});

async function placeForStranger(token = customer): Promise<Schemas['Order']> {
  const [domain] = await take(1);
  const response = await postCheckout(server, '/api/orders', token, {
    domains: [domain!.id],
    portals: [],
    publications: [],
    ...FOREIGN_BUYER,
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const mailsAbout = async (address: string, number: string) =>
  (await outboxTo(server.ctx.db, address)).filter((m) => m.subject.includes(number));

const changeStatus = (orderId: number, status: string, expected: string) =>
  server.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    token: admin,
    payload: { status, expected_status: expected },
  });

describe('order and payment e-mails', () => {
  it('confirm an order to the account’s own address, greeting the account holder, never to the buyer’s e-mail', async () => {
    const order = await placeForStranger();
    // The buyer's details stay on the order: they are what the invoice is made out to.
    expect(order.buyer).toMatchObject({ email: STRANGER, name: PHISHING });
    expect(await outboxTo(server.ctx.db, STRANGER)).toEqual([]);
    const [mail, ...more] = await mailsAbout(DEMO_ACCOUNTS.customer.email, order.number);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Zamówienie ${order.number} — dane do przelewu`);
    expect(mail!.text_body.startsWith(`Dzień dobry, ${DEMO_ACCOUNTS.customer.name}!`)).toBe(true);
    expect(mail!.text_body).not.toContain('phish.example');
    expect(mail!.html_body ?? '').not.toContain('phish.example');
  });

  it('tell the account, not the buyer’s e-mail, that an administrator changed the status', async () => {
    const order = await placeForStranger();
    expect((await changeStatus(order.id, 'paid', 'awaiting_payment')).statusCode).toBe(200);
    expect(await outboxTo(server.ctx.db, STRANGER)).toEqual([]);
    const paid = (await mailsAbout(DEMO_ACCOUNTS.customer.email, order.number)).filter((m) =>
      m.subject.endsWith(': Opłacone'),
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]!.text_body).not.toContain('phish.example');
  });

  it('tell the account, not the buyer’s e-mail, that an unpaid order ran out of time', async () => {
    const start = clock;
    const order = await placeForStranger();
    try {
      clock = new Date(start.getTime() + 7 * DAY);
      expect(await expireUnpaidOrders(server.ctx, SILENT_LOG)).toContain(order.id);
    } finally {
      clock = start;
    }
    expect(await outboxTo(server.ctx.db, STRANGER)).toEqual([]);
    const expired = (await mailsAbout(DEMO_ACCOUNTS.customer.email, order.number)).filter(
      (m) => m.subject === `Zamówienie ${order.number} anulowane — brak wpłaty`,
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]!.text_body).not.toContain('phish.example');
  });

  it('go to the address the account has when they are sent, and to none that is not confirmed', async () => {
    const email = 'adres-konta@example.pl';
    const token = await registerCustomer(server, email);
    const order = await placeForStranger(token);
    expect(await mailsAbout(email, order.number)).toHaveLength(1);
    await server.ctx.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', email).execute();
    expect((await changeStatus(order.id, 'cancelled', 'awaiting_payment')).statusCode).toBe(200);
    expect(await mailsAbout(email, order.number)).toHaveLength(1);
    expect(await outboxTo(server.ctx.db, STRANGER)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import { COMPANY, postCheckout, publicationPortal } from '../test/checkout-fixtures';
import { nextInvoiceNumber } from '../db/numbering';
import type { Schemas } from '../../src/contract/types';

let server: TestServer;
let customer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => TEST_NOW, env: { RATE_LIMIT_LOGIN: '100' } });
  customer = await server.customerToken();
  admin = await server.adminToken();
});
afterAll(() => server.close());

/** An order awaiting its bank transfer; a publication reserves nothing, so any number of them can be placed. */
async function awaitingPayment(): Promise<number> {
  const portal = await publicationPortal(server.ctx.db);
  const publication = { id: portal.id, publication_offer_id: 'permanent_publication', count: 1, link_type: 1 };
  const response = await postCheckout(server, '/api/orders', customer, {
    ...COMPANY,
    domains: [],
    portals: [],
    publications: [{ ...publication, domenika_article: false }],
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<Schemas['Order']>().id;
}

async function pay(orderId: number): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    token: admin,
    payload: { status: 'paid', expected_status: 'awaiting_payment' },
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  const [invoice] = response.json<Schemas['Order']>().invoices;
  return invoice!.invoice_number;
}

/** The sequence number of "2026/11/0042", i.e. 42. */
const sequenceOf = (invoiceNumber: string) => Number(invoiceNumber.split('/')[2]);

/** The highest number issued so far in November 2026, the month the test clock is in. */
async function lastNovemberNumber(): Promise<number> {
  const rows = await server.ctx.db
    .selectFrom('invoices')
    .select('invoice_number')
    .where('invoice_number', 'like', '2026/11/%')
    .execute();
  return Math.max(0, ...rows.map((r) => sequenceOf(r.invoice_number)));
}

describe('invoice numbering', () => {
  it('gives 20 concurrent payments 20 distinct numbers that continue the series without a gap', async () => {
    const orders: number[] = [];
    for (let i = 0; i < 21; i++) orders.push(await awaitingPayment());
    const before = await lastNovemberNumber();

    const numbers = await Promise.all(orders.slice(0, 20).map(pay));

    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^2026\/11\/\d{4}$/);
    const sequence = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));

    expect(await pay(orders[20]!)).toBe(`2026/11/${String(before + 21).padStart(4, '0')}`);
  });

  it('gives a number back to the series when the transaction that took it rolls back', async () => {
    const at = new Date('2027-03-10T12:00:00Z');
    const first = await nextInvoiceNumber(server.ctx.db, at);
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await nextInvoiceNumber(trx, at);
        throw new Error('the invoice could not be stored');
      }),
    ).rejects.toThrow('the invoice could not be stored');
    expect(await nextInvoiceNumber(server.ctx.db, at)).toBe(
      `2027/03/${String(sequenceOf(first) + 1).padStart(4, '0')}`,
    );
  });

  it('numbers an invoice in the month of its issue date in Poland, not in UTC', async () => {
    // 23:30 UTC on 31 January is already 1 February in Warsaw.
    expect(await nextInvoiceNumber(server.ctx.db, new Date('2027-01-31T23:30:00Z'))).toBe('2027/02/0001');
    expect(await nextInvoiceNumber(server.ctx.db, new Date('2027-01-31T22:59:00Z'))).toBe('2027/01/0001');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { registerCustomer } from '../test/checkout-fixtures';
import { invoiceFileName } from '../../src/kernel/invoice-file-name';

let server: TestServer;
let customer: string;
let invoice: { id: number; order_id: number; invoice_number: string };
let othersInvoice: { id: number; order_id: number; invoice_number: string };

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_REGISTER: '100' } });
  customer = await server.customerToken();
  const invoices = server.ctx.db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['invoices.id', 'invoices.order_id', 'invoices.invoice_number'])
    .orderBy('invoices.id');
  invoice = await invoices.where('users.email', '=', 'klient@example.pl').executeTakeFirstOrThrow();
  othersInvoice = await invoices.where('users.email', '<>', 'klient@example.pl').executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const download = (orderId: number, invoiceId: number, token: string) =>
  server.request({ method: 'GET', url: `/api/orders/${orderId}/invoices/${invoiceId}`, token });

describe('GET /api/orders/{orderId}/invoices/{invoiceId}', () => {
  it('gives the customer the VAT invoice of their order as a PDF attachment named after its number', async () => {
    const response = await download(invoice.order_id, invoice.id, customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = invoiceFileName(invoice.invoice_number);
    expect(fileName).toMatch(/^FV_\d{4}_\d{2}_\d{4}\.pdf$/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The title sits in the uncompressed document information; the page text is in a compressed stream.
    expect(pdf.toString('latin1')).toContain(`(Faktura VAT ${invoice.invoice_number})`);
    // A TrueType font with Polish letters is embedded instead of the WinAnsi built-ins.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  });

  it('lets an administrator download any customer’s invoice', async () => {
    const response = await download(othersInvoice.order_id, othersInvoice.id, await server.adminToken());
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toContain(`(Faktura VAT ${othersInvoice.invoice_number})`);
  });

  it('answers 404 to a customer asking for another customer’s invoice', async () => {
    const response = await download(othersInvoice.order_id, othersInvoice.id, customer);
    expect(response.statusCode).toBe(404);
    const stranger = await registerCustomer(server, 'obcy@example.pl');
    expect((await download(invoice.order_id, invoice.id, stranger)).statusCode).toBe(404);
  });

  it('answers 404 when the invoice belongs to another order or does not exist', async () => {
    const mismatched = await download(invoice.order_id, othersInvoice.id, await server.adminToken());
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json()).toEqual({ message: 'Nie znaleziono faktury.' });
    expect((await download(invoice.order_id, 999_999, customer)).statusCode).toBe(404);
  });
});

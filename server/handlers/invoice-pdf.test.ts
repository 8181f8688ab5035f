import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import { COMPANY, domainPool, portalForSale, postCheckout, publicationPortal } from '../test/checkout-fixtures';
import { pdfText } from '../test/pdf-text';
import { amountInWords } from '../../src/kernel/amount-in-words';
import { toGrosze } from '../../src/kernel/money';
import type { Schemas } from '../../src/contract/types';

// Every Polish letter appears in the buyer's details, so a font without them would show.
const BUYER = {
  ...COMPANY.buyer,
  company_name: 'Zażółć Gęślą Jaźń sp. z o.o.',
  street: 'ul. Źródlana 7/12',
  postal_code: '90-001',
  city: 'Łódź',
};
// Registries accept Polish letters in .pl names (IDN), so an item's name can carry them too.
const IDN_DOMAIN = 'źdźbło-żółtej-łąki.pl';

let server: TestServer;
let order: Schemas['Order'];
let text: string;

/** "1 234,56": PLN as the invoice prints its figures, written independently of the server's formatter. */
function figure(pln: number): string {
  const [whole, fraction] = Math.abs(pln).toFixed(2).split('.');
  return `${pln < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+$)/g, ' ')},${fraction}`;
}

/** "20.11.2026": the date in Poland. */
const datePl = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(iso))
    .replace(/\s/g, '');

beforeAll(async () => {
  server = await startTestServer({ now: () => TEST_NOW, env: { RATE_LIMIT_LOGIN: '100' } });
  const { db } = server.ctx;
  const customer = await server.customerToken();
  const domains = await domainPool(db)(2, { discounted: true });
  await db.updateTable('domains').set({ name: IDN_DOMAIN }).where('id', '=', domains[0]!.id).execute();
  const portal = await portalForSale(db);
  const publication = await publicationPortal(db);
  const placed = await postCheckout(server, '/api/orders', customer, {
    ...COMPANY,
    buyer: BUYER,
    domains: domains.map((d) => d.id),
    portals: [portal.id],
    publications: [
      {
        id: publication.id,
        publication_offer_id: 'permanent_publication',
        count: 3,
        link_type: 1,
        domenika_article: true,
      },
    ],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const paid = await server.request({
    method: 'POST',
    url: `/api/admin/orders/${placed.json<Schemas['Order']>().id}/status`,
    token: await server.adminToken(),
    payload: { status: 'paid', expected_status: 'awaiting_payment' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  order = paid.json<Schemas['Order']>();
  const pdf = await server.request({
    method: 'GET',
    url: `/api/orders/${order.id}/invoices/${order.invoices[0]!.id}`,
    token: customer,
  });
  expect(pdf.statusCode).toBe(200);
  text = await pdfText(pdf.rawPayload);
});
afterAll(() => server.close());

describe('the VAT invoice PDF of a paid order (art. 106e)', () => {
  it('carries its number from the series and the issue and sale dates', () => {
    const [invoice] = order.invoices;
    expect(invoice!.invoice_number).toMatch(/^\d{4}\/\d{2}\/\d{4}$/);
    expect(text).toContain(`Faktura VAT nr ${invoice!.invoice_number}`);
    const paidAt = order.status_history.find((h) => h.status === 'paid')!.changed_at;
    expect(text).toContain(`Data wystawienia: ${datePl(invoice!.issued_at)}, Warszawa`);
    expect(text).toContain(`Data sprzedaży: ${datePl(paidAt)}`);
    expect(datePl(invoice!.issued_at)).toBe('20.11.2026');
  });

  it('names the seller with address and NIP', () => {
    const { seller } = server.ctx.config;
    expect(seller.name).toBe(order.payment.recipient);
    expect(text).toContain(
      `Sprzedawca ${seller.name} ${seller.street} ${seller.postalCode} ${seller.city} NIP: ${seller.nip}`,
    );
  });

  it('names the company buyer with its Polish address and NIP, Polish letters intact', () => {
    expect(order.buyer).toMatchObject({ company_name: BUYER.company_name, nip: BUYER.nip, city: 'Łódź' });
    expect(text).toContain(
      `Nabywca ${BUYER.company_name} ${BUYER.street} ${BUYER.postal_code} ${BUYER.city} NIP: ${BUYER.nip}`,
    );
    for (const letter of 'ąćęłńóśźżŁŹ') expect(text).toContain(letter);
    expect(text).not.toMatch(/[?\uFFFD]/);
  });

  it('lists every item with quantity, net unit price, net value, VAT rate, VAT amount and gross value', () => {
    expect(order.items).toHaveLength(4);
    expect(order.discount_total).toBe(0);
    order.items.forEach((item, i) => {
      const net = toGrosze(item.net_total);
      const vat = Math.round((net * 23) / 100);
      expect(item.net_total).toBeCloseTo(item.unit_price * item.count, 2);
      const name = {
        domain: `Domena ${item.name}`,
        webPortal: `Portal ${item.name}`,
        publication: `Publikacja stała w serwisie ${item.name} z przygotowaniem artykułu`,
      }[item.kind];
      // Lp., name, quantity, unit, net unit price, discount, net value, rate, VAT, gross: one table row.
      const row = [
        String(i + 1),
        name,
        String(item.count),
        'szt.',
        figure(item.unit_price),
        '0,00',
        figure(item.net_total),
        '23%',
        figure(vat / 100),
        figure((net + vat) / 100),
      ];
      expect(text).toContain(row.join(' '));
    });
    expect(text).toContain(`Domena ${IDN_DOMAIN}`);
    expect(order.items.find((item) => item.kind === 'publication')!.count).toBe(3);
  });

  it('sums net, VAT and gross per rate and states the gross total in Polish words', () => {
    const totals = [figure(order.net_total), figure(order.vat_total), figure(order.gross_total)].join(' ');
    expect(text).toContain(
      `Podsumowanie według stawek VAT Stawka VAT Wartość netto Kwota VAT Wartość brutto 23% ${totals} Razem ${totals}`,
    );
    expect(order.gross_total).toBeCloseTo(order.net_total + order.vat_total, 2);
    expect(order.vat_total).toBeCloseTo(Math.round(order.net_total * 23) / 100, 2);
    expect(text).toContain(`Razem do zapłaty: ${figure(order.gross_total)} zł`);
    const words = amountInWords(toGrosze(order.gross_total));
    expect(words).toMatch(/ (złoty|złote|złotych) \d\d\/100$/);
    expect(text).toContain(`Słownie: ${words}`);
  });
});

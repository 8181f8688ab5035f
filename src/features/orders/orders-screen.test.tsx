import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { domainLine, placedOrder, publicationLine } from '../../test/checkout-fixtures';
import { expectStatusFilterKept, listByStatus } from '../../test/list-routes';
import { customerSession } from '../../test/sessions';
import type { Order } from './orders-api';

function order(id: number, changes: Partial<Order> = {}): Order {
  return placedOrder(id, {
    number: `ZAM/2026/01/000${id}`,
    status: 'paid',
    items: [
      domainLine(10 + id, { name: 'ogrody.pl' }),
      publicationLine(20 + id, { name: 'Ogrodowy Blog', unit_price: 150, count: 2, domenika_article: true }),
    ],
    net_total: 1300,
    vat_total: 299,
    gross_total: 1599,
    invoices: [{ id: 5, invoice_number: '2026/01/0005', issued_at: '2026-01-06T09:00:00Z', gross_total: 1599 }],
    status_history: [
      { status: 'new', changed_at: '2026-01-05T10:00:00Z', note: null },
      { status: 'awaiting_payment', changed_at: '2026-01-05T11:00:00Z', note: null },
      { status: 'paid', changed_at: '2026-01-06T09:00:00Z', note: 'Wpłata zaksięgowana' },
    ],
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-06T09:00:00Z',
    ...changes,
  });
}

const ORDERS = [
  order(2, {
    status: 'awaiting_payment',
    invoices: [],
    discount_code: 'RABAT10',
    discount_total: 130,
    status_history: [{ status: 'new', changed_at: '2026-01-07T10:00:00Z', note: null }],
  }),
  order(1),
];

/** The customer's orders, filtered by status like the server, and each one by id. */
function api(all = ORDERS): Routes {
  return {
    'GET /api/me/orders': listByStatus(all),
    ...Object.fromEntries(all.map((o) => [`GET /api/orders/${o.id}`, () => json(200, o)])),
  };
}

describe('Zamówienia', () => {
  it('lists each order with its number, date, Polish status and net, VAT and gross totals', async () => {
    renderApp('/orders', { session: customerSession, api: api() });
    const table = await screen.findByRole('table', { name: 'Moje zamówienia' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'ZAM/2026/01/0002' }).getAttribute('href')).toBe('/orders/2');
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('05.01.2026');
    expect(first.textContent).toContain('Oczekuje na płatność');
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('1 300,00 zł');
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('299,00 zł');
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('1 599,00 zł');
    expect(rows[2]!.textContent).toContain('Opłacone');
  });

  it('keeps the status filter in the URL and asks the server for that status', async () => {
    const { history, requests } = renderApp('/orders', { session: customerSession, api: api() });
    await expectStatusFilterKept(
      { user: userEvent.setup(), history, requests },
      { table: 'Moje zamówienia', path: '/api/me/orders' },
      { label: 'Opłacone', status: 'paid', rows: 2 },
    );
  });

  it('points an account without orders to the domain catalogue', async () => {
    renderApp('/orders', { session: customerSession, api: api([]) });
    const link = await screen.findByRole('link', { name: 'Przejdź do listy domen' });
    expect(link.getAttribute('href')).toBe('/domain-list');
    expect(screen.getByText('Nie masz jeszcze żadnych zamówień.')).toBeTruthy();
  });

  it("shows a paid order's items, totals, timeline and invoice, and no bank transfer", async () => {
    renderApp('/orders/1', { session: customerSession, api: api() });
    const items = await screen.findByRole('table', { name: 'Zamówione pozycje' });
    const rows = within(items).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Domena');
    expect(rows[1]!.textContent).toContain('ogrody.pl');
    expect(rows[1]!.textContent).toContain('1 szt.');
    expect(rows[2]!.textContent).toContain('Publikacja sponsorowana');
    expect(rows[2]!.textContent).toContain('Publikacja stała, Follow, z przygotowaniem artykułu');
    expect(rows[2]!.textContent).toContain('2 szt.');
    expect(rows[2]!.textContent?.replace(/\s/g, ' ')).toContain('300,00 zł');

    const timeline = within(screen.getByRole('region', { name: 'Historia statusu' })).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      'Nowe 05.01.2026, 11:00',
      'Oczekuje na płatność 05.01.2026, 12:00',
      'Opłacone 06.01.2026, 10:00Wpłata zaksięgowana',
    ]);
    const invoices = screen.getByRole('region', { name: 'Faktury' });
    expect(within(invoices).getByRole('button', { name: 'Pobierz PDF faktury 2026/01/0005' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Zapłać przelewem' })).toBeNull();
    expect(screen.queryByText(/^Rabat/)).toBeNull();
  });

  it('shows the bank transfer and the discount code while an order awaits payment', async () => {
    renderApp('/orders/2', { session: customerSession, api: api() });
    const transfer = await screen.findByRole('heading', { name: 'Zapłać przelewem' });
    expect(within(transfer.parentElement!).getByText('Tytuł przelewu').nextElementSibling?.textContent).toBe(
      'ZAM/2026/01/0002',
    );
    const discount = screen.getByText('Rabat (kod RABAT10)');
    expect(discount.nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('-130,00 zł');
    expect(screen.getByText('Faktura pojawi się tutaj po zaksięgowaniu wpłaty.')).toBeTruthy();
  });

  it('says so when the order does not exist', async () => {
    renderApp('/orders/99', {
      session: customerSession,
      api: { ...api(), 'GET /api/orders/99': () => json(404, { message: 'Nie znaleziono zamówienia.' }) },
    });
    expect(await screen.findByText('Nie znaleziono tego zamówienia.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy zamówień' }).getAttribute('href')).toBe('/orders');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import type { Order } from './orders-api';

const customer = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|a',
};

function order(id: number, changes: Partial<Order> = {}): Order {
  return {
    id,
    number: `ZAM/2026/01/000${id}`,
    kind: 'purchase',
    status: 'paid',
    user_id: 1,
    items: [
      {
        id: 10 + id,
        kind: 'domain',
        item_id: 7,
        name: 'ogrody.pl',
        unit_price: 1000,
        count: 1,
        net_total: 1000,
        redirect_period: null,
        publication_offer_id: null,
        link_type: null,
        domenika_article: null,
      },
      {
        id: 20 + id,
        kind: 'publication',
        item_id: 3,
        name: 'Ogrodowy Blog',
        unit_price: 150,
        count: 2,
        net_total: 300,
        redirect_period: null,
        publication_offer_id: 'permanent_publication',
        link_type: 1,
        domenika_article: true,
      },
    ],
    discount_code: null,
    discount_total: 0,
    net_total: 1300,
    vat_rate: 0.23,
    vat_total: 299,
    gross_total: 1599,
    buyer: {
      type: 'person',
      name: 'Jan Klient',
      email: 'klient@example.pl',
      phone: null,
      company_name: null,
      nip: null,
      street: 'ul. Długa 5',
      postal_code: '00-001',
      city: 'Warszawa',
      country: 'PL',
    },
    payment: {
      method: 'bank_transfer',
      recipient: 'Domenika sp. z o.o.',
      account_number: 'PL61 1090 1014 0000 0712 1981 2874',
      title: `ZAM/2026/01/000${id}`,
      amount: 1599,
    },
    invoices: [{ id: 5, invoice_number: '2026/01/0005', issued_at: '2026-01-06T09:00:00Z', gross_total: 1599 }],
    status_history: [
      { status: 'new', changed_at: '2026-01-05T10:00:00Z', note: null },
      { status: 'awaiting_payment', changed_at: '2026-01-05T11:00:00Z', note: null },
      { status: 'paid', changed_at: '2026-01-06T09:00:00Z', note: 'Wpłata zaksięgowana' },
    ],
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-06T09:00:00Z',
    ...changes,
  };
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
    'GET /api/me/orders': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      const data = all.filter((o) => !status || o.status === status);
      return json(200, {
        data,
        current_page: 1,
        per_page: 30,
        last_page: 1,
        total: data.length,
        total_is_capped: false,
      });
    },
    ...Object.fromEntries(all.map((o) => [`GET /api/orders/${o.id}`, () => json(200, o)])),
  };
}

describe('Zamówienia', () => {
  it('lists each order with its number, date, Polish status and net, VAT and gross totals', async () => {
    renderApp('/orders', { session: customer, api: api() });
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
    const user = userEvent.setup();
    const { history, requests } = renderApp('/orders', { session: customer, api: api() });
    await screen.findByRole('table', { name: 'Moje zamówienia' });
    await user.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByText('Opłacone'));
    await waitFor(() => expect(history.location.search).toBe('?status=paid'));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => new URL(r.url).pathname === '/api/me/orders')
          .map((r) => new URL(r.url).searchParams.get('status')),
      ).toContain('paid'),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Moje zamówienia' })).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('points an account without orders to the domain catalogue', async () => {
    renderApp('/orders', { session: customer, api: api([]) });
    const link = await screen.findByRole('link', { name: 'Przejdź do listy domen' });
    expect(link.getAttribute('href')).toBe('/domain-list');
    expect(screen.getByText('Nie masz jeszcze żadnych zamówień.')).toBeTruthy();
  });

  it("shows a paid order's items, totals, timeline and invoice, and no bank transfer", async () => {
    renderApp('/orders/1', { session: customer, api: api() });
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
    renderApp('/orders/2', { session: customer, api: api() });
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
      session: customer,
      api: { ...api(), 'GET /api/orders/99': () => json(404, { message: 'Nie znaleziono zamówienia.' }) },
    });
    expect(await screen.findByText('Nie znaleziono tego zamówienia.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy zamówień' }).getAttribute('href')).toBe('/orders');
  });
});

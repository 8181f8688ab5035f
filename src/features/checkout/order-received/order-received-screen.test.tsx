import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/fake-api';
import { customerSession } from '../../../test/domain-fixtures';
import { domainLine, placedOrder, publicationLine } from '../../../test/checkout-fixtures';

const order = placedOrder(12, {
  items: [domainLine(1), publicationLine(2)],
  net_total: 1300,
  vat_total: 299,
  gross_total: 1599,
});

describe('the order-received page', () => {
  it('shows the order number, status, gross total and the bank transfer with the number as its title', async () => {
    renderApp('/order-received?order=12', {
      session: customerSession,
      api: { 'GET /api/orders/12': () => json(200, order) },
    });
    await screen.findByText('Oczekuje na płatność');
    expect(screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual(
      expect.arrayContaining([
        'ZAM/2026/11/0012',
        'Oczekuje na płatność',
        '1 599,00 zł',
        'Domenika sp. z o.o.',
        'PL61 1090 1014 0000 0712 1981 2874',
      ]),
    );
    const transfer = screen.getByRole('heading', { name: 'Zapłać przelewem' }).parentElement!;
    expect(within(transfer).getByText('Tytuł przelewu').nextElementSibling?.textContent).toBe('ZAM/2026/11/0012');
    expect(within(transfer).getByText('Kwota').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '1 599,00 zł',
    );
    expect(screen.getByText('blog.pl × 3')).toBeTruthy();
  });

  it('shows no transfer for an order that is already paid', async () => {
    renderApp('/order-received?order=12', {
      session: customerSession,
      api: { 'GET /api/orders/12': () => json(200, { ...order, status: 'paid' }) },
    });
    expect(await screen.findByText('Opłacone')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Zapłać przelewem' })).toBeNull();
  });

  it('says in Polish that another customer’s or an unknown order is not there', async () => {
    renderApp('/order-received?order=99', {
      session: customerSession,
      api: { 'GET /api/orders/99': () => json(404, { message: 'Nie znaleziono.' }) },
    });
    expect(await screen.findByText('Nie znaleziono tego zamówienia.')).toBeTruthy();
  });

  it('after an escrow shows the spec’s headline and description, also from the query after a reload', async () => {
    renderApp('/order-received?status=success', { session: customerSession });
    expect(await screen.findByText('Dziękujemy za złożenie zamówienia!')).toBeTruthy();
    expect(screen.getByText(/Sprawdź swoją skrzynkę mailową, aby dokończyć transakcję/)).toBeTruthy();
    expect(screen.queryByText(/Nie ma tu jeszcze żadnego zamówienia/)).toBeNull();
  });

  it('without an order says there is none yet', async () => {
    renderApp('/order-received', { session: customerSession });
    expect(await screen.findByText(/Nie ma tu jeszcze żadnego zamówienia/)).toBeTruthy();
  });
});

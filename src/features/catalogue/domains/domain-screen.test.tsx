import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json, type Routes } from '../../../test/fake-api';
import { customerSession, domain } from '../../../test/domain-fixtures';

function renderDomain(path: string, api: Routes = {}) {
  return renderApp(path, {
    session: customerSession,
    api: {
      'GET /api/domains/7': () =>
        json(200, domain(7, { price: 1000, rent_price: null, redirect_price: { '30': 10, '90': 25.5, '365': 80 } })),
      ...api,
    },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the domain page', () => {
  it('shows every price as net, VAT 23 % and gross, and says which are missing', async () => {
    renderDomain('/domain-list/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'domena-7.pl' })).toBeTruthy();
    const prices = screen.getByRole('table', { name: /Ceny domeny/ });
    expect(cells(within(prices).getByRole('row', { name: /Zakup/ }))).toEqual([
      '1 000,00 zł',
      '230,00 zł',
      '1 230,00 zł',
    ]);
    expect(cells(within(prices).getByRole('row', { name: /90 dni/ }))).toEqual(['25,50 zł', '5,87 zł', '31,37 zł']);
    expect(within(prices).getByRole('row', { name: /Dzierżawa/ }).textContent).toContain(
      'Ta domena nie jest dostępna w dzierżawie.',
    );
  });

  it('says in Polish that a sold or unknown domain is not there, with a way back', async () => {
    renderDomain('/domain-list/8', { 'GET /api/domains/8': () => json(404, { message: 'Nie znaleziono domeny.' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono domeny' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy domen' }).getAttribute('href')).toBe('/domain-list');
  });
});

describe('the Sell popup', () => {
  async function openSell(api: Routes = {}) {
    const view = renderDomain('/domain-list/7', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sprzedaj domene/portal' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Sprzedaj domenę lub portal' }) };
  }

  it('is prefilled with the signed-in customer and checks the required fields before sending', async () => {
    const { dialog, requests } = await openSell();
    expect(within(dialog).getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveProperty('value', 'Jan Klient');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveProperty('value', 'klient@example.pl');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'zly-adres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(within(dialog).getAllByText('Pole powinno być uzupełnione')).toHaveLength(2);
    expect(within(dialog).getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(requests.some((r) => r.url.endsWith('/api/me/send-contact-form'))).toBe(false);
  });

  it('shows the server messages beside their fields and keeps what was typed', async () => {
    const { dialog } = await openSell({
      'POST /api/me/send-contact-form': () =>
        json(422, { message: 'Popraw dane.', errors: { subject: ['Podaj adres domeny.'] } }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Adres domeny' }), 'x');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wiadomość' }), 'Sprzedam tanio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Podaj adres domeny.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Wiadomość' })).toHaveProperty('value', 'Sprzedam tanio');
  });

  it('sends the request, closes and shows the server message', async () => {
    const { dialog, requests } = await openSell({
      'POST /api/me/send-contact-form': () => json(200, { message: 'Dziękujemy! Odezwiemy się wkrótce.' }),
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Portal' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Adres portalu' }), 'blog.example.pl');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Telefon (opcjonalnie)' }), '600 700 800');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wiadomość' }), 'Blog o podróżach');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Dziękujemy! Odezwiemy się wkrótce.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.find((r) => r.url.endsWith('/api/me/send-contact-form'))!;
    expect(await sent.clone().json()).toEqual({
      name: 'Jan Klient',
      email: 'klient@example.pl',
      phone: '600 700 800',
      subject_kind: 'webPortal',
      subject: 'blog.example.pl',
      message: 'Blog o podróżach',
    });
  });

  it('keeps what was typed when the popup is closed by mistake', async () => {
    const { dialog } = await openSell();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wiadomość' }), 'Pierwsza wersja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Sprzedaj domene/portal' }));
    expect(await screen.findByRole('textbox', { name: 'Wiadomość' })).toHaveProperty('value', 'Pierwsza wersja');
  });
});

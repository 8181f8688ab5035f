import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json } from '../../test/fake-api';
import { adminDomain, noCategoryRoutes } from '../../test/domain-fixtures';
import { adminSession } from '../../test/sessions';

const stored = adminDomain(5, { name: 'sklep.pl', price: 1200, sale_price: 1000 });

const field = (name: string) => screen.findByRole('textbox', { name });

describe('the single domain screen', () => {
  it('checks a new domain before sending it, in Polish, beside each field', async () => {
    const { requests } = renderApp('/manage/new', { session: adminSession, api: noCategoryRoutes });
    await userEvent.type(await field('Cena'), '100');
    await userEvent.type(await field('Cena promocyjna'), '150');
    await userEvent.type(await field('30 dni'), '19');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    expect(screen.getByText('Pole powinno być uzupełnione')).toBeTruthy();
    expect(screen.getByText('Cena promocyjna nie może być wyższa niż cena')).toBeTruthy();
    expect(screen.getAllByText('Podaj wszystkie trzy ceny przekierowania albo żadnej')).toHaveLength(2);
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/admin/domains'))).toBe(false);
  });

  it('shows the server’s refusal beside the name and keeps what was typed', async () => {
    renderApp('/manage/new', {
      session: adminSession,
      api: {
        ...noCategoryRoutes,
        'POST /api/admin/domains': () =>
          json(422, { message: 'Popraw pola', errors: { name: ['Ta domena jest już w katalogu'] } }),
      },
    });
    await userEvent.type(await field('Nazwa domeny'), 'sklep.pl');
    await userEvent.type(await field('Cena'), '100');
    await userEvent.type(await field('Cena promocyjna'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    expect(await screen.findByText('Ta domena jest już w katalogu')).toBeTruthy();
    expect(((await field('Nazwa domeny')) as HTMLInputElement).value).toBe('sklep.pl');
  });

  it('creates a domain and goes to its page', async () => {
    const { history, requests } = renderApp('/manage/new', {
      session: adminSession,
      api: {
        ...noCategoryRoutes,
        'POST /api/admin/domains': () => json(201, { ...stored, id: 77, name: 'nowa.pl' }),
        'GET /api/admin/domains/77': () => json(200, { ...stored, id: 77, name: 'nowa.pl' }),
      },
    });
    await userEvent.type(await field('Nazwa domeny'), 'nowa.pl');
    await userEvent.type(await field('Cena'), '1 200,50');
    await userEvent.type(await field('Cena promocyjna'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj domenę' }));
    await waitFor(() => expect(history.location.pathname).toBe('/manage/77'));
    expect(await screen.findByText('Dodano domenę nowa.pl')).toBeTruthy();
    const body: unknown = await requests
      .find((r) => r.method === 'POST' && r.url.endsWith('/api/admin/domains'))!
      .clone()
      .json();
    expect(body).toMatchObject({
      name: 'nowa.pl',
      price: 1200.5,
      sale_price: 1000,
      redirect_price: null,
      type: 1,
      status: 'available',
    });
  });

  it('shows a refused removal (409) in the dialog as the server words it', async () => {
    const refusal =
      'Nie można usunąć domeny sklep.pl: jest w otwartym zamówieniu ZAM/1. Najpierw zrealizuj lub anuluj to zamówienie.';
    renderApp('/manage/5', {
      session: adminSession,
      api: {
        ...noCategoryRoutes,
        'GET /api/admin/domains/5': () => json(200, stored),
        'DELETE /api/admin/domains/5': () => json(409, { message: refusal }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń domenę' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć domenę sklep.pl?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń domenę' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { history } = renderApp('/manage/5', {
      session: adminSession,
      api: { ...noCategoryRoutes, 'GET /api/admin/domains/5': () => json(200, stored) },
    });
    await userEvent.type(await field('Opis'), 'Nowy opis');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Menu główne' })).getByRole('link', { name: 'Kategorie' }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Masz niezapisane zmiany' })).toBeTruthy();
    expect(history.location.pathname).toBe('/manage/5');
  });
});

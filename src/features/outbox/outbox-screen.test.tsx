import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { listPage, queriesTo } from '../../test/list-routes';
import { adminSession } from '../../test/sessions';

const RESET = {
  id: 41,
  to: 'klient@example.pl',
  subject: 'Ustaw nowe hasło',
  text: 'Dzień dobry, <img src=x onerror="window.hacked=1">!\n\nUstaw nowe hasło: http://localhost:3000/password-reset/abc?email=klient%40example.pl.\n\nZespół Domenika',
  created_at: '2026-01-05T10:30:00Z',
};

function message(id: number) {
  return {
    id,
    to: `osoba-${id}@example.pl`,
    subject: `Wiadomość ${id}`,
    text: `Treść ${id}`,
    created_at: '2026-01-04T08:00:00Z',
  };
}

/** 31 messages, 30 a page, newest first; `to` filters by part of the recipient, like the server. */
function api(): Routes {
  const all = [RESET, ...Array.from({ length: 30 }, (_, i) => message(40 - i))];
  return {
    'GET /api/admin/outbox': (request) => {
      const params = new URL(request.url).searchParams;
      const to = params.get('to') ?? '';
      const page = Number(params.get('page') ?? 1);
      const matching = all.filter((m) => m.to.includes(to));
      const data = matching.slice((page - 1) * 30, page * 30);
      return json(
        200,
        listPage(data, {
          current_page: page,
          last_page: Math.max(1, Math.ceil(matching.length / 30)),
          total: matching.length,
        }),
      );
    },
  };
}

const outboxRequests = (requests: Request[]) => queriesTo(requests, '/api/admin/outbox');

describe('the outbox screen', () => {
  it('lists recipient, subject and date, newest first, and is in the admin menu', async () => {
    renderApp('/outbox', { session: adminSession, api: api() });
    await screen.findByRole('link', { name: 'Ustaw nowe hasło' });
    const first = within(screen.getByRole('table', { name: 'Poczta wychodząca' })).getAllByRole('row')[1]!;
    expect(within(first).getByText('klient@example.pl')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Ustaw nowe hasło' })).toBeTruthy();
    expect(within(first).getByText('05.01.2026, 11:30')).toBeTruthy();
    expect(screen.getByText(/^31\swiadomości$/)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(within(menu).getByRole('link', { name: 'Poczta wychodząca' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a message as plain text with its link clickable, and back closes it', async () => {
    const { history } = renderApp('/outbox', { session: adminSession, api: api() });
    await userEvent.click(await screen.findByRole('link', { name: 'Ustaw nowe hasło' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ustaw nowe hasło' });
    expect(history.location.search).toBe('?message=41');
    const link = within(dialog).getByRole('link', { name: /password-reset/ });
    // The full stop that ends the sentence is not part of the address.
    expect(link.getAttribute('href')).toBe('http://localhost:3000/password-reset/abc?email=klient%40example.pl');
    expect(link.getAttribute('target')).toBe('_blank');
    // Markup in a mail is text: shown as typed, never an element.
    expect(within(dialog).getByText(/<img src=x onerror="window.hacked=1">/)).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('klient@example.pl')).toBeTruthy();

    act(() => history.go(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the recipient filter and the page in the URL and asks the server for them', async () => {
    const { history, requests } = renderApp('/outbox', { session: adminSession, api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(history.location.search).toBe('?page=2'));
    await waitFor(() => expect(outboxRequests(requests).some((p) => p.get('page') === '2')).toBe(true));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Odbiorca' }), 'klient@');
    await waitFor(() => expect(history.location.search).toBe('?to=klient%40'));
    await waitFor(() => expect(screen.getByText(/^1\swiadomość$/)).toBeTruthy());
    expect(outboxRequests(requests).at(-1)?.get('to')).toBe('klient@');
  });

  it('says when no message went to the recipient, and shows all again', async () => {
    const { history } = renderApp('/outbox?to=nikt', { session: adminSession, api: api() });
    expect(await screen.findByText('Brak wiadomości do tego odbiorcy.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(await screen.findByText(/^31\swiadomości$/)).toBeTruthy();
  });

  it('says in Polish when the outbox cannot be read, and tries again', async () => {
    let fail = true;
    const routes = api();
    const list = routes['GET /api/admin/outbox']!;
    renderApp('/outbox', {
      session: adminSession,
      api: {
        'GET /api/admin/outbox': (request) =>
          fail ? json(503, { message: 'Baza danych nie odpowiada.' }) : list(request),
      },
    });
    expect(
      await screen.findByText(/Nie udało się wczytać poczty wychodzącej\. Baza danych nie odpowiada\./),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: 'Poczta wychodząca' })).toBeTruthy();
  });

  it('keeps the messages, and their reset links, out of the browser database', async () => {
    const { services } = renderApp('/outbox', { session: adminSession, api: api() });
    await screen.findByRole('link', { name: 'Ustaw nowe hasło' });
    const entries = await services.db.request('cache.entries', { now: Date.now() });
    expect(entries.filter(([, value]) => value.includes('password-reset'))).toEqual([]);
  });
});

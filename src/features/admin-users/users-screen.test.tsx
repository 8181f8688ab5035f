import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../contract/types';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';

const admin = {
  user: { id: 2, name: 'Anna Admin', email: 'admin@example.pl', privileges: ['admin'] },
  access_token: '2|a',
};

const KLIENT: Schemas['AdminUser'] = {
  id: 7,
  name: 'Jan Klient',
  email: 'klient@example.pl',
  privileges: ['user'],
  email_verified_at: null,
  aftermarket_id: null,
  created_at: '2026-01-01T09:00:00Z',
  phone: null,
  is_company: true,
  company_name: 'Klient sp. z o.o.',
  nip: '5260250274',
  address: null,
  marketing_consent: false,
  orders_count: 6,
  last_login_at: null,
};

function api(): Routes {
  return {
    'GET /api/admin/users': () =>
      json(200, { data: [KLIENT], current_page: 1, per_page: 30, last_page: 1, total: 1, total_is_capped: false }),
  };
}

const userRequests = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/admin/users').map((r) => new URL(r.url).searchParams);

describe('the users list', () => {
  it('asks the server for the filters in the URL and shows each user’s NIP, privileges, e-mail state and orders', async () => {
    const { requests } = renderApp('/users?privilege=user&verified=false&search=5260', { session: admin, api: api() });
    const table = await screen.findByRole('table', { name: 'Użytkownicy' });
    const row = await within(table).findByRole('row', { name: /Jan Klient/ });
    for (const text of ['5260250274', 'Klient', 'nie', '6']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Jan Klient' }).getAttribute('href')).toBe('/users/7');
    expect(Object.fromEntries(userRequests(requests).at(-1)!)).toEqual({
      search: '5260',
      privilege: 'user',
      verified: 'false',
      orderby: 'created_at',
      order: 'desc',
      page: '1',
      per_page: '30',
    });
  });

  it('puts a search by e-mail into the URL and sorts on the server', async () => {
    const { history, requests } = renderApp('/users', { session: admin, api: api() });
    const filters = await screen.findByRole('form', { name: 'Filtry użytkowników' });
    await userEvent.type(within(filters).getByRole('searchbox', { name: /Szukaj/ }), 'klient@example.pl');
    await userEvent.click(within(filters).getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(history.location.search).toBe('?search=klient%40example.pl'));
    await waitFor(() => expect(userRequests(requests).at(-1)?.get('search')).toBe('klient@example.pl'));

    await userEvent.click(within(screen.getByRole('columnheader', { name: /E-mail$/ })).getByRole('button'));
    await waitFor(() => expect(history.location.search).toContain('orderby=email'));
    await waitFor(() => expect(userRequests(requests).at(-1)?.get('orderby')).toBe('email'));
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../contract/types';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';

const VIEWER_ID = 2;
const admin = {
  user: { id: VIEWER_ID, name: 'Anna Admin', email: 'admin@example.pl', privileges: ['admin'] },
  access_token: '2|a',
};

function user(overrides: Partial<Schemas['AdminUser']>): Schemas['AdminUser'] {
  return {
    id: 7,
    name: 'Jan Klient',
    email: 'klient@example.pl',
    privileges: ['user'],
    email_verified_at: '2026-01-02T09:00:00Z',
    aftermarket_id: 'jan_klient',
    created_at: '2026-01-01T09:00:00Z',
    phone: '+48 600 100 200',
    is_company: true,
    company_name: 'Klient sp. z o.o.',
    nip: '5260250274',
    address: { street: 'ul. Marszałkowska 10/4', postal_code: '00-590', city: 'Warszawa', country: 'PL' },
    marketing_consent: false,
    orders_count: 6,
    last_login_at: null,
    ...overrides,
  };
}

/** One user behind /api/admin/users/{id}, `admins` administrators in the list, and a privilege call that answers `put`. */
function api(shown: Schemas['AdminUser'], admins: number, put?: () => Response): Routes {
  return {
    [`GET /api/admin/users/${shown.id}`]: () => json(200, shown),
    'GET /api/admin/users': () =>
      json(200, { data: [], current_page: 1, per_page: 1, last_page: admins, total: admins, total_is_capped: false }),
    'GET /api/admin/audit-log': () =>
      json(200, { data: [], current_page: 1, per_page: 10, last_page: 1, total: 0, total_is_capped: false }),
    ...(put ? { [`PUT /api/admin/users/${shown.id}/privileges`]: put } : {}),
  };
}

const checkbox = (region: HTMLElement, name: string) =>
  within(region).getByRole<HTMLInputElement>('checkbox', { name });
const privileges = () => screen.findByRole('region', { name: 'Uprawnienia' });

describe('a user’s page', () => {
  it('shows the profile, address, company data and dates, and links to the user’s orders', async () => {
    renderApp('/users/7', { session: admin, api: api(user({}), 2) });
    const profile = await screen.findByRole('region', { name: 'Profil' });
    for (const text of ['klient@example.pl', 'ul. Marszałkowska 10/4, 00-590 Warszawa', 'Klient sp. z o.o.']) {
      expect(profile.textContent).toContain(text);
    }
    expect(within(profile).getByText('jeszcze nie')).toBeTruthy();
    expect(within(profile).getByRole('link', { name: 'Zamówienia użytkownika (6)' }).getAttribute('href')).toBe(
      '/users/7/orders',
    );
  });

  it('locks the admin switch on the administrator’s own account and says why before anything is tried', async () => {
    renderApp(`/users/${VIEWER_ID}`, { session: admin, api: api(user({ id: VIEWER_ID, privileges: ['admin'] }), 3) });
    const region = await privileges();
    expect(checkbox(region, 'Administrator').disabled).toBe(true);
    expect(region.textContent).toContain('Nie możesz odebrać sobie uprawnień administratora');
    expect(checkbox(region, 'Klient').disabled).toBe(false);
  });

  it('locks the admin switch on the last administrator and says why', async () => {
    const other = user({ id: 9, privileges: ['admin'] });
    renderApp('/users/9', { session: admin, api: api(other, 1) });
    const region = await privileges();
    expect(await within(region).findByText(/To jedyny administrator/)).toBeTruthy();
    expect(checkbox(region, 'Administrator').disabled).toBe(true);
  });

  it('leaves the admin switch free on another administrator while a second one remains', async () => {
    renderApp('/users/9', { session: admin, api: api(user({ id: 9, privileges: ['admin'] }), 2) });
    const region = await privileges();
    expect(checkbox(region, 'Administrator').disabled).toBe(false);
    expect(region.textContent).not.toContain('jedyny administrator');
  });

  it('shows the server’s refusal beside the switch and keeps the boxes as ticked', async () => {
    const refusal = 'W systemie musi zostać co najmniej jeden administrator.';
    const other = user({ id: 9, privileges: ['admin'] });
    renderApp('/users/9', {
      session: admin,
      api: api(other, 2, () => json(422, { message: refusal, errors: { privileges: [refusal] } })),
    });
    const region = await privileges();
    await userEvent.click(within(region).getByText('Klient', { exact: true }));
    await userEvent.click(within(region).getByText('Administrator', { exact: true }));
    expect(region.textContent).toContain('Odebranie uprawnienia wyloguje tego użytkownika');
    await userEvent.click(within(region).getByRole('button', { name: 'Zapisz uprawnienia' }));
    expect(await within(region).findByText(refusal)).toBeTruthy();
    expect(checkbox(region, 'Klient').checked).toBe(true);
    expect(checkbox(region, 'Administrator').checked).toBe(false);
  });
});

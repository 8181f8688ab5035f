import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/render-app';

const customer = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|c',
};
const admin = {
  user: { id: 2, name: 'Anna Admin', email: 'admin@example.pl', privileges: ['admin'] },
  access_token: '2|a',
};

describe('the route guards', () => {
  it('send a guest from a protected page to sign in and remember where they were going', async () => {
    const { history } = renderApp('/orders?page=2');
    await screen.findByRole('heading', { name: 'Logowanie' });
    expect(history.location.pathname).toBe('/');
    expect(history.location.state).toEqual({ from: { pathname: '/orders', search: '?page=2', hash: '' } });
  });

  it('restore the saved session on start-up and open the protected page', async () => {
    renderApp('/orders', { session: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zamówienia' })).toBeTruthy();
  });

  it('send a signed-in customer away from the guest pages to their home', async () => {
    const { history } = renderApp('/register', { session: customer });
    await waitFor(() => expect(history.location.pathname).toBe('/domain-list'));
  });

  it('keep a customer out of the management screens', async () => {
    const { history } = renderApp('/categories', { session: customer });
    await waitFor(() => expect(history.location.pathname).toBe('/domain-list'));
  });

  it('show administrators only the admin menu', async () => {
    renderApp('/manage', { session: admin });
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(menu).getByRole('link', { name: 'Użytkownicy' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Sprawdź szczegóły' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Portale & Blogi' })).toBeNull();
  });

  it('show customers the domain type entries only on the domain list', async () => {
    const { history } = renderApp('/domain-list', { session: customer });
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(menu).getByRole('link', { name: 'Domenika SEO' }).getAttribute('href')).toBe('/domain-list?type=1');
    act(() => history.push('/portals'));
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Domenika SEO' })).toBeNull());
  });

  it('mark the current menu entry, following the type on the domain list and a domain’s own page', async () => {
    const { history } = renderApp('/domain-list?type=2', { session: customer });
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' });
    const current = () =>
      within(menu)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['Domeny', 'Domeny Naming/Branding']);
    act(() => history.push('/domain-list?type=1&page=2'));
    await waitFor(() => expect(current()).toEqual(['Domeny', 'Domenika SEO']));
    act(() => history.push('/domain-list/5'));
    await waitFor(() => expect(current()).toEqual(['Domeny']));
    act(() => history.push('/portals'));
    await waitFor(() => expect(current()).toEqual(['Portale & Blogi']));
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/render-app';

const customer = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|c',
};

describe('the accessibility statement, open to everyone', () => {
  it('shows a guest the statement without asking them to sign in', async () => {
    const { history } = renderApp('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja dostępności' })).toBeTruthy();
    expect(history.location.pathname).toBe('/accessibility');
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).toBeNull();
    const statement = screen.getByRole('main');
    expect(within(statement).getByRole('link', { name: 'pomoc@example.pl' }).getAttribute('href')).toBe(
      'mailto:pomoc@example.pl',
    );
  });

  it('shows a signed-in customer the statement inside the app, its menu entry marked current', async () => {
    const { history } = renderApp('/accessibility', { session: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja dostępności' })).toBeTruthy();
    expect(history.location.pathname).toBe('/accessibility');
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' });
    const link = within(menu).getByRole('link', { name: 'Deklaracja dostępności' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('links to the statement from the sign-in page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Logowanie' });
    expect(screen.getByRole('link', { name: 'Deklaracja dostępności' }).getAttribute('href')).toBe('/accessibility');
  });
});

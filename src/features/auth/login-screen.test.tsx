import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json } from '../../test/fake-api';

const customer = {
  id: 1,
  name: 'Jan Klient',
  email: 'klient@example.pl',
  privileges: ['user'],
  email_verified_at: null,
  aftermarket_id: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('the sign-in screen', () => {
  it('says which fields are empty and sends nothing', async () => {
    const { requests } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    expect(screen.getAllByText('Pole powinno być uzupełnione')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveProperty('ariaInvalid', 'true');
    expect(requests.filter((r) => r.url.endsWith('/login'))).toHaveLength(0);
  });

  it('checks the e-mail format before asking the server', async () => {
    renderApp('/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nie-email');
    await userEvent.type(screen.getByLabelText('Hasło'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
  });

  it('shows the server message beside the e-mail and keeps what was typed', async () => {
    renderApp('/', {
      api: {
        'POST /login': () =>
          json(422, {
            message: 'Nieprawidłowy e-mail lub hasło',
            errors: { email: ['Nieprawidłowy e-mail lub hasło'] },
          }),
      },
    });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'klient@example.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'zle-haslo');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Nieprawidłowy e-mail lub hasło')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('klient@example.pl');
  });

  it('sends the XSRF header with the credentials and goes to the customer home', async () => {
    const { history, requests } = renderApp('/', {
      api: { 'POST /login': () => json(200, { user: customer, access_token: '1|t' }) },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'klient@example.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'Klient123!');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(history.location.pathname).toBe('/domain-list'));
    const login = requests.find((r) => r.url.endsWith('/login'))!;
    expect(login.headers.get('x-xsrf-token')).toBe('test-token');
    expect(await login.clone().json()).toEqual({ email: 'klient@example.pl', password: 'Klient123!', remember: false });
    expect(JSON.parse(window.localStorage.getItem('domenika.auth')!)).toMatchObject({ access_token: '1|t' });
  });
});

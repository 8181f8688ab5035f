import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json } from '../../test/fake-api';

const SENT = 'Sprawdź skrzynkę pocztową: wysłaliśmy na podany adres wiadomość z dalszymi krokami.';

async function fillIn(values: { name: string; email: string; password: string; confirmation: string }) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Imię i nazwisko' }), values.name);
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), values.email);
  await userEvent.type(screen.getByLabelText('Hasło', { selector: 'input' }), values.password);
  await userEvent.type(screen.getByLabelText('Potwierdź hasło'), values.confirmation);
  await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
}

describe('the registration screen', () => {
  it("shows the server's message and the way to sign in, and signs nobody in", async () => {
    const { requests } = renderApp('/register', { api: { 'POST /register': () => json(202, { message: SENT }) } });
    await fillIn({
      name: 'Nowa Klientka',
      email: 'nowa@example.pl',
      password: 'Bezpieczne1!',
      confirmation: 'Bezpieczne1!',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Załóż konto' })).toBeNull();
    expect(window.localStorage.getItem('domenika.auth')).toBeNull();
    const sent = requests.find((r) => r.url.endsWith('/register'))!;
    expect(sent.headers.get('x-xsrf-token')).toBe('test-token');
    expect(await sent.clone().json()).toEqual({
      name: 'Nowa Klientka',
      email: 'nowa@example.pl',
      password: 'Bezpieczne1!',
      password_confirmation: 'Bezpieczne1!',
      accept_terms: true,
      marketing_consent: false,
    });
  });

  it('shows a refusal beside its field and keeps what was typed', async () => {
    renderApp('/register', {
      api: {
        'POST /register': () =>
          json(422, { message: 'Hasła nie pasują', errors: { password_confirmation: ['Hasła nie pasują'] } }),
      },
    });
    await fillIn({
      name: 'Nowa Klientka',
      email: 'nowa@example.pl',
      password: 'Bezpieczne1!',
      confirmation: 'Bezpieczne1!',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect(await screen.findByText('Hasła nie pasują')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Imię i nazwisko' }).value).toBe('Nowa Klientka');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('nowa@example.pl');
    expect(screen.getByRole('button', { name: 'Załóż konto' })).toBeTruthy();
  });

  it.each(['Klient123!', 'Admin123!'])(
    'refuses the published demo password %s beside the password field, before sending anything',
    async (published) => {
      const { requests } = renderApp('/register', { api: { 'POST /register': () => json(202, { message: SENT }) } });
      await fillIn({ name: 'Nowa Klientka', email: 'nowa@example.pl', password: published, confirmation: published });
      await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

      const password = screen.getByLabelText('Hasło', { selector: 'input' });
      expect(await screen.findByText('To hasło jest opublikowane w dokumentacji i nie może być użyte.')).toBeTruthy();
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(requests.filter((r) => r.url.endsWith('/register'))).toHaveLength(0);
    },
  );
});

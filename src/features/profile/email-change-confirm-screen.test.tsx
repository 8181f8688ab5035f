import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { json } from '../../test/fake-api';
import { customerSession } from '../../test/domain-fixtures';

const LINK = '/email-change/confirm?id=7&email=nowy%40example.pl&expires=1772445600&signature=abc123';
const CONFIRMED = 'Adres e-mail został zmieniony na nowy@example.pl.';

describe('the e-mail change confirmation page', () => {
  it('sends the link once and shows the new address, with the way to sign in for a guest', async () => {
    const { requests } = renderApp(LINK, {
      api: { 'POST /email-change/confirm': () => json(200, { message: CONFIRMED, email: 'nowy@example.pl' }) },
    });

    expect(await screen.findByText(CONFIRMED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe('/');
    const sent = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/email-change/confirm'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('x-xsrf-token')).toBe('test-token');
    expect(await sent[0]!.clone().json()).toEqual({
      id: 7,
      email: 'nowy@example.pl',
      expires: 1772445600,
      signature: 'abc123',
    });
  });

  it("shows the server's Polish refusal, and leads a signed-in user back to the profile", async () => {
    const refusal = 'Link potwierdzający zmianę adresu e-mail jest nieprawidłowy, wygasł albo został już użyty.';
    renderApp(LINK, {
      session: customerSession,
      api: {
        'POST /email-change/confirm': () => json(422, { message: refusal, errors: { email: [refusal] } }),
      },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('link', { name: 'Przejdź do profilu' }).getAttribute('href')).toBe('/profile');
  });

  it('refuses a link cut short without sending it', async () => {
    const { requests } = renderApp('/email-change/confirm?id=7&email=nowy%40example.pl');

    expect(
      await screen.findByText('Ten link jest niepełny. Otwórz go jeszcze raz z wiadomości albo skopiuj w całości.'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('/email-change/confirm'))).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { customerSession } from '../../test/domain-fixtures';
import { customerProfile } from '../../test/checkout-fixtures';

const callsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

async function openProfile(api: Routes = {}, profile = customerProfile()) {
  const view = renderApp('/profile', {
    session: customerSession,
    api: { 'GET /api/me': () => json(200, profile), ...api },
  });
  await screen.findByRole('heading', { name: 'Dane konta' });
  return view;
}

const form = (name: string) => screen.getByRole('form', { name });

describe('the profile screen', () => {
  it('sends the edited details with PUT /api/me and shows the server’s 422 beside its field', async () => {
    const { requests } = await openProfile({
      'PUT /api/me': () =>
        json(422, { message: 'Popraw zaznaczone pola.', errors: { email: ['Podaj poprawny adres e-mail'] } }),
    });
    const details = form('Dane konta');
    const name = within(details).getByRole('textbox', { name: 'Imię i nazwisko' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Jan Nowak');
    await userEvent.click(within(details).getByRole('button', { name: 'Zapisz dane' }));
    expect(await within(details).findByText('Podaj poprawny adres e-mail')).toBeTruthy();
    const [sent] = callsTo(requests, 'PUT', '/api/me');
    expect(await sent!.clone().json()).toEqual({
      name: 'Jan Nowak',
      email: 'klient@example.pl',
      phone: null,
      aftermarket_id: 'jan_klient',
    });
  });

  it('shows a requested new address as pending, and the field keeps the address in force', async () => {
    // The server keeps the request from now on, so the profile read after the save names it too.
    let stored = customerProfile();
    const { requests } = await openProfile({
      'GET /api/me': () => json(200, stored),
      'PUT /api/me': () => {
        stored = customerProfile({ pending_email: 'nowy.adres@example.pl' });
        return json(200, stored);
      },
    });
    const details = form('Dane konta');
    const email = within(details).getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nowy.adres@example.pl');
    await userEvent.click(within(details).getByRole('button', { name: 'Zapisz dane' }));

    expect(
      await within(details).findByText(
        'Wysłaliśmy link potwierdzający na adres nowy.adres@example.pl. Do czasu jego kliknięcia konto zachowuje obecny adres; link jest ważny 60 minut.',
      ),
    ).toBeTruthy();
    expect(email.value).toBe('klient@example.pl');
    const [sent] = callsTo(requests, 'PUT', '/api/me');
    expect(await sent!.clone().json()).toMatchObject({ email: 'nowy.adres@example.pl' });
  });

  it('names a pending address when the profile opens', async () => {
    await openProfile({}, customerProfile({ pending_email: 'czeka@example.pl' }));
    expect(
      within(form('Dane konta')).getByText(/Wysłaliśmy link potwierdzający na adres czeka@example\.pl\./),
    ).toBeTruthy();
  });

  it('requires a name before sending anything', async () => {
    const { requests } = await openProfile();
    const details = form('Dane konta');
    await userEvent.clear(within(details).getByRole('textbox', { name: 'Imię i nazwisko' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Zapisz dane' }));
    expect(within(details).getByText('Pole powinno być uzupełnione')).toBeTruthy();
    expect(callsTo(requests, 'PUT', '/api/me')).toHaveLength(0);
  });

  it('checks the NIP checksum as it is typed, and "Pobierz dane" fills in the company, its address and VAT status', async () => {
    const { requests } = await openProfile({
      'POST /api/me/vat-data': () =>
        json(200, {
          nip: '5260250274',
          name: 'Przykładowa Spółka z o.o.',
          street: 'ul. Świętokrzyska 12',
          postal_code: '00-916',
          city: 'Warszawa',
          country: 'PL',
          regon: null,
          vat_status: 'active',
        }),
    });
    const company = form('Dane firmy');
    await userEvent.click(within(company).getByRole('checkbox', { name: 'Kupuję jako firma' }));
    const nip = within(company).getByRole('textbox', { name: 'NIP' });
    await userEvent.type(nip, '526025027');
    expect(within(company).queryByText('Nieprawidłowy NIP')).toBeNull();
    await userEvent.type(nip, '5');
    expect(within(company).getByText('Nieprawidłowy NIP')).toBeTruthy();
    await userEvent.type(nip, '{Backspace}4');
    expect(within(company).queryByText('Nieprawidłowy NIP')).toBeNull();

    await userEvent.click(within(company).getByRole('button', { name: 'Pobierz dane' }));
    expect(await within(company).findByText('Czynny')).toBeTruthy();
    expect(within(company).getByRole<HTMLInputElement>('textbox', { name: 'Nazwa firmy' }).value).toBe(
      'Przykładowa Spółka z o.o.',
    );
    const address = form('Adres rozliczeniowy');
    expect(within(address).getByRole<HTMLInputElement>('textbox', { name: 'Ulica i numer' }).value).toBe(
      'ul. Świętokrzyska 12',
    );
    expect(await callsTo(requests, 'POST', '/api/me/vat-data')[0]!.clone().json()).toEqual({ nip: '5260250274' });
  });

  it('says when the registry is unavailable and leaves the fields editable', async () => {
    await openProfile(
      {
        'POST /api/me/vat-data': () =>
          json(503, { message: 'Wyszukiwanie firm po NIP jest niedostępne. Uzupełnij dane ręcznie.' }),
      },
      customerProfile({ is_company: true, nip: '5260250274', company_name: null }),
    );
    const company = form('Dane firmy');
    await userEvent.click(within(company).getByRole('button', { name: 'Pobierz dane' }));
    expect(await within(company).findByText(/Uzupełnij dane ręcznie/)).toBeTruthy();
    const name = within(company).getByRole<HTMLInputElement>('textbox', { name: 'Nazwa firmy' });
    await userEvent.type(name, 'Moja Firma');
    expect(name.value).toBe('Moja Firma');
  });

  it('the password popup: mismatch, then a loader while it runs, then it closes and toasts the server message', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = await openProfile({
      'POST /api/me/change-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień hasło' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(within(dialog).getAllByText('Pole powinno być uzupełnione')).toHaveLength(3);

    await userEvent.type(within(dialog).getByLabelText(/^Hasło/), 'Stare-haslo1');
    await userEvent.type(within(dialog).getByLabelText(/^Nowe hasło/), 'Nowe-haslo22');
    await userEvent.type(within(dialog).getByLabelText(/^Potwierdź nowe hasło/), 'Inne-haslo33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(within(dialog).getByText('Hasła nie pasują')).toBeTruthy();
    expect(callsTo(requests, 'POST', '/api/me/change-password')).toHaveLength(0);

    const confirmation = within(dialog).getByLabelText(/^Potwierdź nowe hasło/);
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Nowe-haslo22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Zmień hasło' })).toBeNull();
    answer(json(200, { message: 'Hasło zostało zmienione.' }));
    expect(await screen.findByText('Hasło zostało zmienione.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zmień hasło' })).toBeNull());
    expect(await callsTo(requests, 'POST', '/api/me/change-password')[0]!.clone().json()).toEqual({
      current_password: 'Stare-haslo1',
      password: 'Nowe-haslo22',
      password_confirmation: 'Nowe-haslo22',
    });
  });

  it('a wrong current password stays in the popup with the server’s message beside the field', async () => {
    await openProfile({
      'POST /api/me/change-password': () =>
        json(422, {
          message: 'Popraw zaznaczone pola.',
          errors: { current_password: ['Obecne hasło jest nieprawidłowe'] },
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień hasło' });
    await userEvent.type(within(dialog).getByLabelText(/^Hasło/), 'zle-haslo1');
    await userEvent.type(within(dialog).getByLabelText(/^Nowe hasło/), 'Nowe-haslo22');
    await userEvent.type(within(dialog).getByLabelText(/^Potwierdź nowe hasło/), 'Nowe-haslo22');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(dialog).findByText('Obecne hasło jest nieprawidłowe')).toBeTruthy();
    expect(await screen.findByText('Popraw zaznaczone pola.')).toBeTruthy();
  });
});

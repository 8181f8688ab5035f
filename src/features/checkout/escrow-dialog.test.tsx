import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { customerSession } from '../../test/domain-fixtures';
import { customerProfile, fullCart, seedCart } from '../../test/checkout-fixtures';
import { readCartCopy } from '../../platform/db/stores/cart/local-cart-copy';

const START = 'Rozpocznij transakcję';
const escrowCalls = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/escrow-transactions');

async function openEscrow(api: Routes = {}, profile = customerProfile()) {
  seedCart(fullCart({ mode: 'rent' }));
  const view = renderApp('/checkout', {
    session: customerSession,
    api: { 'GET /api/me': () => json(200, profile), ...api },
  });
  const open = await screen.findByRole('button', { name: 'Przejdź do transakcji Escrow' });
  await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję Regulamin/ }));
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Nowa transakcja Escrow' });
  return {
    ...view,
    dialog,
    login: within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Login w portalu Aftermarket' }),
  };
}

describe('the escrow popup', () => {
  it('is prefilled with the profile’s aftermarket login and says where to find it', async () => {
    const { dialog, login } = await openEscrow();
    expect(login.value).toBe('jan_klient');
    expect(within(dialog).getByText(/w menu Ustawienia/)).toBeTruthy();
    expect(login.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('requires the login: "Pole powinno być uzupełnione" and nothing is sent', async () => {
    const { dialog, login, requests } = await openEscrow({}, customerProfile({ aftermarket_id: null }));
    expect(login.value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: START }));
    expect(within(dialog).getByText('Pole powinno być uzupełnione')).toBeTruthy();
    expect(escrowCalls(requests)).toHaveLength(0);
  });

  it('shows loading while the request runs, then toasts the message, clears the domains and shows the success page', async () => {
    let answer: (response: Response) => void = () => {};
    const { dialog, requests, history } = await openEscrow({
      'POST /api/escrow-transactions': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const start = within(dialog).getByRole('button', { name: START });
    await userEvent.click(start);
    await userEvent.click(start);
    await waitFor(() => expect(start.getAttribute('data-pending')).toBe('true'));
    expect(escrowCalls(requests)).toHaveLength(1);
    expect(await escrowCalls(requests)[0]!.clone().json()).toEqual({
      aftermarket_id: 'jan_klient',
      items: [
        { id: 7, name: 'domena-7.pl', rent_price: 49 },
        { id: 8, name: 'domena-8.pl', rent_price: 20 },
      ],
    });
    answer(
      json(201, {
        message: 'Transakcja escrow została rozpoczęta.',
        transaction: {
          id: 1,
          status: 'sent',
          aftermarket_id: 'jan_klient',
          external_id: 'x',
          items: [],
          created_at: '2026-11-05T10:00:00Z',
        },
      }),
    );
    expect(await screen.findByText('Transakcja escrow została rozpoczęta.')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/order-received'));
    expect(history.location.search).toBe('?status=success');
    expect(await screen.findByText('Dziękujemy za złożenie zamówienia!')).toBeTruthy();
    await waitFor(() => expect(readCartCopy(window.localStorage).domains).toEqual([]));
    // Portals and publications are never leased, so they stay.
    expect(readCartCopy(window.localStorage).portals).toHaveLength(1);
    expect(readCartCopy(window.localStorage).publications).toHaveLength(1);
  });

  it('on a refusal shows the server’s message and leaves the cart and the login as they were', async () => {
    const refusal = {
      message: 'Te pozycje nie są już dostępne: domena-7.pl.',
      unavailable: [{ kind: 'domain', id: 7, name: 'domena-7.pl', reason: 'reserved' }],
    };
    const { dialog, login, history } = await openEscrow({ 'POST /api/escrow-transactions': () => json(409, refusal) });
    await userEvent.clear(login);
    await userEvent.type(login, 'inny_login');
    await userEvent.click(within(dialog).getByRole('button', { name: START }));
    // Beside the form and as a toast.
    await waitFor(() => expect(screen.getAllByText(refusal.message)).toHaveLength(2));
    expect(history.location.pathname).toBe('/checkout');
    expect(login.value).toBe('inny_login');
    expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual([7, 8]);
    expect(within(dialog).getByRole('button', { name: START }).getAttribute('data-pending')).toBeNull();
  });

  it('tells an account with an unconfirmed address why escrow is refused, and keeps the cart', async () => {
    const message =
      'Aby złożyć zamówienie, potwierdź swój adres e-mail: kliknij link z wiadomości, którą wysłaliśmy po założeniu konta.';
    const { dialog, history } = await openEscrow({
      'POST /api/escrow-transactions': () => json(403, { message, reason: 'email_unverified' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: START }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(history.location.pathname).toBe('/checkout');
    expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual([7, 8]);
  });

  it('shows a 422 message beside the login field', async () => {
    const { dialog } = await openEscrow({
      'POST /api/escrow-transactions': () =>
        json(422, {
          message: 'Popraw dane.',
          errors: { aftermarket_id: ['Nie ma takiego loginu w portalu Aftermarket'] },
        }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: START }));
    expect(await within(dialog).findByText('Nie ma takiego loginu w portalu Aftermarket')).toBeTruthy();
  });
});

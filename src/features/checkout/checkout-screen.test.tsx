import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { customerSession } from '../../test/domain-fixtures';
import { customerProfile, fullCart, placedOrder, seedCart } from '../../test/checkout-fixtures';
import { readCartCopy } from '../../platform/db/stores/cart/local-cart-copy';
import type { CartSnapshot } from '../../kernel/cart';

const REQUIRED = 'Pole powinno być uzupełnione';
const ORDER = 'Zamawiam z obowiązkiem zapłaty';

function renderCheckout(api: Routes = {}, cart: CartSnapshot = fullCart(), profile = customerProfile()) {
  seedCart(cart);
  const view = renderApp('/checkout', {
    session: customerSession,
    api: { 'GET /api/me': () => json(200, profile), ...api },
  });
  return view;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const orders = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/orders');

async function ready() {
  await screen.findByRole('button', { name: ORDER });
}

async function acceptConsents() {
  await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję Regulamin/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Żądam rozpoczęcia realizacji/ }));
}

/**
 * The order button pressed once against a server whose first answer is a 503 and whose later ones never come, up to
 * the moment the failure is shown.
 */
async function orderFailingOnce() {
  let calls = 0;
  const view = renderCheckout({
    'POST /api/orders': () =>
      ++calls === 1 ? json(503, { message: 'Serwer jest chwilowo niedostępny.' }) : new Promise<Response>(() => {}),
  });
  await ready();
  await acceptConsents();
  await userEvent.click(screen.getByRole('button', { name: ORDER }));
  expect(await screen.findAllByText('Serwer jest chwilowo niedostępny.')).not.toHaveLength(0);
  return view;
}

describe('the checkout form', () => {
  it('is prefilled from the profile and the address, and sums the order as net, VAT 23 % and gross', async () => {
    renderCheckout();
    await ready();
    expect(field('Imię i nazwisko').value).toBe('Jan Klient');
    expect(field('E-mail').value).toBe('klient@example.pl');
    expect(field('Ulica i numer').value).toBe('ul. Marszałkowska 10/4');
    expect(field('Kod pocztowy').value).toBe('00-590');
    expect(field('Miejscowość').value).toBe('Warszawa');
    const amounts = screen.getByLabelText('Kwoty zamówienia');
    const text = amounts.textContent.replace(/\s/g, ' ');
    expect(text).toContain('Razem netto3 700,00 zł');
    expect(text).toContain('VAT 23%851,00 zł');
    expect(text).toContain('Do zapłaty brutto4 551,00 zł');
    expect(
      within(screen.getByRole('list', { name: 'Publikacje sponsorowane' })).getByText(/3 × 100,00 zł/),
    ).toBeTruthy();
  });

  it('says "Pole powinno być uzupełnione" beside each empty required field and asks for both consents', async () => {
    const { requests } = renderCheckout();
    await ready();
    await userEvent.clear(field('Imię i nazwisko'));
    await userEvent.clear(field('Miejscowość'));
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(screen.getByText('Zaakceptuj regulamin, aby kontynuować')).toBeTruthy();
    expect(screen.getByText(/Zaznacz zgodę na rozpoczęcie realizacji/)).toBeTruthy();
    expect(document.activeElement).toBe(field('Imię i nazwisko'));
    expect(orders(requests)).toHaveLength(0);
  });

  it('asks a company for a NIP with a valid checksum, beside the field, and no consumer waiver', async () => {
    const { requests } = renderCheckout({ 'POST /api/orders': () => json(201, placedOrder(5)) });
    await ready();
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    expect(screen.queryByRole('checkbox', { name: /Żądam rozpoczęcia realizacji/ })).toBeNull();
    await userEvent.type(field('Nazwa firmy'), 'Klient sp. z o.o.');
    await userEvent.type(field('NIP'), '525-000-12-24');
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję Regulamin/ }));
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(field('NIP').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nieprawidłowy NIP')).toBeTruthy();
    expect(orders(requests)).toHaveLength(0);

    await userEvent.clear(field('NIP'));
    await userEvent.type(field('NIP'), 'PL 525-000-12-27');
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    await waitFor(() => expect(orders(requests)).toHaveLength(1));
    const body: unknown = await orders(requests)[0]!.clone().json();
    expect(body).toMatchObject({ buyer: { type: 'company', company_name: 'Klient sp. z o.o.', nip: '5250001227' } });
    expect(body).toHaveProperty('consents', { accept_terms: true });
  });
});

describe('placing the order', () => {
  it('sends one request with an Idempotency-Key however often it is pressed, then shows the order and empties the cart', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests, history } = renderCheckout({
      'POST /api/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await ready();
    await acceptConsents();
    const button = screen.getByRole('button', { name: ORDER });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.dblClick(button);
    expect(orders(requests)).toHaveLength(1);
    const request = orders(requests)[0]!;
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.clone().json()).toMatchObject({
      domains: [7, 8],
      portals: [3],
      publications: [
        { id: 4, publication_offer_id: 'permanent_publication', count: 3, link_type: 1, domenika_article: false },
      ],
      client_total: 4551,
      consents: { accept_terms: true, immediate_service: true },
    });
    answer(json(201, placedOrder(5)));
    await waitFor(() => expect(history.location.pathname + history.location.search).toBe('/order-received?order=5'));
    await waitFor(() => expect(readCartCopy(window.localStorage).domains).toEqual([]));
    expect(readCartCopy(window.localStorage).publications).toEqual([]);
    expect(window.sessionStorage.getItem('domenika.checkout.attempt')).toBeNull();
  });

  it('retries a failed request with the same key, so the server can answer with the order it may have made', async () => {
    const { requests } = await orderFailingOnce();
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    await waitFor(() => expect(orders(requests)).toHaveLength(2));
    const [first, second] = orders(requests);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it('sends a corrected buyer under a new key, since the server refuses a key replayed for another buyer', async () => {
    const { requests } = await orderFailingOnce();
    await userEvent.type(field('Telefon (opcjonalnie)'), '600100200');
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    await waitFor(() => expect(orders(requests)).toHaveLength(2));
    const [first, second] = orders(requests);
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it('names each unavailable item and removes them from the cart on request, keeping what was typed', async () => {
    const refusal = {
      message: 'Te pozycje nie są już dostępne: domena-7.pl, blog-4.pl.',
      unavailable: [
        { kind: 'domain', id: 7, name: 'domena-7.pl', reason: 'sold' },
        { kind: 'publication', id: 4, name: 'blog-4.pl', reason: 'deleted' },
      ],
    };
    renderCheckout({ 'POST /api/orders': () => json(409, refusal) });
    await ready();
    await userEvent.type(field('Telefon (opcjonalnie)'), '600100200');
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(await screen.findByText('domena-7.pl — już sprzedano')).toBeTruthy();
    expect(screen.getByText('blog-4.pl — wycofano z oferty')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń niedostępne z koszyka' }));
    await waitFor(() => expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual([8]));
    expect(readCartCopy(window.localStorage).publications).toEqual([]);
    expect(readCartCopy(window.localStorage).portals).toHaveLength(1);
    expect(field('Telefon (opcjonalnie)').value).toBe('600100200');
    expect(screen.getByRole('checkbox', { name: /Akceptuję Regulamin/ })).toHaveProperty('checked', true);
  });

  it('shows the server’s messages beside the fields on 422', async () => {
    renderCheckout({
      'POST /api/orders': () =>
        json(422, {
          message: 'Popraw dane.',
          errors: { 'buyer.email': ['Ten adres jest zablokowany'], discount_code: ['Kod wygasł'] },
        }),
    });
    await ready();
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(await screen.findByText('Ten adres jest zablokowany')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Kod wygasł')).toBeTruthy();
  });

  it('tells an account with an unconfirmed e-mail how to confirm it, sends a new link on request and keeps the cart', async () => {
    const message =
      'Aby złożyć zamówienie, potwierdź swój adres e-mail: kliknij link z wiadomości, którą wysłaliśmy po założeniu konta.';
    const { requests } = renderCheckout({
      'POST /api/orders': () => json(403, { message, reason: 'email_unverified' }),
      'POST /email/verification-notification': () =>
        json(200, { message: 'Wysłaliśmy nowy link weryfikacyjny. Sprawdź skrzynkę pocztową.' }),
    });
    await ready();
    await userEvent.type(field('Telefon (opcjonalnie)'), '600100200');
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(/Koszyk i wpisane dane czekają/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText('Wysłaliśmy nowy link weryfikacyjny. Sprawdź skrzynkę pocztową.')).toBeTruthy();
    expect(requests.filter((r) => new URL(r.url).pathname === '/email/verification-notification')).toHaveLength(1);
    expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual([7, 8]);
    expect(readCartCopy(window.localStorage).publications).toHaveLength(1);
    expect(field('Telefon (opcjonalnie)').value).toBe('600100200');
  });

  it('shows the limit on domains per order by itself, with no field to correct, and keeps the cart', async () => {
    const message =
      'Jedno zamówienie może objąć najwyżej 20 domen. Usuń z koszyka 1 domenę i złóż zamówienie ponownie.';
    renderCheckout({ 'POST /api/orders': () => json(422, { message, errors: { domains: [message] } }) });
    await ready();
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Popraw zaznaczone pola.')).toBeNull();
    expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual([7, 8]);
  });

  it('refreshes the cart’s prices when the server says they changed, without announcing anything as added', async () => {
    const domain8 = {
      id: 8,
      name: 'domena-8.pl',
      type: 1,
      status: 'available',
      description: null,
      price: 550,
      sale_price: 520,
      rent_price: 20,
      redirect_price: { '30': 5, '90': 12, '365': 40 },
      dfs_rating: 1,
      backlinks: 1,
      ref_domains: 1,
      max_visibility: 0,
      anchor_links: 0,
      tags: [],
      industries: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    renderCheckout({
      'POST /api/orders': () => json(409, { message: 'Ceny zmieniły się — odśwież koszyk', unavailable: [] }),
      'GET /api/domains/8': () => json(200, domain8),
      'GET /api/portals/3': () =>
        json(200, {
          id: 3,
          name: 'portal-3.pl',
          url: 'https://portal-3.pl',
          description: null,
          status: 'available',
          price: 2500,
          dfs_rating: 1,
          monthly_traffic: 1,
          ref_domains: 1,
          industries: [],
          created_at: '2026-01-01T00:00:00Z',
        }),
    });
    await ready();
    await acceptConsents();
    await userEvent.click(screen.getByRole('button', { name: ORDER }));
    expect(
      await screen.findByText(
        /^Ceny zmieniły się od chwili, gdy produkty trafiły do koszyka. Zaktualizowaliśmy ceny w koszyku/,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(readCartCopy(window.localStorage).portals[0]!.price).toBe(2500));
    const stored = readCartCopy(window.localStorage);
    expect(stored.domains.find((d) => d.id === 8)).toMatchObject({ price: 550, sale_price: 520 });
    expect(stored.redirects).toEqual([
      { id: 7, redirect_period: 30 },
      { id: 8, redirect_period: 30 },
    ]);
    // The entries were brought up to date, not added: no "Dodano do koszyka".
    expect(screen.queryByText('Dodano do koszyka')).toBeNull();
  });

  it('shows an empty cart with a way to the domains instead of the form', async () => {
    renderCheckout({}, { ...fullCart(), domains: [], portals: [], publications: [], redirects: [] });
    expect(await screen.findByText('Twój koszyk jest pusty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do listy domen' }).getAttribute('href')).toBe('/domain-list');
    expect(screen.queryByRole('button', { name: ORDER })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json } from '../../test/fake-api';
import { categoryRoutes, customerSession, domain, domainPage } from '../../test/domain-fixtures';
import { writeCartCopy } from '../../platform/db/stores/cart/local-cart-copy';
import { EMPTY_CART } from '../../kernel/cart';
import { cartDomainOf } from '../../kernel/cart-items';

const admin = {
  user: { id: 2, name: 'Anna Admin', email: 'admin@example.pl', privileges: ['admin'] },
  access_token: '2|a',
};

const storedDomains = () =>
  JSON.parse(window.localStorage.getItem('domenika.cart.domains') ?? '[]') as Array<{ id: number }>;

function renderList() {
  return renderApp('/domain-list', {
    session: customerSession,
    api: { ...categoryRoutes, 'GET /api/domains': () => json(200, domainPage([domain(1), domain(2), domain(3)])) },
  });
}

async function rowOf(name: string) {
  const link = await screen.findByRole('link', { name });
  return link.closest('tr')!;
}

describe('the header’s cart button', () => {
  it('shows the item count to a customer', async () => {
    renderApp('/orders', { session: customerSession });
    expect(await screen.findByRole('button', { name: 'Koszyk, 0 pozycji' })).toBeTruthy();
  });

  it('is not there for an administrator', async () => {
    renderApp('/check-details', { session: admin });
    await screen.findByRole('heading', { level: 1, name: 'Sprawdź szczegóły' });
    expect(screen.queryByRole('button', { name: /^Koszyk/ })).toBeNull();
  });

  it('counts the cart saved before the page was loaded', async () => {
    writeCartCopy(window.localStorage, {
      ...EMPTY_CART,
      domains: [cartDomainOf(domain(1)), cartDomainOf(domain(2))],
      redirects: [
        { id: 1, redirect_period: 30 },
        { id: 2, redirect_period: 30 },
      ],
      portals: [{ id: 4, name: 'motoblog.pl', price: 900 }],
      version: 3,
    });
    renderApp('/orders', { session: customerSession });
    expect(await screen.findByRole('button', { name: 'Koszyk, 3 pozycje' })).toBeTruthy();
  });
});

describe('toggling domains on the domain list', () => {
  it('adds a domain, changes its button and the count, and removes it again', async () => {
    renderList();
    const first = await rowOf('domena-1.pl');
    expect(screen.getByRole('columnheader', { name: 'Koszyk' })).toBeTruthy();
    const add = within(first).getByRole('button', { name: 'Dodaj do koszyka' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    expect(add.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(add);
    const remove = within(first).getByRole('button', { name: 'Usuń z koszyka' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Koszyk, 1 pozycja' })).toBeTruthy();
    expect(await screen.findByText('Dodano do koszyka')).toBeTruthy();
    await waitFor(() => expect(storedDomains().map((d) => d.id)).toEqual([1]));

    await userEvent.click(within(await rowOf('domena-3.pl')).getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(screen.getByRole('button', { name: 'Koszyk, 2 pozycje' })).toBeTruthy();

    await userEvent.click(remove);
    expect(within(first).getByRole('button', { name: 'Dodaj do koszyka' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Koszyk, 1 pozycja' })).toBeTruthy();
    await waitFor(() => expect(storedDomains().map((d) => d.id)).toEqual([3]));
  });

  it('adds the domain from its own page', async () => {
    renderApp('/domain-list/7', {
      session: customerSession,
      api: { 'GET /api/domains/7': () => json(200, domain(7)) },
    });
    await screen.findByRole('heading', { level: 1, name: 'domena-7.pl' });
    const add = screen.getByRole('button', { name: 'Dodaj do koszyka' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    expect(screen.getByRole('button', { name: 'Usuń z koszyka' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Koszyk, 1 pozycja' })).toBeTruthy();
  });

  it('empties the cart at once when the customer logs out', async () => {
    const { services } = renderApp('/orders', {
      session: customerSession,
      api: { 'POST /logout': () => new Response(null, { status: 204 }) },
    });
    await screen.findByRole('button', { name: 'Koszyk, 0 pozycji' });
    services.cartActor.send({ type: 'cart.toggleDomain', item: cartDomainOf(domain(1)) });
    await screen.findByRole('button', { name: 'Koszyk, 1 pozycja' });
    services.authActor.send({ type: 'auth.logout' });
    await waitFor(() => expect(services.cartActor.getSnapshot().context.snapshot.domains).toEqual([]));
    await waitFor(() => expect(window.localStorage.getItem('domenika.cart.domains')).toBeNull());
  });
});

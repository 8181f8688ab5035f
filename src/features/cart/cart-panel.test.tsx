import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { customerSession, domain } from '../../test/domain-fixtures';
import { readCartCopy, writeCartCopy } from '../../platform/db/stores/cart/local-cart-copy';
import { EMPTY_CART, type CartSnapshot } from '../../kernel/cart';
import { cartDomainOf } from '../../kernel/cart-items';
import { FREE_ORDER_MESSAGE } from '../../kernel/pricing';

// Buy mode: 800 (sale price) + 450 (sale price) + 2000 (portal) + 3 × 300 (publication) = 4150 zł net.
const saved: CartSnapshot = {
  ...EMPTY_CART,
  domains: [
    cartDomainOf(
      domain(1, {
        name: 'auto.pl',
        price: 1000,
        sale_price: 800,
        rent_price: 60,
        redirect_price: { '30': 30, '90': 78, '365': 270 },
      }),
    ),
    cartDomainOf(domain(2, { name: 'moto.pl', price: 500, sale_price: 450, rent_price: null, redirect_price: null })),
  ],
  redirects: [
    { id: 1, redirect_period: 30 },
    { id: 2, redirect_period: 30 },
  ],
  portals: [{ id: 4, name: 'motoblog.pl', price: 2000 }],
  publications: [
    {
      id: 9,
      publication_offer_id: 'permanent_publication',
      uuid: 'u-1',
      name: 'podroze.pl',
      price: 300,
      count: 3,
      link_type: 1,
      domenika_article: false,
    },
  ],
  version: 5,
};

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

async function openPanel(api: Routes = {}, cart: CartSnapshot = saved) {
  writeCartCopy(window.localStorage, cart);
  const view = renderApp('/orders', { session: customerSession, api });
  await userEvent.click(await screen.findByRole('button', { name: /^Koszyk, / }));
  const panel = await screen.findByRole('dialog', { name: 'Koszyk' });
  return { ...view, panel };
}

function amount(panel: HTMLElement, label: string): string | undefined {
  const summary = within(panel).getByRole('region', { name: 'Podsumowanie koszyka' });
  return text(within(summary).getByText(label).nextElementSibling!);
}

describe('the cart panel', () => {
  it('lists the items by kind and shows net, VAT 23 % and gross', async () => {
    const { panel } = await openPanel();
    expect(within(within(panel).getByRole('list', { name: 'Domeny' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByRole('list', { name: 'Portale' }).textContent).toContain('motoblog.pl');
    const publication = within(within(panel).getByRole('list', { name: 'Publikacje' })).getByRole('listitem');
    expect(text(publication)).toContain('× 3');
    expect(text(publication)).toContain('Follow');
    expect(within(panel).getByRole('radio', { name: 'Kupuję' })).toHaveProperty('checked', true);
    expect(amount(panel, 'Suma netto')).toBe('4 150,00 zł');
    expect(amount(panel, 'VAT 23%')).toBe('954,50 zł');
    expect(amount(panel, 'Do zapłaty brutto')).toBe('5 104,50 zł');
  });

  it('shows the monthly rent in rent mode and marks what cannot be leased', async () => {
    const { panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Dzierżawię' }));
    const domains = within(within(panel).getByRole('list', { name: 'Domeny' })).getAllByRole('listitem');
    expect(text(domains[0]!)).toContain('60,00 zł / mies.');
    expect(text(domains[1]!)).toContain('Niedostępna w dzierżawie');
    expect(within(panel).getByRole('list', { name: 'Portale' }).textContent).toContain(
      'Nie wchodzi do tego zamówienia',
    );
    // The spec's subtotal counts the whole cart; the note says what the lease itself costs (auto.pl: 800 zł net).
    const summary = within(panel).getByRole('region', { name: 'Podsumowanie koszyka' });
    expect(text(within(summary).getByText(/^Dzierżawa obejmuje tylko domeny/))).toContain('984,00 zł brutto');
    await waitFor(() => expect(readCartCopy(window.localStorage).mode).toBe('rent'));
  });

  it('switches to 301 and its period, pricing every domain at the chosen period', async () => {
    const { panel } = await openPanel();
    expect(within(panel).queryByRole('radiogroup', { name: 'Okres przekierowania' })).toBeNull();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Wynajmuję (301)' }));
    expect(within(panel).getByRole('radio', { name: '30 dni' })).toHaveProperty('checked', true);
    expect(amount(panel, 'Suma netto')).toBe('30,00 zł');
    await userEvent.click(within(panel).getByRole('radio', { name: '90 dni' }));
    expect(amount(panel, 'Suma netto')).toBe('78,00 zł');
    expect(amount(panel, 'Do zapłaty brutto')).toBe('95,94 zł');
    expect(
      within(within(panel).getByRole('list', { name: 'Domeny' })).getAllByRole('listitem')[1]!.textContent,
    ).toContain('Niedostępna w wynajmie 301');
    await waitFor(() =>
      expect(readCartCopy(window.localStorage).redirects.map((r) => r.redirect_period)).toEqual([90, 90]),
    );
  });

  it('removes one item, and clears everything only after confirmation', async () => {
    const { panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Usuń motoblog.pl' }));
    expect(within(panel).queryByRole('list', { name: 'Portale' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Koszyk, 3 pozycje', hidden: true })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Wyczyść koszyk' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Wyczyścić koszyk?' })).getByRole('button', {
        name: 'Anuluj',
      }),
    );
    expect(within(panel).getByRole('list', { name: 'Domeny' })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Wyczyść koszyk' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Wyczyść' }));
    expect(await within(panel).findByText('Koszyk jest pusty.')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('domenika.cart.domains')).toBeNull());
  });

  it('goes to the checkout and closes', async () => {
    const { panel, history } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Przejdź do kasy' }));
    await waitFor(() => expect(history.location.pathname).toBe('/checkout'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Koszyk' })).toBeNull());
  });

  it('says so when the cart is empty', async () => {
    const { panel } = await openPanel({}, EMPTY_CART);
    expect(within(panel).getByText('Koszyk jest pusty.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Przejdź do kasy' })).toBeNull();
  });

  it('keeps a code left in an emptied cart visible, so it can be removed', async () => {
    const code = { code: 'LATO10', product_type: 'all' as const, type: '1' as const, discount: 10 };
    const { panel } = await openPanel({}, { ...EMPTY_CART, discountCode: code });
    expect(within(panel).getByText('Koszyk jest pusty.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Usuń kod' }));
    await waitFor(() => expect(readCartCopy(window.localStorage).discountCode).toBeNull());
    expect(within(panel).queryByRole('group', { name: 'Kod rabatowy' })).toBeNull();
  });
});

describe('the discount code', () => {
  const codeRoute = (answer: () => Response): Routes => ({ 'GET /api/discount-codes/LATO': answer });

  async function tryCode(api: Routes, cart: CartSnapshot = saved) {
    const view = await openPanel(api, cart);
    const field = within(view.panel).getByRole('textbox', { name: 'Kod rabatowy' });
    await userEvent.type(field, 'LATO');
    await userEvent.click(within(view.panel).getByRole('button', { name: 'Zastosuj' }));
    return { ...view, field };
  }

  async function expectRefused(view: Awaited<ReturnType<typeof tryCode>>, message: string) {
    expect(await within(view.panel).findByText(message)).toBeTruthy();
    expect(view.field).toHaveProperty('value', 'LATO');
    expect(view.field.getAttribute('aria-invalid')).toBe('true');
    expect(amount(view.panel, 'Suma netto')).toBe('4 150,00 zł');
    expect(within(view.panel).queryByText('Rabat')).toBeNull();
    expect(view.services.cartActor.getSnapshot().context.snapshot.discountCode).toBeNull();
  }

  it('applies a valid code, shows the discount, and can be removed', async () => {
    const view = await tryCode(
      codeRoute(() => json(200, { code: 'LATO', product_type: 'all', type: '1', discount: 10, valid_until: null })),
    );
    expect(await within(view.panel).findByText('Kod rabatowy LATO')).toBeTruthy();
    // 10 % of the standard prices: 1000 + 500 + 2000 + 900 = 4400, so 440 off.
    expect(amount(view.panel, 'Suma netto')).toBe('4 400,00 zł');
    expect(amount(view.panel, 'Razem netto')).toBe('3 960,00 zł');
    await waitFor(() =>
      expect(readCartCopy(window.localStorage).discountCode).toMatchObject({ code: 'LATO', discount: 10 }),
    );
    await userEvent.click(within(view.panel).getByRole('button', { name: 'Usuń kod' }));
    expect(within(view.panel).getByRole('textbox', { name: 'Kod rabatowy' })).toBeTruthy();
    expect(amount(view.panel, 'Suma netto')).toBe('4 150,00 zł');
  });

  it('says an unknown code does not exist', async () => {
    const view = await tryCode(codeRoute(() => json(404, { message: 'Nie znaleziono.' })));
    await expectRefused(view, 'Nie ma takiego kodu rabatowego');
  });

  it('shows the server’s message for an expired or used-up code', async () => {
    const view = await tryCode(
      codeRoute(() => json(422, { message: 'Kod rabatowy wygasł.', errors: { code: ['Kod rabatowy wygasł.'] } })),
    );
    await expectRefused(view, 'Kod rabatowy wygasł.');
  });

  it('refuses a code for products that are not in the cart', async () => {
    const onlyDomains = { ...saved, portals: [], publications: [] };
    const view = await tryCode(
      codeRoute(() => json(200, { code: 'LATO', product_type: 'portal', type: '0', discount: 50, valid_until: null })),
      onlyDomains,
    );
    expect(await within(view.panel).findByText('Kod rabatowy nie dotyczy produktów w koszyku')).toBeTruthy();
    expect(view.field).toHaveProperty('value', 'LATO');
    expect(view.services.cartActor.getSnapshot().context.snapshot.discountCode).toBeNull();
  });

  it('refuses a code that would make the order free, as checkout does, and keeps the cart as it was', async () => {
    // 301 mode, 30 days: 30 zł for auto.pl; moto.pl has no redirect price. 50 zł off a domain would leave 0 zł.
    const redirectCart: CartSnapshot = { ...saved, mode: 'redirect', domains: [saved.domains[0]!], redirects: [] };
    const view = await tryCode(
      codeRoute(() => json(200, { code: 'LATO', product_type: 'domain', type: '0', discount: 50, valid_until: null })),
      redirectCart,
    );
    expect(await within(view.panel).findByText(FREE_ORDER_MESSAGE)).toBeTruthy();
    expect(view.field).toHaveProperty('value', 'LATO');
    expect(view.field.getAttribute('aria-invalid')).toBe('true');
    expect(amount(view.panel, 'Razem netto')).toBe('30,00 zł');
    expect(view.services.cartActor.getSnapshot().context.snapshot.discountCode).toBeNull();
  });

  it('warns beside an applied code once the cart it would make free is all that is left', async () => {
    const code = { code: 'LATO', product_type: 'domain' as const, type: '0' as const, discount: 50 };
    const { panel } = await openPanel(
      {},
      { ...saved, mode: 'redirect', domains: [saved.domains[0]!], discountCode: code },
    );
    expect(within(panel).getByRole('alert').textContent).toBe(FREE_ORDER_MESSAGE);
  });

  it('asks for a code before checking', async () => {
    const { panel, requests } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Zastosuj' }));
    expect(within(panel).getByText('Pole powinno być uzupełnione')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/api/discount-codes/'))).toBe(false);
  });
});

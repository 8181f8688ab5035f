import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/fake-api';
import { categoryRoutes, customerSession } from '../../../test/domain-fixtures';
import { publication, publicationPage } from '../../../test/portal-fixtures';

const rows = [
  publication(1, { name: 'Blog Podróżnika' }),
  publication(2, { name: 'Ciche Forum', price: { advertising_link: 80 }, link_types: [0] }),
];

async function openOrder(name: string) {
  const view = renderApp('/portals-publications', {
    session: customerSession,
    api: { ...categoryRoutes, 'GET /api/portals-publications': () => json(200, publicationPage(rows)) },
  });
  await userEvent.click(await screen.findByRole('button', { name: `Zamów publikację w portalu ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Zamów publikację — ${name}` });
  return { ...view, dialog };
}

/** The net total, the gross total and the unit price the popup shows, as text. */
function price(dialog: HTMLElement) {
  const summary = within(dialog).getByRole('region', { name: 'Cena' });
  const value = (label: RegExp) =>
    within(summary).getByText(label).closest('dt')?.nextElementSibling?.textContent?.replace(/\s/g, ' ');
  return { unit: value(/Cena za publikację netto/), net: value(/Razem netto/), gross: value(/Razem brutto/) };
}

describe('the publication order popup', () => {
  it('opens on the spec defaults: permanent publication, Follow, quantity 1, no add-on', async () => {
    const { dialog } = await openOrder('Blog Podróżnika');
    expect(within(dialog).getByRole('radio', { name: /Publikacja stała \(1 link\)/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Follow' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('textbox', { name: 'Ilość' })).toHaveProperty('value', '1');
    expect(within(dialog).getByRole('checkbox', { name: /Przygotowanie artykułu/ })).toHaveProperty('checked', false);
    // Only the types this portal sells are offered, with their prices.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Publikacja stała (1 link) — 499,00 zł',
      'Link reklamowy — 99,50 zł',
      'Publikacja ekonomiczna (ok. 12 miesięcy) — 250,00 zł',
      'Follow',
      'NoFollow',
    ]);
    expect(price(dialog)).toEqual({ unit: '499,00 zł', net: '499,00 zł', gross: '613,77 zł' });
  });

  it('follows the type, the add-on and the quantity in the price', async () => {
    const { dialog } = await openOrder('Blog Podróżnika');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Link reklamowy/ }));
    expect(price(dialog)).toEqual({ unit: '99,50 zł', net: '99,50 zł', gross: '122,39 zł' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Przygotowanie artykułu/ }));
    expect(price(dialog).unit).toBe('124,50 zł');
    const quantity = within(dialog).getByRole('textbox', { name: 'Ilość' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(price(dialog)).toEqual({ unit: '124,50 zł', net: '373,50 zł', gross: '459,41 zł' });
    expect(within(dialog).getByText(/Razem netto/).textContent).toMatch(/× 3/);
  });

  it('offers only the links the portal accepts, and its own type when it lacks the default', async () => {
    const { dialog } = await openOrder('Ciche Forum');
    expect(within(dialog).queryByRole('radio', { name: 'Follow' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'NoFollow' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: /Link reklamowy/ })).toHaveProperty('checked', true);
  });

  it.each([
    ['', 'Pole powinno być uzupełnione'],
    ['0', 'Wartość nie może być mniejsza niż 1'],
    ['2,5', 'Podaj liczbę całkowitą'],
    ['sto', 'Podaj liczbę'],
  ])('refuses the quantity "%s" with a message beside the field, and keeps the popup open', async (typed, message) => {
    const { dialog, services } = await openOrder('Blog Podróżnika');
    const quantity = within(dialog).getByRole('textbox', { name: 'Ilość' });
    await userEvent.clear(quantity);
    if (typed) await userEvent.type(quantity, typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity).toHaveProperty('value', typed);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(services.cartActor.getSnapshot().context.snapshot.publications).toEqual([]);
    // Fixing it clears the message at once.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).queryByText(message)).toBeNull();
  });

  it('adds the order ×3 with the add-on to the cart and closes', async () => {
    const { dialog, services } = await openOrder('Blog Podróżnika');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Przygotowanie artykułu/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'NoFollow' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Ilość' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj do koszyka' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(services.cartActor.getSnapshot().context.snapshot.publications).toHaveLength(1));
    const [entry] = services.cartActor.getSnapshot().context.snapshot.publications;
    // Vitest types its asymmetric matchers `any`; `unknown` lets one sit among the typed fields.
    const anyUuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(entry).toEqual({
      id: 1,
      publication_offer_id: 'permanent_publication',
      uuid: anyUuid,
      name: 'Blog Podróżnika',
      price: 499,
      count: 3,
      link_type: 0,
      domenika_article: true,
    });
    expect(await screen.findByText('Dodano do koszyka')).toBeTruthy();
  });

  it('adds the same offer twice as two entries, each with its own uuid', async () => {
    const { services } = await openOrder('Blog Podróżnika');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zamów publikację w portalu Blog Podróżnika' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj do koszyka' }));
    await waitFor(() => expect(services.cartActor.getSnapshot().context.snapshot.publications).toHaveLength(2));
    const [a, b] = services.cartActor.getSnapshot().context.snapshot.publications;
    expect(a!.uuid).not.toBe(b!.uuid);
  });

  it('keeps the choices when closed with Anuluj and reopened', async () => {
    const { dialog } = await openOrder('Blog Podróżnika');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Przygotowanie artykułu/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Zamów publikację w portalu Blog Podróżnika' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByRole('checkbox', { name: /Przygotowanie artykułu/ })).toHaveProperty('checked', true);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json, type Routes } from '../../../test/fake-api';
import { customerSession } from '../../../test/domain-fixtures';
import { portal } from '../../../test/portal-fixtures';
import type { Portal } from './portals-api';

function renderPortal(path: string, overrides: Partial<Portal> = {}, api: Routes = {}) {
  return renderApp(path, {
    session: customerSession,
    api: {
      'GET /api/portals/7': () =>
        json(200, portal(7, { name: 'Auto Świat', url: 'https://www.autoswiat.pl/', price: 12_345.67, ...overrides })),
      ...api,
    },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the portal page', () => {
  it('shows the portal, its figures and its price as net, VAT 23 % and gross', async () => {
    renderPortal('/portals/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Świat' })).toBeTruthy();
    const site = screen.getByRole('link', { name: 'www.autoswiat.pl (otwiera się w nowej karcie)' });
    expect(site.getAttribute('href')).toBe('https://www.autoswiat.pl/');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Porady i aktualności motoryzacyjne.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Branże' }).textContent).toBe('Motoryzacja');
    expect(screen.getByText('Ruch miesięcznie').nextElementSibling?.textContent).toMatch(/^120\s000$/);
    const prices = screen.getByRole('table', { name: /Cena portalu/ });
    expect(cells(within(prices).getByRole('row', { name: /Zakup portalu/ }))).toEqual([
      '12 345,67 zł',
      '2 839,50 zł',
      '15 185,17 zł',
    ]);
  });

  it('puts the portal into the cart and shows that it is there', async () => {
    const { services } = renderPortal('/portals/7');
    const add = await screen.findByRole('button', { name: 'Dodaj do koszyka' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    expect(await screen.findByRole('button', { name: 'Usuń z koszyka', pressed: true })).toBeTruthy();
    expect(services.cartActor.getSnapshot().context.snapshot.portals).toEqual([
      { id: 7, name: 'Auto Świat', price: 12_345.67 },
    ]);
  });

  it.each([
    ['reserved', 'Ten portal jest obecnie niedostępny: zarezerwowany.'],
    ['sold', 'Ten portal jest obecnie niedostępny: sprzedany.'],
  ] as const)('shows a %s portal with its status instead of the cart button', async (status, text) => {
    renderPortal('/portals/7', { status });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /koszyk/ })).toBeNull();
  });

  it('says in Polish that a sold or unknown portal is not there, with a way back', async () => {
    renderPortal(
      '/portals/8',
      {},
      { 'GET /api/portals/8': () => json(404, { message: 'Nie znaleziono portalu na sprzedaż.' }) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono portalu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy portali' }).getAttribute('href')).toBe('/portals');
  });

  it('offers the Sell block', async () => {
    renderPortal('/portals/7');
    expect(await screen.findByRole('button', { name: 'Sprzedaj domene/portal' })).toBeTruthy();
  });
});

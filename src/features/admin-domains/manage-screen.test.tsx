import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { adminDomain } from '../../test/domain-fixtures';
import { listPage } from '../../test/list-routes';
import { adminSession } from '../../test/sessions';

const domain = (id: number) =>
  adminDomain(id, {
    price: 1000 + id,
    sale_price: 900,
    rent_price: id % 2 === 0 ? 50 : null,
    tags: [{ id: 1, name: 'SEO' }],
  });

/** 60 domains, 30 a page, answered by page number like the server. */
function api(bulk: Routes[string] = () => json(200, { message: 'Zapisano zmiany', updated: 1 })): Routes {
  return {
    'GET /api/admin/domains': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const data = Array.from({ length: 30 }, (_, i) => domain((page - 1) * 30 + i + 1));
      return json(200, listPage(data, { current_page: page, last_page: 2, total: 60 }));
    },
    'GET /api/tags': () => json(200, { data: [{ id: 1, name: 'SEO', slug: 'seo', domains_count: 1 }] }),
    'GET /api/industries': () => json(200, { data: [] }),
    'POST /api/admin/domains/bulk-update': bulk,
  };
}

const price = (id: number) => screen.findByRole('textbox', { name: `Cena domeny domena-${id}.pl` });
const bar = () => screen.getByRole('region', { name: 'Niezapisane zmiany' });

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** The texts an input's `aria-describedby` points at, in order. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the domain management table', () => {
  it('marks an edited price, counts unsaved changes in Polish and keeps them across pages', async () => {
    renderApp('/manage', { session: adminSession, api: api() });
    await retype(await price(1), '1500');
    expect(within(bar()).getByRole('status').textContent).toBe('1\u00a0niezapisana zmiana');
    expect(screen.getByText(/^było: 1\s001,00\szł$/)).toBeTruthy();
    expect(describedBy(await price(1))).toEqual([expect.stringMatching(/^było: 1\s001,00\szł$/)]);

    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await retype(await price(31), '2000');
    await retype(await price(32), '2100,5');
    expect(within(bar()).getByRole('status').textContent).toBe('3\u00a0niezapisane zmiany');

    await userEvent.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    expect(((await price(1)) as HTMLInputElement).value).toBe('1500,00');
  });

  it('keeps an invalid amount as typed with a Polish message, and saves nothing until it is fixed', async () => {
    const { requests } = renderApp('/manage', { session: adminSession, api: api() });
    await retype(await price(1), '12,345');
    expect(screen.getByText('Podaj kwotę z najwyżej dwoma miejscami po przecinku')).toBeTruthy();
    // The cell is a plain input: it must still say it is invalid, and hand its message to a screen reader.
    const input = await price(1);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('Podaj kwotę z najwyżej dwoma miejscami po przecinku');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(screen.getByText(/Popraw albo cofnij nieprawidłowe wartości/)).toBeTruthy();
    expect(requests.some((r) => r.url.includes('bulk-update'))).toBe(false);
  });

  it("names each domain in its row's first cell: a link to its edit form, with its status and type beneath", async () => {
    renderApp('/manage', { session: adminSession, api: api() });
    const link = await screen.findByRole('link', { name: 'Edytuj domenę domena-1.pl' });
    expect(link.getAttribute('href')).toBe('/manage/1');
    const cell = link.closest('td')!;
    expect(cell.textContent).toBe('domena-1.plDostępna · Domenika SEO');
    const firstRow = within(screen.getByRole('table', { name: 'Wszystkie domeny' })).getAllByRole('row')[1]!;
    expect(firstRow.firstChild).toBe(cell);
  });

  it('shows the tags as a light button and opens the full picker when it is pressed', async () => {
    renderApp('/manage', { session: adminSession, api: api() });
    const cell = await screen.findByRole('button', { name: 'Tagi domeny domena-1.pl: SEO' });
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(cell);
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'SEO' }));
    // The list stays open while choosing; Escape closes it and the rest of the page is reachable again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button', { name: /Tagi domeny domena-1\.pl \(zmieniono\)/ }).textContent).toBe('brak');
    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toBe('1\u00a0niezapisana zmiana'));
  });

  it('sends every edit as one bulk update and empties the bar on success', async () => {
    const { requests } = renderApp('/manage', { session: adminSession, api: api() });
    await retype(await price(1), '1500');
    await retype(await screen.findByRole('textbox', { name: 'Cena dzierżawy domeny domena-2.pl' }), '');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Niezapisane zmiany' })).toBeNull());
    const sent = requests.filter((r) => r.url.endsWith('/api/admin/domains/bulk-update'));
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.clone().json()).toEqual({
      changes: [
        { id: 1, price: 1500, updateDomain: true },
        { id: 2, rent_price: null, updateDomain: true },
      ],
    });
    expect(await screen.findByText('Zapisano zmiany')).toBeTruthy();
  });

  it('on a refusal keeps every edit, marks the failing row and names it in the bar even from another page', async () => {
    const message = 'Cena nie może być niższa niż cena promocyjna (900,00 zł).';
    const refuse = () =>
      json(422, {
        message: 'Nie zapisano żadnej zmiany. Popraw 1 pozycję.',
        errors: { 'changes.0.price': [message] },
        failed: [{ index: 0, id: 1, name: 'domena-1.pl', errors: { price: [message] } }],
      });
    renderApp('/manage', { session: adminSession, api: api(refuse) });
    await retype(await price(1), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await retype(await price(31), '2000');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Zapisz zmiany' }));

    expect(await within(bar()).findByText('Nie zapisano żadnej zmiany. Popraw 1 pozycję.')).toBeTruthy();
    expect(within(bar()).getByText('domena-1.pl')).toBeTruthy();
    expect(within(bar()).getByRole('status').textContent).toBe('2\u00a0niezapisane zmiany');
    expect(((await price(31)) as HTMLInputElement).value).toBe('2000,00');

    await userEvent.click(within(bar()).getByRole('button', { name: 'Pokaż domena-1.pl w tabeli' }));
    const failing = await price(1);
    expect((failing as HTMLInputElement).value).toBe('1,00');
    expect(failing.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    const { history } = renderApp('/manage', { session: adminSession, api: api() });
    await retype(await price(1), '1500');
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Kategorie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Masz niezapisane zmiany' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));
    expect(history.location.pathname).toBe('/manage');
    expect(((await price(1)) as HTMLInputElement).value).toBe('1500,00');

    await userEvent.click(within(menu).getByRole('link', { name: 'Kategorie' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Opuść stronę' }));
    await waitFor(() => expect(history.location.pathname).toBe('/categories'));
  });

  it('asks before going back with unsaved edits, and goes back only when told to', async () => {
    const { history } = renderApp('/categories', { session: adminSession, api: api() });
    const menu = await screen.findByRole('navigation', { name: 'Menu główne' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Domeny' }));
    await retype(await price(1), '1500');
    // The browser's back button is outside the page: the field has been left by then.
    await userEvent.tab();
    act(() => history.go(-1));
    const dialog = await screen.findByRole('alertdialog', { name: 'Masz niezapisane zmiany' });
    expect(history.location.pathname).toBe('/manage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));
    expect(history.location.pathname).toBe('/manage');
    expect(((await price(1)) as HTMLInputElement).value).toBe('1500,00');

    act(() => history.go(-1));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Opuść stronę' }));
    await waitFor(() => expect(history.location.pathname).toBe('/categories'));
  });

  it('opens an older link with tags as a comma list, and writes the shared form from then on', async () => {
    const { requests, history } = renderApp('/manage?tags=1,2&orderby=name', { session: adminSession, api: api() });
    await price(1);
    const asked = requests.find((r) => new URL(r.url).pathname === '/api/admin/domains');
    const tags = [...new URL(asked!.url).searchParams].filter(([key]) => key.startsWith('tags'));
    expect(tags.map(([, id]) => id)).toEqual(['1', '2']);
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(history.location.search).toBe('?tags=1&tags=2&page=2&orderby=name'));
  });

  it('undoes one row and discards all edits after a confirmation', async () => {
    renderApp('/manage', { session: adminSession, api: api() });
    await retype(await price(1), '1500');
    await retype(await price(2), '1600');
    await userEvent.click(screen.getByRole('button', { name: 'Cofnij zmiany domeny domena-1.pl' }));
    expect(((await price(1)) as HTMLInputElement).value).toBe('1001,00');
    expect(within(bar()).getByRole('status').textContent).toBe('1\u00a0niezapisana zmiana');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Odrzuć zmiany' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odrzuć zmiany' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Niezapisane zmiany' })).toBeNull());
  });
});

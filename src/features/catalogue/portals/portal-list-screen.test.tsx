import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/fake-api';
import { categoryRoutes, customerSession } from '../../../test/domain-fixtures';
import { lastQuery, portal, portalPage } from '../../../test/portal-fixtures';

const threePortals = portalPage(
  [portal(1), portal(2, { industries: [], price: 999.99 }), portal(3, { status: 'reserved' })],
  { total: 3 },
);

function renderList(
  path: string,
  answer: (request: Request) => Response | Promise<Response> = () => json(200, threePortals),
) {
  return renderApp(path, { session: customerSession, api: { ...categoryRoutes, 'GET /api/portals': answer } });
}

/** The results table once its rows have arrived (the first test also waits for the lazy screen module). */
async function table() {
  await screen.findByRole('link', { name: 'Portal 1' });
  return screen.getByRole('table', { name: 'Portale i blogi na sprzedaż' });
}

const search = (requests: Request[]) => Object.fromEntries(lastQuery(requests, '/api/portals'));

describe('the portals for sale', () => {
  it('shows each portal with its address, industries, figures, net price and status, and counts them', async () => {
    renderList('/portals');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'Portal 1' }).getAttribute('href')).toBe('/portals/1');
    expect(first.textContent).toContain('portal-1.pl');
    expect(within(first).getByRole('cell', { name: 'Motoryzacja' })).toBeTruthy();
    expect(within(first).getByRole('cell', { name: /^120\s000$/ })).toBeTruthy();
    expect(within(first).getByRole('cell', { name: /^12\s500,00\szł$/ })).toBeTruthy();
    expect(within(first).getByRole('cell', { name: 'Dostępny' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('cell', { name: 'Brak' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Strony wyników' }).textContent).toMatch(/3\s+portale/);
  });

  it('asks the API for the search in the URL, and marks the sorted column', async () => {
    const { requests } = renderList(
      '/portals?name=auto&industries=2&dfs_rating=40&monthly_traffic=5000&orderby=price&order=asc&page=2',
    );
    await table();
    expect(search(requests)).toEqual({
      name: 'auto',
      'industries[0]': '2',
      dfs_rating: '40',
      monthly_traffic: '5000',
      orderby: 'price',
      order: 'asc',
      page: '2',
      per_page: '30',
    });
    expect(screen.getByRole('columnheader', { name: /Cena netto/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('narrows the request with each filter, one history entry per change, and sorts by a header', async () => {
    const { history, requests } = renderList('/portals', () =>
      json(200, portalPage([portal(1)], { total: 90, last_page: 3 })),
    );
    await table();
    const location = () => new URLSearchParams(history.location.search);

    await userEvent.type(screen.getByRole('textbox', { name: 'DFS co najmniej' }), '40');
    await userEvent.tab();
    await waitFor(() => expect(location().get('dfs_rating')).toBe('40'));
    expect(history.action).toBe('PUSH');

    await userEvent.type(screen.getByRole('textbox', { name: 'Ruch miesięcznie co najmniej' }), '10000');
    await userEvent.tab();
    await waitFor(() => expect(location().get('monthly_traffic')).toBe('10000'));

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj branżę' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Turystyka' }));
    await waitFor(() => expect(location().getAll('industries')).toEqual(['5']));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Nazwa lub adres portalu' }), 'moto');
    await waitFor(() => expect(location().get('name')).toBe('moto'));
    expect(history.action).toBe('REPLACE');

    await userEvent.click(screen.getByRole('button', { name: 'Ruch / mies.' }));
    await waitFor(() => expect(location().get('orderby')).toBe('monthly_traffic'));
    // A quantity sorts the highest first, which is the default order, so it is not in the URL.
    expect(location().get('order')).toBeNull();

    await waitFor(() =>
      expect(search(requests)).toEqual({
        name: 'moto',
        'industries[0]': '5',
        dfs_rating: '40',
        monthly_traffic: '10000',
        orderby: 'monthly_traffic',
        order: 'desc',
        page: '1',
        per_page: '30',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(search(requests).page).toBe('2'));
    act(() => history.go(-1));
    expect(location().get('page')).toBeNull();
  });

  it('adds an available portal to the cart and takes it out again; a reserved one has no button', async () => {
    const { services } = renderList('/portals');
    const rows = within(await table()).getAllByRole('row');
    const add = within(rows[1]!).getByRole('button', { name: 'Dodaj do koszyka' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    await waitFor(() =>
      expect(services.cartActor.getSnapshot().context.snapshot.portals).toEqual([
        { id: 1, name: 'Portal 1', price: 12_500 },
      ]),
    );
    const remove = within(rows[1]!).getByRole('button', { name: 'Usuń z koszyka' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(remove);
    await waitFor(() => expect(services.cartActor.getSnapshot().context.snapshot.portals).toEqual([]));
    expect(within(rows[3]!).queryByRole('button', { name: /koszyk/ })).toBeNull();
    expect(within(rows[3]!).getByRole('cell', { name: 'Zarezerwowany' })).toBeTruthy();
  });
});

describe('the states besides the table', () => {
  it('says when nothing matches, and clears the filters but keeps the order', async () => {
    const { history } = renderList('/portals?dfs_rating=99&orderby=name&order=asc', () =>
      json(200, portalPage([], { total: 0 })),
    );
    expect(await screen.findByText('Nie znaleziono portali spełniających wybrane kryteria.')).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Wyniki wyszukiwania' });
    await userEvent.click(within(results).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(history.location.search).toBe('?orderby=name&order=asc'));
  });

  it('says in Polish when the list failed, and tries again', async () => {
    let calls = 0;
    renderList('/portals', () => {
      calls += 1;
      return calls === 1 ? json(503, { message: 'Usługa chwilowo niedostępna.' }) : json(200, threePortals);
    });
    expect(await screen.findByText(/Nie udało się wczytać listy portali\. Usługa chwilowo niedostępna\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
  });
});

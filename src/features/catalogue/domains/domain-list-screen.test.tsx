import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/fake-api';
import { categoryRoutes, customerSession, domain, domainPage, lastSearch } from '../../../test/domain-fixtures';

const threeDomains = domainPage([domain(1), domain(2, { rent_price: null }), domain(3)], { total: 3 });

function renderList(
  path: string,
  answer: (request: Request) => Response | Promise<Response> = () => json(200, threeDomains),
) {
  return renderApp(path, { session: customerSession, api: { ...categoryRoutes, 'GET /api/domains': answer } });
}

/** The results table once its rows have arrived (the first test also waits for the lazy screen module). */
async function table() {
  await screen.findByRole('link', { name: 'domena-1.pl' });
  return screen.getByRole('table', { name: 'Wyniki wyszukiwania domen' });
}

afterEach(() => vi.useRealTimers());

describe('the domain list', () => {
  it('shows each domain with its net prices, a link to its page and the count', async () => {
    renderList('/domain-list');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('link', { name: 'domena-1.pl' }).getAttribute('href')).toBe('/domain-list/1');
    expect(within(rows[1]!).getByRole('cell', { name: /^1\s234,50\szł$/ })).toBeTruthy();
    expect(within(rows[2]!).getByRole('cell', { name: 'brak dzierżawy' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Cena netto/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Strony wyników' }).textContent).toMatch(/3\s+domeny/);
  });

  it('asks the API for the search in the URL, the menu links included', async () => {
    const { requests } = renderList(
      '/domain-list?type=1&dfs_rating=40&industries=2&industries=5&orderby=price&order=asc',
    );
    await table();
    expect(Object.fromEntries(lastSearch(requests))).toEqual({
      'industries[0]': '2',
      'industries[1]': '5',
      type: '1',
      dfs_rating: '40',
      page: '1',
      per_page: '30',
      orderby: 'price',
      order: 'asc',
    });
    expect(screen.getByRole('columnheader', { name: /Cena netto/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it.each([
    [1, false, /^1\s+domena$/],
    [25, false, /^25\s+domen$/],
    [10_000, true, /^10\s000\+\s+domen$/],
  ])('counts %i results in Polish', async (total, capped, text) => {
    renderList('/domain-list', () =>
      json(200, domainPage([domain(1)], { total, total_is_capped: capped, last_page: 400 })),
    );
    await table();
    expect(within(screen.getByRole('navigation', { name: 'Strony wyników' })).getByRole('status').textContent).toMatch(
      text,
    );
  });
});

describe('the filters write the search into the URL', () => {
  it('one history entry per change: type, DFS minimum, industry, sort and page', async () => {
    const { history, requests } = renderList('/domain-list', () =>
      json(200, domainPage([domain(1)], { total: 90, last_page: 3 })),
    );
    await table();
    const location = () => new URLSearchParams(history.location.search);

    await userEvent.click(screen.getByRole('radio', { name: 'Domenika SEO' }));
    await waitFor(() => expect(location().get('type')).toBe('1'));
    expect(history.action).toBe('PUSH');

    const dfsFrom = screen.getByRole('textbox', { name: 'DFS od' });
    await userEvent.type(dfsFrom, '40');
    await userEvent.tab();
    await waitFor(() => expect(location().get('dfs_rating')).toBe('40'));

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj branżę' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Turystyka' }));
    await waitFor(() => expect(location().getAll('industries')).toEqual(['5']));
    expect(screen.getByRole('row', { name: /Turystyka/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Domena' }));
    await waitFor(() => expect(location().get('orderby')).toBe('name'));
    expect(location().get('order')).toBe('asc');

    await userEvent.click(await screen.findByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(location().get('page')).toBe('2'));
    await waitFor(() => expect(lastSearch(requests).get('page')).toBe('2'));
    expect(Object.fromEntries(lastSearch(requests))).toMatchObject({
      type: '1',
      dfs_rating: '40',
      'industries[0]': '5',
      orderby: 'name',
    });

    // Back walks the search: page 1 again, with everything else kept.
    act(() => history.go(-1));
    expect(location().get('page')).toBeNull();
    expect(location().get('orderby')).toBe('name');
  });

  it('removes an industry chip on its own', async () => {
    const { history } = renderList('/domain-list?industries=2&industries=5');
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń Motoryzacja' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).getAll('industries')).toEqual(['5']));
  });

  it('follows typing in the name after a pause, replacing the history entry', async () => {
    const { history, requests } = renderList('/domain-list?type=2');
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nazwa domeny' }), 'sklep');
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('name')).toBe('sklep'));
    expect(history.action).toBe('REPLACE');
    await waitFor(() => expect(lastSearch(requests).get('name')).toBe('sklep'));
    // One search for the whole word, not one per letter.
    expect(requests.filter((r) => new URL(r.url).searchParams.get('name')?.startsWith('skl'))).toHaveLength(1);
  });
});

describe('the states besides the table', () => {
  it('says when nothing matches, and clears the filters', async () => {
    const { history } = renderList('/domain-list?type=3&dfs_rating=99', () => json(200, domainPage([], { total: 0 })));
    expect(await screen.findByText('Nie znaleziono domen spełniających wybrane kryteria.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const results = screen.getByRole('region', { name: 'Wyniki wyszukiwania' });
    await userEvent.click(within(results).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('says in Polish when the search failed, and tries again', async () => {
    let calls = 0;
    renderList('/domain-list', () => {
      calls += 1;
      return calls === 1 ? json(503, { message: 'Usługa chwilowo niedostępna.' }) : json(200, threeDomains);
    });
    expect(await screen.findByText(/Nie udało się wczytać listy domen\. Usługa chwilowo niedostępna\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
  });

  it('keeps the previous rows dimmed while the next page loads, and says so when it takes long', async () => {
    renderList('/domain-list', (request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? new Promise<Response>(() => {})
        : json(200, domainPage([domain(1)], { total: 60, last_page: 2 })),
    );
    const results = await table();
    // From here the clock is ours (the query's notifications run on setTimeout too, hence the small steps).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(within(results).getByRole('link', { name: 'domena-1.pl' })).toBeTruthy();
    expect(screen.queryByText('Wyszukiwanie trwa dłużej niż zwykle…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Wyszukiwanie trwa dłużej niż zwykle…')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'domena-1.pl' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json } from '../../../test/fake-api';
import { categoryRoutes, customerSession } from '../../../test/domain-fixtures';
import { lastQuery, publication, publicationPage } from '../../../test/portal-fixtures';

const LIST = '/api/portals-publications';
type Answer = (request: Request) => Response | Promise<Response>;

/** 45 portals in pages of 30: page 2 holds the last 15. */
const paged: Answer = (request) => {
  const page = Number(new URL(request.url).searchParams.get('page'));
  const ids = page === 1 ? Array.from({ length: 30 }, (_, i) => i + 1) : Array.from({ length: 15 }, (_, i) => i + 31);
  return json(
    200,
    publicationPage(
      ids.map((id) => publication(id)),
      { current_page: page, last_page: 2, total: 45 },
    ),
  );
};

function renderList(path: string, answer: Answer = paged, extra: Record<string, Answer> = {}) {
  return renderApp(path, { session: customerSession, api: { ...categoryRoutes, [`GET ${LIST}`]: answer, ...extra } });
}

async function table() {
  await screen.findByText('Blog 1');
  return screen.getByRole('table', { name: 'Portale oferujące publikacje sponsorowane' });
}

const rowNames = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the publication list', () => {
  it('shows each portal with its offers, net prices and accepted links', async () => {
    renderList('/portals-publications');
    const first = within(await table()).getAllByRole('row')[1]!;
    expect(first.textContent).toMatch(/Stała:\s499,00\szł/);
    expect(first.textContent).toMatch(/Link reklamowy:\s99,50\szł/);
    expect(within(first).getByRole('cell', { name: 'Follow, NoFollow' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'blog-1.pl (otwiera się w nowej karcie)' })).toBeTruthy();
    expect(screen.getByText(/^Pokazano 30 z 45\sportali$/)).toBeTruthy();
  });

  it('appends the next page on "Pokaż więcej", and a new filter replaces the list from page 1', async () => {
    const { requests, history } = renderList('/portals-publications');
    const results = await table();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    await waitFor(() => expect(within(results).getAllByRole('row')).toHaveLength(46));
    expect(rowNames(results).slice(28, 32)).toEqual(['Blog 29', 'Blog 30', 'Blog 31', 'Blog 32']);
    expect(lastQuery(requests, LIST).get('page')).toBe('2');
    expect(screen.getByText(/^Pokazano 45 z 45\sportali$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(screen.getByText('To już wszystkie wyniki.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'NoFollow' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('link_type')).toBe('0'));
    await waitFor(() => expect(lastQuery(requests, LIST).get('link_type')).toBe('0'));
    expect(lastQuery(requests, LIST).get('page')).toBe('1');
    await waitFor(() => expect(within(results).getAllByRole('row')).toHaveLength(31));
  });

  it('narrows the request by the publication type, the price range and the link', async () => {
    const { requests, history } = renderList('/portals-publications');
    await table();
    await userEvent.click(screen.getByRole('button', { name: /Rodzaj publikacji/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Link reklamowy' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('offer')).toBe('advertising_link'));
    await userEvent.type(screen.getByRole('textbox', { name: /Cena publikacji netto \(zł\) od/ }), '100');
    await userEvent.tab();
    await userEvent.type(screen.getByRole('textbox', { name: /Cena publikacji netto \(zł\) do/ }), '500');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('radio', { name: 'Follow' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(requests, LIST))).toEqual({
        offer: 'advertising_link',
        price_min: '100',
        price_max: '500',
        link_type: '1',
        orderby: 'created_at',
        order: 'desc',
        page: '1',
        per_page: '30',
      }),
    );
  });

  it('exports the filtered list under the name the server gives', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:publikacje');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = renderList('/portals-publications?offer=economic_publication', paged, {
      [`GET ${LIST}/export`]: () =>
        // A string body: jsdom's Blob is not one Node's Response can read.
        new Response('xlsx', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="publikacje-2026-11-22.xlsx"' },
        }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do Excela' }));
    await waitFor(() => expect(saved).toEqual(['publikacje-2026-11-22.xlsx']));
    expect(lastQuery(requests, `${LIST}/export`).get('offer')).toBe('economic_publication');
    expect(await screen.findByText('Pobrano plik publikacje-2026-11-22.xlsx')).toBeTruthy();
  });

  it('says in Polish when the export failed', async () => {
    renderList('/portals-publications', paged, {
      [`GET ${LIST}/export`]: () => json(422, { message: 'Zbyt wiele wyników do eksportu.', errors: {} }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do Excela' }));
    expect(await screen.findByText('Nie udało się wyeksportować listy. Zbyt wiele wyników do eksportu.')).toBeTruthy();
  });

  it('keeps the shown rows when the next page fails, says so, and tries again from the same button', async () => {
    let failNext = true;
    renderList('/portals-publications', (request) => {
      if (new URL(request.url).searchParams.get('page') === '2' && failNext) {
        failNext = false;
        return json(503, { message: 'Usługa chwilowo niedostępna.' });
      }
      return paged(request);
    });
    const results = await table();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(
      await screen.findByText('Nie udało się wczytać kolejnych wyników. Usługa chwilowo niedostępna.'),
    ).toBeTruthy();
    expect(within(results).getAllByRole('row')).toHaveLength(31);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    await waitFor(() => expect(within(results).getAllByRole('row')).toHaveLength(46));
    expect(screen.queryByText(/Nie udało się wczytać kolejnych wyników/)).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderList('/portals-publications?price_max=1', () => json(200, publicationPage([], { total: 0 })));
    expect(await screen.findByText('Nie znaleziono portali spełniających wybrane kryteria.')).toBeTruthy();
  });
});

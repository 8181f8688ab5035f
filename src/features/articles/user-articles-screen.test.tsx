import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { expectStatusFilterKept, listByStatus } from '../../test/list-routes';
import { customerSession } from '../../test/sessions';
import { ARTICLE_LIMITS } from '../../kernel/article-submission';
import type { Schemas } from '../../contract/types';

function article(id: number, changes: Partial<Schemas['UserArticle']> = {}): Schemas['UserArticle'] {
  return {
    id,
    title: null,
    status: 'awaiting_content',
    portal: { id: 3, name: 'Ogrodowy Blog' },
    order_id: 50,
    order_item_id: 60,
    publication_offer_id: 'permanent_publication_premium',
    link_type: 1,
    domenika_article: false,
    max_links: 3,
    links: [],
    content: null,
    notes: null,
    file_name: null,
    file_size: null,
    published_url: null,
    rejection_reason: null,
    created_at: '2026-01-05T10:30:00Z',
    updated_at: '2026-01-05T10:30:00Z',
    ...changes,
  };
}

const ARTICLES = [
  article(4),
  article(3, { domenika_article: true, publication_offer_id: 'permanent_publication', max_links: 1 }),
  article(2, {
    status: 'published',
    title: 'Jak wybrać domenę',
    link_type: 0,
    links: [{ url: 'https://sklep.pl', anchor: 'sklep' }],
    published_url: 'https://ogrodowy.pl/jak-wybrac-domene',
  }),
  article(1, { status: 'rejected', title: 'Za krótki', rejection_reason: 'Tekst ma mniej niż 500 słów.' }),
];

/** The customer's publications, filtered by status like the server, and each one by id. */
function api(all = ARTICLES): Routes {
  return {
    'GET /api/me/user-articles': listByStatus(all),
    'GET /api/me/user-articles/limits': () => json(200, ARTICLE_LIMITS),
    ...Object.fromEntries(all.map((a) => [`GET /api/me/user-articles/${a.id}`, () => json(200, a)])),
  };
}

describe('Moje publikacje', () => {
  it('lists every publication with its portal, offer, link type and status, and what goes with the status', async () => {
    renderApp('/user-articles', { session: customerSession, api: api() });
    const table = await screen.findByRole('table', { name: 'Moje publikacje' });
    // The table shows its header before the page arrives; the first publication's link says the rows are in.
    await within(table).findByRole('link', { name: 'Publikacja nr 4' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('link', { name: 'Publikacja nr 4' }).getAttribute('href')).toBe(
      '/user-articles/4',
    );
    expect(rows[1]!.textContent).toContain('Ogrodowy Blog');
    expect(rows[1]!.textContent).toContain('Publikacja stała premium (do 3 linków)');
    expect(rows[1]!.textContent).toContain('Follow');
    expect(rows[1]!.textContent).toContain('Oczekuje na treść');
    expect(rows[2]!.textContent).toContain('Artykuł przygotowuje Domenika');
    const live = within(rows[3]!).getByRole('link', { name: /Zobacz artykuł/ });
    expect(live.getAttribute('href')).toBe('https://ogrodowy.pl/jak-wybrac-domene');
    expect(rows[3]!.textContent).toContain('NoFollow');
    expect(rows[3]!.textContent).toContain('Opublikowany');
    expect(rows[4]!.textContent).toContain('Odrzucony');
    expect(rows[4]!.textContent).toContain('Powód: Tekst ma mniej niż 500 słów.');
  });

  it('keeps the status filter in the URL and asks the server for that status', async () => {
    const { history, requests } = renderApp('/user-articles', { session: customerSession, api: api() });
    await expectStatusFilterKept(
      { user: userEvent.setup(), history, requests },
      { table: 'Moje publikacje', path: '/api/me/user-articles' },
      { label: 'Opublikowany', status: 'published', rows: 2 },
    );
  });

  it('points an account without publications to the catalogue of publications', async () => {
    renderApp('/user-articles', { session: customerSession, api: api([]) });
    const link = await screen.findByRole('link', { name: 'Zamów publikację sponsorowaną' });
    expect(link.getAttribute('href')).toBe('/portals-publications');
    expect(screen.getByText('Nie masz jeszcze opłaconych publikacji sponsorowanych.')).toBeTruthy();
  });

  it('says an article Domenika writes needs nothing from the customer, and shows no form', async () => {
    renderApp('/user-articles/3', { session: customerSession, api: api() });
    await screen.findByText(/artykuł napisze dla Ciebie zespół Domeniki/);
    expect(screen.queryByRole('button', { name: 'Wyślij artykuł' })).toBeNull();
  });

  it('shows the limits before a file is chosen and checks the form before sending anything', async () => {
    // The picker's `accept` would hide the wrong file; a drop or another browser does not, so the form checks it.
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = renderApp('/user-articles/4', { session: customerSession, api: api() });
    await screen.findByRole('heading', { name: 'Wyślij artykuł' });
    expect(screen.getByText('Dozwolone formaty: .docx, .odt, .html, .txt. Największy plik: 10 MB.')).toBeTruthy();
    expect(screen.getByText('Ta publikacja mieści do 3 linków.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Wyślij artykuł' }));
    expect(await screen.findByText('Wklej treść artykułu')).toBeTruthy();
    expect(screen.getByLabelText('Tytuł artykułu').getAttribute('aria-invalid')).toBe('true');

    // "Dodaj link" up to the offer's three, each removable while more than one is left.
    const add = screen.getByRole('button', { name: 'Dodaj link' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByLabelText('Adres strony (link 3)')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Usuń link 3' }));
    expect(screen.queryByLabelText('Adres strony (link 3)')).toBeNull();

    await user.click(screen.getByText('Dołączam plik'));
    const file = screen.getByLabelText('Plik z artykułem');
    await user.upload(file, new File(['%PDF'], 'artykul.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij artykuł' }));
    expect(await screen.findByText('Dozwolone formaty: .docx, .odt, .html, .txt')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

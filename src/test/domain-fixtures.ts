import type { Domain, DomainPage } from '../features/catalogue/domains/domains-api';
import { json, type Routes } from './fake-api';

/** A signed-in customer, as the app saves the session. */
export const customerSession = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|c',
};

/** A domain as GET /api/domains answers it; prices are net PLN. */
export function domain(id: number, overrides: Partial<Domain> = {}): Domain {
  return {
    id,
    name: `domena-${id}.pl`,
    type: 1,
    status: 'available',
    description: null,
    price: 1234.5,
    sale_price: 1200,
    rent_price: 99,
    redirect_price: { '30': 10, '90': 25, '365': 80 },
    dfs_rating: 40,
    backlinks: 1200,
    ref_domains: 80,
    max_visibility: 3.5,
    anchor_links: 15,
    tags: [],
    industries: [],
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

/** A page of results. */
export function domainPage(rows: Domain[], meta: Partial<Omit<DomainPage, 'data'>> = {}): DomainPage {
  return {
    current_page: 1,
    per_page: 30,
    last_page: 1,
    total: rows.length,
    total_is_capped: false,
    data: rows,
    ...meta,
  };
}

/** The filter options every catalogue screen loads. */
export const categoryRoutes: Routes = {
  'GET /api/tags': () => json(200, { data: [{ id: 3, name: 'Krótka', slug: 'krotka', domains_count: 5 }] }),
  'GET /api/industries': () =>
    json(200, {
      data: [
        { id: 2, name: 'Motoryzacja', slug: 'motoryzacja', domains_count: 5, portals_count: 1 },
        { id: 5, name: 'Turystyka', slug: 'turystyka', domains_count: 3, portals_count: 0 },
      ],
    }),
};

/** The query the app sent in its last domain search. */
export function lastSearch(requests: Request[]): URLSearchParams {
  const searches = requests.filter((r) => new URL(r.url).pathname === '/api/domains');
  return new URL(searches[searches.length - 1]!.url).searchParams;
}

import type { Domain, DomainPage } from '../features/catalogue/domains/domains-api';
import { json, type Routes } from './fake-api';
import { lastQuery, listPage } from './list-routes';

export { customerSession } from './sessions';

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

/** A domain as the admin screens show it: few links, no rent or redirect prices. */
export function adminDomain(id: number, overrides: Partial<Domain> = {}): Domain {
  return domain(id, {
    rent_price: null,
    redirect_price: null,
    dfs_rating: 10,
    backlinks: 100,
    ref_domains: 20,
    max_visibility: 1.5,
    anchor_links: 3,
    ...overrides,
  });
}

/** A page of results. */
export const domainPage: (rows: Domain[], meta?: Partial<Omit<DomainPage, 'data'>>) => DomainPage = listPage;

/** Filter options with nothing to choose from. */
export const noCategoryRoutes: Routes = {
  'GET /api/tags': () => json(200, { data: [] }),
  'GET /api/industries': () => json(200, { data: [] }),
};

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
  return lastQuery(requests, '/api/domains');
}

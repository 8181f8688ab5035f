import type { Portal, PortalPage } from '../features/catalogue/portals/portals-api';
import type { PortalPublication, PortalPublicationPage } from '../features/catalogue/portals/publications-api';
import type { OrderablePortal } from '../kernel/publication-order';
import { listPage } from './list-routes';

/** A portal for sale as GET /api/portals answers it; the price is net PLN. */
export function portal(id: number, overrides: Partial<Portal> = {}): Portal {
  return {
    id,
    name: `Portal ${id}`,
    url: `https://portal-${id}.pl`,
    description: 'Porady i aktualności motoryzacyjne.',
    status: 'available',
    price: 12_500,
    dfs_rating: 45,
    monthly_traffic: 120_000,
    ref_domains: 830,
    industries: [{ id: 2, name: 'Motoryzacja' }],
    created_at: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

export const portalPage: (rows: Portal[], meta?: Partial<Omit<PortalPage, 'data'>>) => PortalPage = listPage;

/** A portal offering publications as GET /api/portals-publications answers it; prices are net PLN. */
export function publication(id: number, overrides: Partial<PortalPublication> = {}): PortalPublication {
  const price = overrides.price ?? { permanent_publication: 499, advertising_link: 99.5, economic_publication: 250 };
  return {
    id,
    name: `Blog ${id}`,
    url: `https://blog-${id}.pl`,
    description: null,
    dfs_rating: 38,
    monthly_traffic: 54_000,
    ref_domains: 410,
    industries: [{ id: 5, name: 'Turystyka' }],
    link_types: [0, 1],
    permanent_publication: price.permanent_publication ?? null,
    advertising_link: price.advertising_link ?? null,
    economic_publication: price.economic_publication ?? null,
    permanent_publication_premium: price.permanent_publication_premium ?? null,
    article_addon_price: 25,
    created_at: '2026-01-05T10:00:00Z',
    ...overrides,
    price,
  };
}

export const publicationPage: (
  rows: PortalPublication[],
  meta?: Partial<Omit<PortalPublicationPage, 'data'>>,
) => PortalPublicationPage = listPage;

export { lastQuery } from './list-routes';

/** A portal whose publication popup offers two offers and both link types. */
export const autoBlog: OrderablePortal = {
  id: 7,
  name: 'Auto Blog',
  price: { permanent_publication: 499, advertising_link: 99 },
  link_types: [0, 1],
};

/** A portal whose popup offers only an advertising link without follow. */
export const forum: OrderablePortal = { id: 8, name: 'Ciche Forum', price: { advertising_link: 80 }, link_types: [0] };

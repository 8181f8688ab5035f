import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database, PortalsTable } from '../db/tables';
import type { QueryOf, Schemas } from '../../src/contract/types';
import { toGrosze, toPln, toPlnOrNull } from '../../src/kernel/money';
import { ARTICLE_ADDON_PRICE } from '../../src/kernel/pricing';
import { containsPattern } from './like-pattern';
import { pagingOf, readPage } from './pagination';

export type PortalRow = Selectable<PortalsTable>;
type PortalSelect = SelectQueryBuilder<Database, 'portals', object>;
type OfferId = Schemas['PublicationOfferId'];
type PortalFilters = Omit<QueryOf<'listPortals'>, 'page' | 'per_page' | 'orderby' | 'order'>;
export type PublicationQuery = Omit<QueryOf<'listPortalPublications'>, 'page' | 'per_page'>;
type PortalSort = Pick<QueryOf<'listPortals'>, 'orderby' | 'order'>;
type Paged<Q> = Q & { page?: number; per_page?: number };

/** The publication offers, in the order the product lists them. */
export const OFFER_IDS: readonly OfferId[] = [
  'permanent_publication',
  'advertising_link',
  'economic_publication',
  'permanent_publication_premium',
];

// LEAST skips nulls, so this is the cheapest offer the portal has (null only when it has none).
const CHEAPEST_OFFER = sql<number>`least(portals.permanent_publication, portals.advertising_link, portals.economic_publication, portals.permanent_publication_premium)`;

function commonFilters(db: Db, filters: PortalFilters): PortalSelect {
  let query: PortalSelect = db.selectFrom('portals');
  const name = filters.name?.trim();
  if (name) {
    const pattern = containsPattern(name);
    query = query.where((eb) => eb.or([eb('portals.name', 'ilike', pattern), eb('portals.url', 'ilike', pattern)]));
  }
  const industries = filters.industries;
  if (industries?.length) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('portal_industries')
          .select('portal_industries.portal_id')
          .whereRef('portal_industries.portal_id', '=', 'portals.id')
          .where('portal_industries.industry_id', 'in', industries),
      ),
    );
  }
  if (filters.dfs_rating !== undefined) query = query.where('portals.dfs_rating', '>=', filters.dfs_rating);
  if (filters.monthly_traffic !== undefined)
    query = query.where('portals.monthly_traffic', '>=', filters.monthly_traffic);
  return query;
}

/** Portals and blogs for sale: a sale price and status available. */
export function filterPortalsForSale(db: Db, filters: PortalFilters): PortalSelect {
  return commonFilters(db, filters).where('portals.price', 'is not', null).where('portals.status', '=', 'available');
}

/** The price a publication filter and sort use: the chosen offer's, or the cheapest one's. */
function publicationPrice(offer?: OfferId) {
  return offer ? sql.ref<number>(`portals.${offer}`) : CHEAPEST_OFFER;
}

/**
 * Portals with at least one publication offer, whatever their own sale status (selling the portal does not stop
 * its publications). `offer` keeps portals selling that offer, and the price range applies to it.
 */
export function filterPublications(db: Db, filters: Omit<PublicationQuery, 'orderby' | 'order'>): PortalSelect {
  let query = commonFilters(db, filters).where(CHEAPEST_OFFER, 'is not', null);
  if (filters.offer) query = query.where(`portals.${filters.offer}`, 'is not', null);
  if (filters.link_type !== undefined)
    query = query.where(sql<boolean>`${filters.link_type}::smallint = any(portals.link_types)`);
  const price = publicationPrice(filters.offer);
  if (filters.price_min !== undefined) query = query.where(price, '>=', toGrosze(filters.price_min));
  if (filters.price_max !== undefined) query = query.where(price, '<=', toGrosze(filters.price_max));
  return query;
}

/** Orders portals; `price` is the sale price or the publication price. The id keeps equal values in place. */
export function sortPortals<O>(
  query: SelectQueryBuilder<Database, 'portals', O>,
  sort: PortalSort,
  price = sql.ref<number>('portals.price'),
) {
  const direction = sort.order ?? 'desc';
  const expressions = {
    created_at: sql.ref('portals.created_at'),
    name: sql`portals.name collate polish`,
    price,
    dfs_rating: sql.ref('portals.dfs_rating'),
    monthly_traffic: sql.ref('portals.monthly_traffic'),
  };
  return query.orderBy(expressions[sort.orderby ?? 'created_at'], direction).orderBy('portals.id', direction);
}

async function industriesOf(db: Db, ids: number[]): Promise<Map<number, Schemas['CategoryRef'][]>> {
  const map = new Map<number, Schemas['CategoryRef'][]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('portal_industries')
    .innerJoin('industries', 'industries.id', 'portal_industries.industry_id')
    .select(['portal_industries.portal_id as owner', 'industries.id', 'industries.name'])
    .where('portal_industries.portal_id', 'in', ids)
    .orderBy(sql`industries.name collate polish`)
    .execute();
  for (const { owner, id, name } of rows) map.set(owner, [...(map.get(owner) ?? []), { id, name }]);
  return map;
}

/** Portal resources, in the order of `rows`. */
export async function toPortals(db: Db, rows: PortalRow[]): Promise<Schemas['Portal'][]> {
  const industries = await industriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    status: row.status as Schemas['Portal']['status'],
    price: toPln(row.price ?? 0),
    dfs_rating: row.dfs_rating,
    monthly_traffic: row.monthly_traffic,
    ref_domains: row.ref_domains,
    industries: industries.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
  }));
}

/** PortalPublication resources: `price` holds only the offers the portal sells, the flat fields null the rest. */
export async function toPortalPublications(db: Db, rows: PortalRow[]): Promise<Schemas['PortalPublication'][]> {
  const industries = await industriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const price: Schemas['PublicationPrices'] = {};
    for (const offer of OFFER_IDS) {
      const value = row[offer];
      if (value !== null) price[offer] = toPln(value);
    }
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      description: row.description,
      dfs_rating: row.dfs_rating,
      monthly_traffic: row.monthly_traffic,
      ref_domains: row.ref_domains,
      industries: industries.get(row.id) ?? [],
      link_types: row.link_types.map(Number) as Schemas['LinkType'][],
      price,
      permanent_publication: toPlnOrNull(row.permanent_publication),
      advertising_link: toPlnOrNull(row.advertising_link),
      economic_publication: toPlnOrNull(row.economic_publication),
      permanent_publication_premium: toPlnOrNull(row.permanent_publication_premium),
      article_addon_price: toPln(ARTICLE_ADDON_PRICE),
      created_at: row.created_at.toISOString(),
    };
  });
}

// Counts the filtered rows, then reads and maps one page of them.
async function page<R>(
  db: Db,
  filtered: PortalSelect,
  query: { page?: number; per_page?: number },
  rowsOf: (offset: number, limit: number) => Promise<PortalRow[]>,
  map: (db: Db, rows: PortalRow[]) => Promise<R[]>,
) {
  const { rows, meta } = await readPage(db, filtered, pagingOf(query), rowsOf);
  return { ...meta, data: await map(db, rows) };
}

/** A PortalPage of portals for sale. */
export function listPortalPage(db: Db, query: Paged<PortalFilters & PortalSort>): Promise<Schemas['PortalPage']> {
  const filtered = filterPortalsForSale(db, query);
  const rowsOf = (offset: number, limit: number) =>
    sortPortals(filtered.selectAll('portals'), query).limit(limit).offset(offset).execute();
  return page(db, filtered, query, rowsOf, toPortals);
}

/** The filtered, sorted publication rows from `offset`; the export reads them without a page size. */
export function publicationRows(db: Db, query: PublicationQuery, offset: number, limit: number): Promise<PortalRow[]> {
  const filtered = filterPublications(db, query);
  return sortPortals(filtered.selectAll('portals'), query, publicationPrice(query.offer))
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A PortalPublicationPage. */
export function listPublicationPage(db: Db, query: Paged<PublicationQuery>): Promise<Schemas['PortalPublicationPage']> {
  const rowsOf = (offset: number, limit: number) => publicationRows(db, query, offset, limit);
  return page(db, filterPublications(db, query), query, rowsOf, toPortalPublications);
}

/** One portal for sale, or undefined. */
export async function loadPortalForSale(db: Db, id: number): Promise<Schemas['Portal'] | undefined> {
  const row = await filterPortalsForSale(db, {}).selectAll('portals').where('portals.id', '=', id).executeTakeFirst();
  return row ? (await toPortals(db, [row]))[0] : undefined;
}

/** One portal offering publications, or undefined. */
export async function loadPublication(db: Db, id: number): Promise<Schemas['PortalPublication'] | undefined> {
  const row = await filterPublications(db, {}).selectAll('portals').where('portals.id', '=', id).executeTakeFirst();
  return row ? (await toPortalPublications(db, [row]))[0] : undefined;
}

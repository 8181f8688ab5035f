import type { DomainListRequest } from '../server/services/domains';

export interface DomainCombination {
  /** Short name in the results table. */
  label: string;
  endpoint: 'customer' | 'admin';
  /** The query string, typed as the handler receives it; missing values take openapi.yaml's defaults on both paths. */
  query: DomainListRequest;
}

// Seeded ids: tags and industries are inserted in vocabulary order (seed/vocabulary.ts), so id = index + 1.
const TAG_POLISH_LINKS = 4;
const INDUSTRY_MOTORING = 1;
const INDUSTRY_FINANCE = 3;

/**
 * Twenty filter and sort combinations of the two domain lists, chosen to cover each kind of search: defaults,
 * each type, each metric's minimum (thresholds near the 90th percentile of the seeded data, so they narrow the list
 * to a few per cent), ranges, name search (a common and a rare fragment), one tag, two industries, combined filters,
 * every sort column in at least one direction (name, price and created_at in both), a deep page, the administrators'
 * 1000-row page and their status filter.
 */
export const DOMAIN_COMBINATIONS: DomainCombination[] = [
  { label: 'defaults (newest first)', endpoint: 'customer', query: {} },
  { label: 'type 1, oldest first', endpoint: 'customer', query: { type: 1, orderby: 'created_at', order: 'asc' } },
  { label: 'type 2, name A–Z', endpoint: 'customer', query: { type: 2, orderby: 'name', order: 'asc' } },
  { label: 'type 3, price high–low', endpoint: 'customer', query: { type: 3, orderby: 'price', order: 'desc' } },
  {
    label: 'DR ≥ 70, DR high–low',
    endpoint: 'customer',
    query: { dfs_rating: 70, orderby: 'dfs_rating', order: 'desc' },
  },
  { label: 'backlinks ≥ 2000, newest', endpoint: 'customer', query: { backlinks: 2000 } },
  {
    label: 'ref. domains ≥ 100, price low–high',
    endpoint: 'customer',
    query: { ref_domains: 100, orderby: 'price', order: 'asc' },
  },
  {
    label: 'visibility ≥ 20, visibility high–low',
    endpoint: 'customer',
    query: { max_visibility: 20, orderby: 'max_visibility', order: 'desc' },
  },
  {
    label: 'anchor links ≥ 500, anchors low–high',
    endpoint: 'customer',
    query: { anchor_links: 500, orderby: 'anchor_links', order: 'asc' },
  },
  {
    label: 'DR 30–50 and backlinks 100–1000, backlinks high–low',
    endpoint: 'customer',
    query: {
      dfs_rating: 30,
      dfs_rating_max: 50,
      backlinks: 100,
      backlinks_max: 1000,
      orderby: 'backlinks',
      order: 'desc',
    },
  },
  { label: 'name "auto", newest', endpoint: 'customer', query: { name: 'auto' } },
  {
    label: 'name "kawa-zakopane" (rare), price low–high',
    endpoint: 'customer',
    query: { name: 'kawa-zakopane', orderby: 'price', order: 'asc' },
  },
  {
    label: 'one tag, ref. domains high–low',
    endpoint: 'customer',
    query: { tags: [TAG_POLISH_LINKS], orderby: 'ref_domains', order: 'desc' },
  },
  {
    label: 'two industries, newest',
    endpoint: 'customer',
    query: { industries: [INDUSTRY_MOTORING, INDUSTRY_FINANCE] },
  },
  {
    label: 'type 1, DR ≥ 40, tag, industry, price low–high',
    endpoint: 'customer',
    query: {
      type: 1,
      dfs_rating: 40,
      tags: [TAG_POLISH_LINKS],
      industries: [INDUSTRY_FINANCE],
      orderby: 'price',
      order: 'asc',
    },
  },
  { label: 'lease price low–high', endpoint: 'customer', query: { orderby: 'rent_price', order: 'asc' } },
  { label: 'lease price high–low', endpoint: 'customer', query: { orderby: 'rent_price', order: 'desc' } },
  { label: 'page 100, price low–high', endpoint: 'customer', query: { page: 100, orderby: 'price', order: 'asc' } },
  {
    label: 'admin: 1000 per page, name Z–A',
    endpoint: 'admin',
    query: { per_page: 1000, orderby: 'name', order: 'desc' },
  },
  {
    label: 'admin: status sold, price high–low',
    endpoint: 'admin',
    query: { status: 'sold', orderby: 'price', order: 'desc' },
  },
];

import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { portalSnapshot, type SeededPortal } from '../test/catalogue-fixtures';
import type { Schemas } from '../../src/contract/types';

type Params = Record<string, string | number | number[]>;
interface Row {
  id: number;
  name: string;
  url: string;
  [key: string]: unknown;
}

const OFFERS = [
  'permanent_publication',
  'advertising_link',
  'economic_publication',
  'permanent_publication_premium',
] as const;

let server: TestServer;
let token: string;
let portals: SeededPortal[];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.customerToken();
  portals = await portalSnapshot(server.ctx.db);
});
afterAll(() => server.close());

async function list(url: string, params: Params) {
  const response = await server.request({
    method: 'GET',
    url: `${url}?${qs.stringify(params, { arrayFormat: 'brackets' })}`,
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Row[]; total: number; last_page: number }>();
}

async function listAll(url: string, params: Params): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const body = await list(url, { ...params, page, per_page: 200 });
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
const offersOf = (p: SeededPortal) => OFFERS.map((o) => p[o]).filter((v): v is number => v !== null);
const cheapest = (p: SeededPortal) => Math.min(...offersOf(p));

describe('portals for sale', () => {
  const forSale = () => portals.filter((p) => p.price !== null && p.status === 'available');
  const cases: Array<{ label: string; params: Params; keep: (p: SeededPortal) => boolean }> = [
    { label: 'no filter', params: {}, keep: () => true },
    {
      label: 'name or address',
      params: { name: 'PORTAL' },
      keep: (p) => /portal/i.test(p.name) || /portal/i.test(p.url),
    },
    { label: 'address only', params: { name: '.com.pl' }, keep: (p) => p.url.includes('.com.pl') },
    { label: 'industries', params: { industries: [1, 2] }, keep: (p) => p.industries.some((i) => i === 1 || i === 2) },
    { label: 'dfs_rating minimum', params: { dfs_rating: 45 }, keep: (p) => p.dfs_rating >= 45 },
    { label: 'monthly_traffic minimum', params: { monthly_traffic: 50_000 }, keep: (p) => p.monthly_traffic >= 50_000 },
  ];

  it.each(cases)('filters by $label like a count over the seeded rows', async ({ params, keep }) => {
    const expected = forSale().filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await listAll('/api/portals', params))).toEqual(ids(expected));
  });

  it('sorts by price both ways and shows the price in PLN', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const rows = await listAll('/api/portals', { orderby: 'price', order });
      const prices = rows.map((r) => r.price as number);
      expect(prices).toEqual([...prices].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
    const first = forSale()[0]!;
    const response = await server.request({ method: 'GET', url: `/api/portals/${first.id}`, token });
    expect(response.json()).toMatchObject({ id: first.id, price: first.price! / 100, url: first.url });
  });

  it('answers 404 for a portal that is not for sale', async () => {
    const notForSale = portals.find((p) => p.price === null)!;
    const sold = portals.find((p) => p.status === 'sold' && p.price !== null);
    for (const p of [notForSale, sold].filter(Boolean)) {
      const response = await server.request({ method: 'GET', url: `/api/portals/${p!.id}`, token });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('portals offering publications', () => {
  const offering = () => portals.filter((p) => offersOf(p).length > 0);
  const cases: Array<{ label: string; params: Params; keep: (p: SeededPortal) => boolean }> = [
    { label: 'no filter', params: {}, keep: () => true },
    {
      label: 'offer',
      params: { offer: 'permanent_publication_premium' },
      keep: (p) => p.permanent_publication_premium !== null,
    },
    { label: 'link type Follow', params: { link_type: 1 }, keep: (p) => p.link_types.includes(1) },
    { label: 'cheapest offer from', params: { price_min: 300 }, keep: (p) => cheapest(p) >= 30_000 },
    { label: 'cheapest offer up to', params: { price_max: 250.5 }, keep: (p) => cheapest(p) <= 25_050 },
    {
      label: 'chosen offer price range',
      params: { offer: 'advertising_link', price_min: 100, price_max: 600 },
      keep: (p) => p.advertising_link !== null && p.advertising_link >= 10_000 && p.advertising_link <= 60_000,
    },
    {
      label: 'name, industries and minimums',
      params: { name: 'o', industries: [3, 4, 5, 6], dfs_rating: 30, monthly_traffic: 5_000 },
      keep: (p) =>
        (/o/i.test(p.name) || p.url.includes('o')) &&
        p.industries.some((i) => i >= 3 && i <= 6) &&
        p.dfs_rating >= 30 &&
        p.monthly_traffic >= 5_000,
    },
  ];

  it.each(cases)('filters by $label like a count over the seeded rows', async ({ params, keep }) => {
    const expected = offering().filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    if (Object.keys(params).length > 0) expect(expected.length).toBeLessThan(offering().length);
    expect(ids(await listAll('/api/portals-publications', params))).toEqual(ids(expected));
  });

  it('shows only the offers a portal sells, the flat prices and the add-on price', async () => {
    const partial = offering().find((p) => p.advertising_link === null)!;
    const response = await server.request({ method: 'GET', url: `/api/portals-publications/${partial.id}`, token });
    const body = response.json<Schemas['PortalPublication']>();
    expect(body.price).not.toHaveProperty('advertising_link');
    expect(body.advertising_link).toBeNull();
    expect(body.price.permanent_publication).toBe(partial.permanent_publication! / 100);
    expect(body.permanent_publication).toBe(partial.permanent_publication! / 100);
    expect(body).toMatchObject({ link_types: partial.link_types, article_addon_price: 25 });
    const none = portals.find((p) => offersOf(p).length === 0)!;
    expect(
      (await server.request({ method: 'GET', url: `/api/portals-publications/${none.id}`, token })).statusCode,
    ).toBe(404);
  });

  it('sorts by the cheapest offer, or by the chosen offer', async () => {
    const cheapestFirst = await listAll('/api/portals-publications', { orderby: 'price', order: 'asc' });
    const lowest = cheapestFirst.map((r) => Math.min(...Object.values(r.price as Record<string, number>)));
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const premium = await listAll('/api/portals-publications', {
      orderby: 'price',
      order: 'desc',
      offer: 'permanent_publication_premium',
    });
    const prices = premium.map((r) => r.permanent_publication_premium as number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byName = await listAll('/api/portals-publications', { orderby: 'name', order: 'asc' });
    const names = byName.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });
});

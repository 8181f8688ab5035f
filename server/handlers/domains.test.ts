import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { domainSnapshot, metricThresholds, type SeededDomain } from '../test/catalogue-fixtures';
import type { Schemas } from '../../src/contract/types';
import type { PageBody } from '../test/page-body';

type Params = Record<string, string | number | number[]>;
interface DomainBody {
  id: number;
  name: string;
  status: string;
  [key: string]: unknown;
}
type PageOfDomains = PageBody<DomainBody>;

let server: TestServer;
let token: string;
let all: SeededDomain[];
let available: SeededDomain[];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.customerToken();
  all = await domainSnapshot(server.ctx.db);
  available = all.filter((d) => d.status === 'available');
});
afterAll(() => server.close());

async function search(params: Params, url = '/api/domains') {
  const response = await server.request({
    method: 'GET',
    url: `${url}?${qs.stringify(params, { arrayFormat: 'brackets' })}`,
    token,
  });
  return { status: response.statusCode, body: response.json<PageOfDomains>() };
}

/** Every page of a search, in order. */
async function searchAll(params: Params): Promise<DomainBody[]> {
  const rows: DomainBody[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await search({ ...params, page, per_page: 200 });
    expect(status).toBe(200);
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}

const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('customer domain search', () => {
  it('lists only available domains, newest first, 30 a page by default', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body).toMatchObject({ current_page: 1, per_page: 30, total: available.length, total_is_capped: false });
    expect(body.last_page).toBe(Math.ceil(available.length / 30));
    const expected = [...available].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
    expect(body.data.map((d) => d.id)).toEqual(expected.slice(0, 30).map((d) => d.id));
    expect(body.data.every((d) => d.status === 'available')).toBe(true);
  });

  it('answers prices in PLN and the redirect prices as one object, or null when a period is missing', async () => {
    const withRedirect = available.find((d) => d.redirect_price_30 !== null)!;
    const without = available.find((d) => d.redirect_price_30 === null)!;
    for (const seeded of [withRedirect, without]) {
      const response = await server.request({ method: 'GET', url: `/api/domains/${seeded.id}`, token });
      expect(response.statusCode).toBe(200);
      const body = response.json<Schemas['Domain']>();
      expect(body.price).toBe(seeded.price / 100);
      expect(body.sale_price).toBe(seeded.sale_price / 100);
      expect(body.rent_price).toBe(seeded.rent_price === null ? null : seeded.rent_price / 100);
      expect(body.redirect_price).toEqual(
        seeded.redirect_price_30 === null
          ? null
          : {
              '30': seeded.redirect_price_30 / 100,
              '90': seeded.redirect_price_90! / 100,
              '365': seeded.redirect_price_365! / 100,
            },
      );
      expect(idsOf(body.tags)).toEqual([...seeded.tags].sort((a, b) => a - b));
      expect(idsOf(body.industries)).toEqual([...seeded.industries].sort((a, b) => a - b));
    }
  });
});

describe('every filter narrows the list on the server, matching a count over the seeded rows', () => {
  const cases: Array<{ label: string; params: () => Params; keep: (d: SeededDomain) => boolean }> = [];
  const t = () => metricThresholds(available);
  const tagPair = () => [2, 5];
  cases.push(
    {
      label: 'name (a substring, any letter case)',
      params: () => ({ name: 'AUTO' }),
      keep: (d) => d.name.includes('auto'),
    },
    {
      label: 'tags (any of them)',
      params: () => ({ tags: tagPair() }),
      keep: (d) => d.tags.some((id) => tagPair().includes(id)),
    },
    {
      label: 'industries (any of them)',
      params: () => ({ industries: [1, 3] }),
      keep: (d) => d.industries.some((id) => id === 1 || id === 3),
    },
    { label: 'type 1', params: () => ({ type: 1 }), keep: (d) => d.type === 1 },
    { label: 'type 2', params: () => ({ type: 2 }), keep: (d) => d.type === 2 },
    { label: 'type 3', params: () => ({ type: 3 }), keep: (d) => d.type === 3 },
    { label: 'type 0 (all)', params: () => ({ type: 0 }), keep: () => true },
  );
  for (const metric of ['dfs_rating', 'backlinks', 'ref_domains', 'max_visibility', 'anchor_links'] as const) {
    cases.push(
      { label: `${metric} minimum`, params: () => ({ [metric]: t()[metric] }), keep: (d) => d[metric] >= t()[metric] },
      {
        label: `${metric}_max`,
        params: () => ({ [`${metric}_max`]: t()[metric] }),
        keep: (d) => d[metric] <= t()[metric],
      },
    );
  }
  cases.push({
    label: 'a range combined with an industry and a type',
    params: () => ({ dfs_rating: 10, dfs_rating_max: 40, industries: [1, 2, 3, 4, 5], type: 1 }),
    keep: (d) => d.dfs_rating >= 10 && d.dfs_rating <= 40 && d.type === 1 && d.industries.some((id) => id <= 5),
  });

  it.each(cases)('$label', async ({ params, keep }) => {
    const expected = available.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    if (keep !== cases.find((c) => c.label === 'type 0 (all)')!.keep)
      expect(expected.length).toBeLessThan(available.length);
    const rows = await searchAll(params());
    expect(idsOf(rows)).toEqual(idsOf(expected));
    const { body } = await search(params());
    expect(body.total).toBe(expected.length);
  });

  it('takes a literal % in the name as text, not as a wildcard', async () => {
    const { body } = await search({ name: '%' });
    expect(body.total).toBe(0);
  });

  it('reads array parameters in the indexed and repeated-key forms too', async () => {
    const expected = available.filter((d) => d.tags.includes(2) || d.tags.includes(7)).length;
    for (const query of ['tags[0]=2&tags[1]=7', 'tags=2&tags=7']) {
      const response = await server.request({ method: 'GET', url: `/api/domains?${query}`, token });
      expect(response.json<PageOfDomains>().total).toBe(expected);
    }
  });
});

describe('sorting', () => {
  const keys = [
    'created_at',
    'name',
    'price',
    'rent_price',
    'dfs_rating',
    'backlinks',
    'ref_domains',
    'max_visibility',
    'anchor_links',
  ] as const;
  const cases = keys.flatMap((orderby) => (['asc', 'desc'] as const).map((order) => ({ orderby, order })));

  it.each(cases)('by $orderby $order is monotonic, ties broken by id, over every page', async ({ orderby, order }) => {
    const rows = await searchAll({ orderby, order });
    expect(rows).toHaveLength(available.length);
    const sign = order === 'asc' ? 1 : -1;
    const valueOf = (d: DomainBody): number | string | null =>
      orderby === 'created_at' ? Date.parse(d.created_at as string) : (d[orderby] as number | string | null);
    for (let i = 1; i < rows.length; i += 1) {
      const a = valueOf(rows[i - 1]!);
      const b = valueOf(rows[i]!);
      // Domains without a lease price come last in both directions.
      if (a === null) expect(b).toBeNull();
      if (a === null || b === null) continue;
      const cmp = a < b ? -1 : a > b ? 1 : 0;
      if (cmp === 0) expect(Math.sign(rows[i]!.id - rows[i - 1]!.id)).toBe(sign);
      else expect(cmp).toBe(-sign);
    }
  });
});

describe('paging', () => {
  it('never repeats a row across pages, and the pages together are the whole filtered set', async () => {
    const params = { type: 3 };
    const expected = available.filter((d) => d.type === 3);
    expect(expected.length).toBeGreaterThan(14);
    const perPage = 7;
    const first = await search({ ...params, per_page: perPage });
    expect(first.body.last_page).toBe(Math.ceil(expected.length / perPage));
    const seen: number[] = [];
    for (let page = 1; page <= first.body.last_page; page += 1) {
      const { body } = await search({ ...params, per_page: perPage, page, orderby: 'dfs_rating', order: 'asc' });
      expect(body.data.length).toBe(page < body.last_page ? perPage : expected.length - perPage * (page - 1));
      seen.push(...body.data.map((d) => d.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(idsOf(expected));
  });

  it('answers a page past the last with no rows', async () => {
    const { status, body } = await search({ type: 3, per_page: 200, page: 50 });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses more than 200 a page with a Polish message', async () => {
    const response = await server.request({ method: 'GET', url: '/api/domains?per_page=201', token });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.per_page).toEqual([
      'Wartość nie może być większa niż 200',
    ]);
  });
});

describe('one domain', () => {
  it('shows a reserved domain but answers 404 for sold, rented and hidden ones', async () => {
    for (const status of ['reserved', 'sold', 'rented', 'hidden']) {
      const seeded = all.find((d) => d.status === status)!;
      const response = await server.request({ method: 'GET', url: `/api/domains/${seeded.id}`, token });
      expect(response.statusCode).toBe(status === 'reserved' ? 200 : 404);
      if (status !== 'reserved') expect(response.json<Schemas['Message']>().message).toMatch(/^Nie znaleziono domeny/);
    }
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await server.request({ method: 'GET', url: '/api/domains/999999', token });
    expect(response.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, withAdapter, type TestServer } from '../test/test-server';
import { fakeMetricsOf, startFakeMetricsProvider, type FakeMetricsProvider } from '../test/fake-metrics-provider';
import { createMetricsProvider } from '../services/metrics-provider';
import { OPEN_ORDER_STATUSES } from '../../src/kernel/order-status';
import type { SuccessOf } from '../../src/contract/types';

let server: TestServer;
let provider: FakeMetricsProvider;
let admin: string;

beforeAll(async () => {
  provider = await startFakeMetricsProvider({ unknown: ['nieznana-bez-metryk.pl'] });
  server = await startTestServer({
    adapters: { metricsProvider: createMetricsProvider({ baseUrl: provider.url, apiKey: provider.key }) },
  });
  admin = await server.adminToken();
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const check = (text: string, token = admin) =>
  server.request({ method: 'POST', url: '/api/admin/check-details', token, payload: { text } });
const checked = async (text: string) => {
  const response = await check(text);
  expect(response.statusCode).toBe(200);
  return response.json<SuccessOf<'adminCheckDetails'>>();
};
const importNames = (names: string[], token = admin) =>
  server.request({ method: 'POST', url: '/api/admin/check-details/import', token, payload: { names } });

/** With another metrics provider (or none) for the length of `body`. */
const withProvider = (metricsProvider: TestServer['ctx']['adapters']['metricsProvider'], body: () => Promise<void>) =>
  withAdapter(server, 'metricsProvider', metricsProvider, body);

/** The seeded domain in the demo customer's live redirect, and one in an order awaiting payment. */
async function seededCases() {
  const db = server.ctx.db;
  const redirect = await db
    .selectFrom('redirects')
    .innerJoin('domains', 'domains.id', 'redirects.domain_id')
    .select(['domains.id', 'domains.name'])
    .where('redirects.status', '=', 'active')
    .executeTakeFirstOrThrow();
  const ordered = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('domains', 'domains.id', 'order_items.item_id')
    .select(['domains.id', 'domains.name'])
    .where('order_items.kind', '=', 'domain')
    .where('orders.status', '=', 'awaiting_payment')
    .executeTakeFirstOrThrow();
  const openOrders = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.id', 'orders.number', 'orders.status'])
    .where('order_items.kind', '=', 'domain')
    .where('order_items.item_id', '=', ordered.id)
    .where('orders.status', 'in', OPEN_ORDER_STATUSES)
    .orderBy('orders.id')
    .execute();
  return { redirect, ordered, openOrders };
}

describe('check details', () => {
  it('parses a mixed paste: separators, links, repeats, an IDN and malformed names, one row per distinct name', async () => {
    const { redirect, ordered, openOrders } = await seededCases();
    const pasted = `HTTPS://www.${ordered.name.toUpperCase()}/oferta?x=1`;
    const body = await checked(
      `${pasted}\n${redirect.name}, nieznana-domena.pl;żółw-test.pl\tto_nie.pl http://www.${ordered.name}/ xn--w-test-9wa64diq.pl`,
    );
    expect(body.merged).toBe(2);
    expect(body.metrics_provider).toBe('ok');
    expect(body.data.map((row) => [row.input, row.state])).toEqual([
      [pasted, 'in_catalogue'],
      [redirect.name, 'in_catalogue'],
      ['nieznana-domena.pl', 'not_in_catalogue'],
      ['żółw-test.pl', 'not_in_catalogue'],
      ['to_nie.pl', 'invalid'],
    ]);
    const [first, second, unknown, idn, invalid] = body.data;
    expect(first).toMatchObject({ name: ordered.name, domain: { id: ordered.id }, open_orders: openOrders });
    expect(openOrders.length).toBeGreaterThan(0);
    expect(first?.metrics?.dfs_rating).toBe(first?.domain?.dfs_rating);
    expect(second).toMatchObject({ active_redirects: 1, domain: { status: 'rented' } });
    expect(unknown).toMatchObject({ metrics: fakeMetricsOf('nieznana-domena.pl'), metrics_unavailable: false });
    expect(idn).toMatchObject({ name: 'xn--w-test-9wa64diq.pl', unicode: 'żółw-test.pl', reason: null });
    expect(invalid).toMatchObject({ domain: null, metrics: null });
    expect(invalid?.reason).toMatch(/litery/);
    // Only names outside the catalogue go to the provider, with the configured key.
    expect(provider.requests.at(-1)).toEqual({
      authorization: `Bearer ${provider.key}`,
      domains: ['nieznana-domena.pl', 'xn--w-test-9wa64diq.pl'],
    });
  });

  it('finds domains of every status', async () => {
    const hidden = await server.ctx.db
      .selectFrom('domains')
      .select('name')
      .where('status', '=', 'hidden')
      .executeTakeFirstOrThrow();
    const [row] = (await checked(hidden.name)).data;
    expect(row).toMatchObject({ state: 'in_catalogue', domain: { status: 'hidden' } });
  });

  it('checks exactly 500 names, and refuses 501 with a message naming the count', async () => {
    const list = (count: number) => Array.from({ length: count }, (_, i) => `limit-${i}.pl`).join('\n');
    expect((await checked(list(500))).data).toHaveLength(500);
    const refused = await check(list(501));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Można sprawdzić najwyżej 500 domen naraz (wklejono 501).',
      errors: { text: ['Można sprawdzić najwyżej 500 domen naraz (wklejono 501).'] },
    });
    expect((await check(' ,; ')).statusCode).toBe(422);
  });

  it('survives hostile text without a server error', async () => {
    for (const text of ['\u0000\uffff', 'a'.repeat(200_000), '[::1] http://[ 0x7f.1 %00.pl ..', '\u202e.pl']) {
      expect([200, 422]).toContain((await check(text)).statusCode);
    }
  });

  it('says metrics are unavailable without a provider, or when it fails, and still answers', async () => {
    await withProvider(null, async () => {
      const body = await checked('bez-dostawcy.pl');
      expect(body.metrics_provider).toBe('not_configured');
      expect(body.data[0]).toMatchObject({ state: 'not_in_catalogue', metrics: null, metrics_unavailable: true });
    });
    provider.failing = true;
    try {
      const body = await checked('awaria-dostawcy.pl');
      expect(body.metrics_provider).toBe('failed');
      expect(body.data[0]).toMatchObject({ metrics: null, metrics_unavailable: true });
    } finally {
      provider.failing = false;
    }
    const unknownToProvider = await checked('nieznana-bez-metryk.pl');
    expect(unknownToProvider.data[0]).toMatchObject({ metrics: null, metrics_unavailable: false });
  });

  it('imports unknown names as drafts that the admin list shows, skipping names already there', async () => {
    const { ordered } = await seededCases();
    const response = await importNames(['szkic-jeden.pl', 'http://www.Szkic-Dwa.pl/', 'żółw-szkic.pl', ordered.name]);
    expect(response.statusCode).toBe(200);
    const result = response.json<SuccessOf<'adminImportCheckedDomains'>>();
    expect(result).toMatchObject({ created: 3, skipped: [ordered.name] });

    const list = await server.request({ method: 'GET', url: '/api/admin/domains?q=szkic&per_page=50', token: admin });
    const drafts = list.json<SuccessOf<'adminListDomains'>>().data.filter((domain) => result.ids.includes(domain.id));
    expect(drafts.map((domain) => domain.name).sort()).toEqual([
      'szkic-dwa.pl',
      'szkic-jeden.pl',
      'xn--w-szkic-k0a52e8r.pl',
    ]);
    expect(drafts.every((domain) => domain.status === 'draft' && domain.price === 0)).toBe(true);

    const again = await importNames(['szkic-jeden.pl']);
    expect(again.json()).toMatchObject({ created: 0, ids: [], skipped: ['szkic-jeden.pl'] });
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('entity', '=', 'check_details')
      .execute();
    expect(audit).toEqual([{ entity: 'check_details', action: 'check_details.import' }]);
  });

  it('keeps a draft away from customers until it is priced: 0 zł is refused outside a draft, in the API and the database', async () => {
    const { ids } = (await importNames(['do-wyceny.pl'])).json<SuccessOf<'adminImportCheckedDomains'>>();
    const id = ids[0]!;
    const customer = await server.customerToken();
    expect((await server.request({ method: 'GET', url: `/api/domains/${id}`, token: customer })).statusCode).toBe(404);

    const draft = (await server.request({ method: 'GET', url: `/api/admin/domains/${id}`, token: admin })).json<
      SuccessOf<'adminGetDomain'>
    >();
    const publish = (price: number) =>
      server.request({
        method: 'PUT',
        url: `/api/admin/domains/${id}`,
        token: admin,
        payload: { name: draft.name, type: draft.type, status: 'available', price, sale_price: price },
      });
    const free = await publish(0);
    expect(free.statusCode).toBe(422);
    const unpriced = 'Ustal cenę wyższą niż 0 zł albo zostaw status „Szkic”';
    expect(free.json()).toMatchObject({ errors: { price: [unpriced], sale_price: [unpriced] } });
    await expect(
      server.ctx.db.updateTable('domains').set({ status: 'available' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/domains_priced_unless_draft/);

    expect((await publish(149)).statusCode).toBe(200);
    const shown = await server.request({ method: 'GET', url: `/api/domains/${id}`, token: customer });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: 'do-wyceny.pl', price: 149 });
  });

  it('refuses to import an invalid name, and imports nothing then', async () => {
    const response = await importNames(['dobra-ale-nie.pl', 'zła_nazwa.pl']);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { 'names.1': [expect.stringContaining('zła_nazwa.pl')] } });
    const [row] = (await checked('dobra-ale-nie.pl')).data;
    expect(row?.state).toBe('not_in_catalogue');
  });

  it('is for administrators only', async () => {
    const customer = await server.customerToken();
    expect((await check('przyklad.pl', customer)).statusCode).toBe(403);
    expect((await importNames(['przyklad-klienta.pl'], customer)).statusCode).toBe(403);
  });
});

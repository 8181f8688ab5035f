import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { domainSnapshot } from '../test/catalogue-fixtures';
import type { Schemas, SuccessOf } from '../../src/contract/types';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.request({ method, url, token: admin, ...(payload ? { payload } : {}) });

const validInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'nowa-domena-testowa.pl',
  type: 2,
  status: 'available',
  description: 'Domena do testów',
  price: 1234.5,
  sale_price: 999,
  rent_price: 49.99,
  redirect_price: { '30': 19, '90': 49, '365': 149 },
  dfs_rating: 21,
  backlinks: 300,
  ref_domains: 40,
  max_visibility: 1.25,
  anchor_links: 12,
  tags: [1, 2],
  industries: [3],
  ...overrides,
});

describe('admin domain list', () => {
  it('sees every status, and the status filter keeps exactly the seeded rows of that status', async () => {
    const all = await domainSnapshot(server.ctx.db);
    const everything = await request('GET', '/api/admin/domains?per_page=1000');
    expect(everything.statusCode).toBe(200);
    expect(everything.json<SuccessOf<'adminListDomains'>>().total).toBe(all.length);
    expect(everything.json<SuccessOf<'adminListDomains'>>().data).toHaveLength(all.length);
    for (const status of ['available', 'reserved', 'sold', 'rented', 'hidden']) {
      const response = await request('GET', `/api/admin/domains?status=${status}&per_page=1000`);
      const expected = all
        .filter((d) => d.status === status)
        .map((d) => d.id)
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      expect(
        response
          .json<SuccessOf<'adminListDomains'>>()
          .data.map((d) => d.id)
          .sort((a, b) => a - b),
      ).toEqual(expected);
    }
  });

  it('applies the customer filters with the status', async () => {
    const all = await domainSnapshot(server.ctx.db);
    const expected = all.filter(
      (d) => d.status === 'sold' && d.dfs_rating >= 20 && d.industries.some((i) => i === 1 || i === 16),
    );
    const response = await request(
      'GET',
      '/api/admin/domains?status=sold&dfs_rating=20&industries[]=1&industries[]=16&per_page=1000',
    );
    expect(response.json<SuccessOf<'adminListDomains'>>().total).toBe(expected.length);
  });

  it('refuses pages above 1000 rows', async () => {
    const response = await request('GET', '/api/admin/domains?per_page=1001');
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.per_page).toEqual([
      'Wartość nie może być większa niż 1000',
    ]);
  });

  it('opens a sold domain by id, which the customer cannot', async () => {
    const sold = (await domainSnapshot(server.ctx.db)).find((d) => d.status === 'sold')!;
    expect((await request('GET', `/api/admin/domains/${sold.id}`)).json()).toMatchObject({
      id: sold.id,
      status: 'sold',
    });
    expect((await request('GET', '/api/admin/domains/999999')).statusCode).toBe(404);
  });
});

describe('creating a domain', () => {
  it('stores a lower-cased name, prices in grosze and the tags and industries', async () => {
    const response = await request('POST', '/api/admin/domains', validInput({ name: '  Moja-Firma.COM.pl ' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<Schemas['Domain']>();
    expect(body).toMatchObject({
      name: 'moja-firma.com.pl',
      type: 2,
      status: 'available',
      price: 1234.5,
      sale_price: 999,
      rent_price: 49.99,
      redirect_price: { '30': 19, '90': 49, '365': 149 },
      max_visibility: 1.25,
    });
    expect(body.tags.map((t) => t.id).sort()).toEqual([1, 2]);
    expect(body.industries.map((i) => i.id)).toEqual([3]);
    const row = await server.ctx.db
      .selectFrom('domains')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price: 123450, sale_price: 99900, rent_price: 4999, redirect_price_365: 14900 });
  });

  it.each([
    ['https://przyklad.pl', 'Podaj samą nazwę domeny, bez http:// i ścieżki, np. przyklad.pl'],
    ['przyklad.pl/oferta', 'Podaj samą nazwę domeny, bez http:// i ścieżki, np. przyklad.pl'],
    ['www.przyklad.pl', 'Podaj nazwę domeny bez „www.”, np. przyklad.pl'],
    ['przyklad', 'Podaj poprawną nazwę domeny, np. przyklad.pl'],
    ['prz_yklad.pl', 'Podaj poprawną nazwę domeny, np. przyklad.pl'],
    ['-przyklad.pl', 'Podaj poprawną nazwę domeny, np. przyklad.pl'],
    ['przyklad.p1', 'Podaj poprawną nazwę domeny, np. przyklad.pl'],
    ['żółw.pl', 'Nazwę z polskimi znakami zapisz w punycode (xn--…)'],
  ])('refuses the name %s with a Polish message on the name field', async (name, message) => {
    const response = await request('POST', '/api/admin/domains', validInput({ name }));
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({ name: [message] });
  });

  it('refuses a name already in the catalogue', async () => {
    const existing = (await domainSnapshot(server.ctx.db))[0]!;
    const response = await request('POST', '/api/admin/domains', validInput({ name: existing.name.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Ta domena jest już w katalogu',
      errors: { name: ['Ta domena jest już w katalogu'] },
    });
  });

  it('refuses a sale price above the price, and unknown tags and industries, all at once', async () => {
    const response = await request(
      'POST',
      '/api/admin/domains',
      validInput({ name: 'inna-domena.pl', price: 100, sale_price: 150, tags: [1, 9998, 9999], industries: [9999] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      sale_price: ['Cena promocyjna nie może być wyższa niż cena (100,00 zł)'],
      tags: ['Nie ma takich tagów (id 9998, 9999)'],
      industries: ['Nie ma takiej branży (id 9999)'],
    });
  });

  it('is for administrators only', async () => {
    const customer = await server.customerToken();
    const response = await server.request({
      method: 'POST',
      url: '/api/admin/domains',
      token: customer,
      payload: validInput({ name: 'klient.pl' }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('naming a domain’s categories', () => {
  it('lists its tags and industries by name, in the order of the category lists, whatever order they were given in', async () => {
    const tags = (await request('GET', '/api/tags')).json<{ data: Schemas['Tag'][] }>().data;
    const industries = (await request('GET', '/api/industries')).json<{ data: Schemas['Industry'][] }>().data;
    // Ids given from the highest down, so that neither id order nor input order is the names' order.
    const byIdDown = (list: Array<{ id: number }>) => list.map((c) => c.id).sort((a, b) => b - a);
    const creation = await request(
      'POST',
      '/api/admin/domains',
      validInput({ name: 'wszystkie-kategorie.pl', tags: byIdDown(tags), industries: byIdDown(industries) }),
    );
    expect(creation.statusCode).toBe(201);
    const created = creation.json<Schemas['Domain']>();
    const names = (list: Array<{ name: string }>) => list.map((c) => c.name);
    expect(names(created.tags)).toEqual(names(tags));
    expect(names(created.industries)).toEqual(names(industries));
    const listed = (await request('GET', '/api/admin/domains?name=wszystkie-kategorie')).json<Schemas['DomainPage']>()
      .data;
    expect(listed.map((d) => [names(d.tags), names(d.industries)])).toEqual([[names(tags), names(industries)]]);
  });
});

describe('editing a domain', () => {
  it('replaces every field, including the tags and industries', async () => {
    const creation = await request('POST', '/api/admin/domains', validInput({ name: 'do-edycji.pl' }));
    const created = creation.json<Schemas['Domain']>();
    const response = await request(
      'PUT',
      `/api/admin/domains/${created.id}`,
      validInput({
        name: 'do-edycji.pl',
        price: 500,
        sale_price: 500,
        rent_price: null,
        redirect_price: null,
        tags: [4],
        industries: [5, 6],
        status: 'hidden',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      price: 500,
      sale_price: 500,
      rent_price: null,
      redirect_price: null,
      status: 'hidden',
    });
    const body = response.json<Schemas['Domain']>();
    expect(body.tags.map((t) => t.id)).toEqual([4]);
    expect(body.industries.map((i) => i.id).sort()).toEqual([5, 6]);
    const links = await server.ctx.db
      .selectFrom('domain_tags')
      .select('tag_id')
      .where('domain_id', '=', created.id)
      .execute();
    expect(links.map((l) => l.tag_id)).toEqual([4]);
  });

  it("refuses a rename to another domain's name and answers 404 for an unknown id", async () => {
    const [a, b] = await domainSnapshot(server.ctx.db);
    const clash = await request('PUT', `/api/admin/domains/${a!.id}`, validInput({ name: b!.name }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json<Schemas['ValidationError']>().errors.name).toEqual(['Ta domena jest już w katalogu']);
    expect((await request('PUT', '/api/admin/domains/999999', validInput())).statusCode).toBe(404);
  });
});

describe('removing a domain', () => {
  async function newDomain(name: string): Promise<number> {
    const response = await request('POST', '/api/admin/domains', validInput({ name }));
    expect(response.statusCode).toBe(201);
    return response.json<Schemas['Domain']>().id;
  }

  async function orderWith(domainId: number, status: string): Promise<{ id: number; number: string }> {
    const db = server.ctx.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'klient@example.pl')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('orders')
      .values({
        number: `ZAM/TEST/${domainId}/${status}`,
        user_id: user.id,
        kind: 'purchase',
        status,
        discount_total: 0,
        net_total: 100,
        vat_total: 23,
        gross_total: 123,
        buyer: JSON.stringify({ type: 'person', name: 'Jan' }),
      })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        kind: 'domain',
        item_id: domainId,
        name: 'x',
        unit_price: 100,
        count: 1,
        net_total: 100,
      })
      .execute();
    return order;
  }

  async function redirectOn(domainId: number, status: string) {
    const db = server.ctx.db;
    const order = await orderWith(domainId, 'completed');
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'klient@example.pl')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('redirects')
      .values({
        user_id: user.id,
        domain_id: domainId,
        order_id: order.id,
        target_url: null,
        redirect_period: 30,
        status,
      })
      .execute();
  }

  it('is refused with 409 while an open order includes it, naming the order', async () => {
    const id = await newDomain('w-zamowieniu.pl');
    const order = await orderWith(id, 'awaiting_payment');
    const response = await request('DELETE', `/api/admin/domains/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<Schemas['Message']>().message).toBe(
      `Nie można usunąć domeny w-zamowieniu.pl: jest w otwartym zamówieniu ${order.number}. Najpierw zrealizuj lub anuluj to zamówienie.`,
    );
    expect((await request('GET', `/api/admin/domains/${id}`)).statusCode).toBe(200);
  });

  it('is refused while an active or pending redirect uses it', async () => {
    for (const status of ['active', 'pending']) {
      const id = await newDomain(`przekierowanie-${status}.pl`);
      await redirectOn(id, status);
      const response = await request('DELETE', `/api/admin/domains/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json<Schemas['Message']>().message).toMatch(/ma aktywne lub oczekujące przekierowanie 301/);
    }
  });

  it('is refused, with the advice to hide it, when customers have it in their redirect history', async () => {
    const id = await newDomain('stare-przekierowanie.pl');
    await redirectOn(id, 'expired');
    const response = await request('DELETE', `/api/admin/domains/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<Schemas['Message']>().message).toMatch(/ustaw status „Ukryta”/);
  });

  it('removes a domain used only by closed orders, with its tag and industry links', async () => {
    const id = await newDomain('do-usuniecia.pl');
    await orderWith(id, 'completed');
    await orderWith(id, 'cancelled');
    const response = await request('DELETE', `/api/admin/domains/${id}`);
    expect(response.statusCode).toBe(204);
    expect((await request('GET', `/api/admin/domains/${id}`)).statusCode).toBe(404);
    const links = await server.ctx.db.selectFrom('domain_tags').select('tag_id').where('domain_id', '=', id).execute();
    expect(links).toEqual([]);
    expect((await request('DELETE', `/api/admin/domains/${id}`)).statusCode).toBe(404);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { PERSON, domainPool, postCheckout } from '../test/checkout-fixtures';
import type { Schemas } from '../../src/contract/types';

/**
 * The domain lists answer from what the server keeps per catalogue version (services/list-answer-cache.ts): what a
 * caller sees is that a repeated search answers the same, compressed as asked, and that every change to the
 * catalogue shows in the very next search, whoever made it.
 */
let server: TestServer;
let customer: string;
let admin: string;
let take: ReturnType<typeof domainPool>;

beforeAll(async () => {
  server = await startTestServer();
  customer = await server.customerToken();
  admin = await server.adminToken();
  take = domainPool(server.ctx.db);
});
afterAll(() => server.close());

const get = (url: string, token: string, encoding?: string) =>
  server.request({ method: 'GET', url, token, headers: encoding ? { 'accept-encoding': encoding } : {} });

async function page(url: string, token = customer) {
  const response = await get(url, token);
  expect(response.statusCode).toBe(200);
  return response.json<Schemas['DomainPage']>();
}

describe('domain list answers', () => {
  it('answers a repeated search the same, as brotli, gzip or plain JSON as the caller accepts', async () => {
    const url = '/api/domains?orderby=price&order=asc&per_page=50';
    const keptBefore = server.ctx.domainListAnswers.size;
    const plain = await get(url, customer, 'identity');
    // The search is now one of the answers the server keeps; asking it again below, in any encoding, adds none.
    expect(server.ctx.domainListAnswers.size).toBe(keptBefore + 1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = plain.json<Schemas['DomainPage']>();
    expect(body.data).toHaveLength(50);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['gzip, deflate, br', brotliDecompressSync],
    ] as const) {
      for (const attempt of [1, 2]) {
        const response = await get(url, customer, encoding);
        expect(response.statusCode, `${encoding}, attempt ${attempt}`).toBe(200);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(body);
      }
    }
    expect(server.ctx.domainListAnswers.size).toBe(keptBefore + 1);
  });

  it('answers a small page uncompressed, as the API does below 1 KB', async () => {
    const response = await get('/api/domains?name=nie-ma-takiej-domeny-xyz', customer, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ data: [], total: 0 });
  });

  it('shows an administrator’s price change in the next search of both lists', async () => {
    const [domain] = await take(1);
    const search = `/api/domains?name=${domain!.name}`;
    const adminSearch = `/api/admin/domains?name=${domain!.name}`;
    const found = async (url: string, token: string) => (await page(url, token)).data.find((d) => d.id === domain!.id);
    for (const [url, token] of [
      [search, customer],
      [adminSearch, admin],
    ] as const) {
      const before = await found(url, token);
      expect(before, url).toBeDefined();
      expect(before!.rent_price).not.toBe(777.77);
    }
    const saved = await server.request({
      method: 'POST',
      url: '/api/admin/domains/bulk-update',
      token: admin,
      payload: { changes: [{ id: domain!.id, rent_price: 777.77 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await found(search, customer))?.rent_price).toBe(777.77);
    expect((await found(adminSearch, admin))?.rent_price).toBe(777.77);
  });

  it('drops a domain from the customers’ search as soon as a checkout reserves it', async () => {
    const [domain] = await take(1);
    const search = `/api/domains?name=${domain!.name}`;
    expect((await page(search)).data.map((d) => d.id)).toContain(domain!.id);
    const ordered = await postCheckout(server, '/api/orders', customer, {
      domains: [domain!.id],
      portals: [],
      publications: [],
      client_total: null,
      ...PERSON,
    });
    expect(ordered.statusCode).toBe(201);
    expect((await page(search)).data.map((d) => d.id)).not.toContain(domain!.id);
  });

  it('shows a renamed tag in the next search', async () => {
    const tagged = (await page('/api/domains?per_page=100')).data.find((d) => d.tags.length > 0)!;
    const tag = tagged.tags[0]!;
    const search = `/api/domains?tags[]=${tag.id}&per_page=100`;
    expect((await page(search)).data.find((d) => d.id === tagged.id)?.tags).toContainEqual(tag);
    await server.ctx.db
      .updateTable('tags')
      .set({ name: `${tag.name} (nowa nazwa)` })
      .where('id', '=', tag.id)
      .execute();
    expect((await page(search)).data.find((d) => d.id === tagged.id)?.tags).toContainEqual({
      id: tag.id,
      name: `${tag.name} (nowa nazwa)`,
    });
  });
});

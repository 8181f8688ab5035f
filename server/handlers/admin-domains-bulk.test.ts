import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { domainSnapshot, type SeededDomain } from '../test/catalogue-fixtures';
import type { Schemas } from '../../src/contract/types';

let server: TestServer;
let admin: string;
let domains: SeededDomain[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  domains = (await domainSnapshot(server.ctx.db)).sort((a, b) => a.id - b.id);
});
afterAll(() => server.close());

const bulk = (changes: object[]) =>
  server.request({ method: 'POST', url: '/api/admin/domains/bulk-update', token: admin, payload: { changes } });

async function current(id: number) {
  return (await domainSnapshot(server.ctx.db)).find((d) => d.id === id)!;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('bulk update of domains', () => {
  it('saves several entries in one go and says how many, in Polish', async () => {
    const [a, b, c] = domains.slice(0, 3) as [SeededDomain, SeededDomain, SeededDomain];
    const response = await bulk([
      { id: a.id, price: a.sale_price / 100 + 100, rent_price: 12.34 },
      { id: b.id, rent_price: null, tags: [3, 4] },
      { id: c.id, price: c.sale_price / 100, industries: [7] },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Zapisano zmiany w 3 domenach', updated: 3 });
    expect(await current(a.id)).toMatchObject({ price: a.sale_price + 10_000, rent_price: 1234, tags: a.tags });
    const updatedB = await current(b.id);
    expect(updatedB).toMatchObject({ price: b.price, rent_price: null });
    expect(sorted(updatedB.tags)).toEqual([3, 4]);
    expect(updatedB.industries).toEqual(b.industries);
    expect(await current(c.id)).toMatchObject({ price: c.sale_price, industries: [7] });
  });

  it('uses the singular locative for one domain', async () => {
    const d = domains[3]!;
    const response = await bulk([{ id: d.id, rent_price: 99 }]);
    expect(response.json()).toEqual({ message: 'Zapisano zmiany w 1 domenie', updated: 1 });
  });

  it('applies only tags and industries when updateDomain is false, ignoring the prices sent', async () => {
    const d = domains[4]!;
    const response = await bulk([
      { id: d.id, price: 1, rent_price: 1, tags: [6], industries: [8, 9], updateDomain: false },
    ]);
    expect(response.statusCode).toBe(200);
    const after = await current(d.id);
    expect(after).toMatchObject({ price: d.price, rent_price: d.rent_price, tags: [6] });
    expect(sorted(after.industries)).toEqual([8, 9]);
  });

  it('applies nothing when one entry fails, and names each failing entry with its reasons', async () => {
    const discounted = domains.filter((d) => d.sale_price < d.price && d.id > 10);
    const [ok, badTags, belowSale] = discounted as [SeededDomain, SeededDomain, SeededDomain];
    const response = await bulk([
      { id: ok.id, price: ok.price / 100 + 1, tags: [1] },
      { id: badTags.id, price: badTags.price / 100 + 1, tags: [2, 9999] },
      { id: belowSale.id, price: belowSale.sale_price / 100 - 1 },
      { id: 999_999, price: 10 },
    ]);
    expect(response.statusCode).toBe(422);
    const body = response.json<Schemas['BulkUpdateFailure']>();
    expect(body.message).toBe('Nie zapisano żadnej zmiany. Popraw 3 pozycje.');
    expect(body.failed).toEqual([
      { index: 1, id: badTags.id, name: badTags.name, errors: { tags: ['Nie ma takiego tagu (id 9999)'] } },
      {
        index: 2,
        id: belowSale.id,
        name: belowSale.name,
        errors: { price: [expect.stringMatching(/^Cena nie może być niższa niż cena promocyjna \(/)] },
      },
      { index: 3, id: 999_999, name: null, errors: { id: ['Nie ma takiej domeny w katalogu'] } },
    ]);
    expect(Object.keys(body.errors)).toEqual(['changes.1.tags', 'changes.2.price', 'changes.3.id']);
    // The valid first entry was not written either.
    for (const d of [ok, badTags, belowSale]) {
      const after = await current(d.id);
      expect(after.price).toBe(d.price);
      expect(sorted(after.tags)).toEqual(sorted(d.tags));
    }
  });

  it('refuses the same domain twice in one batch', async () => {
    const d = domains[5]!;
    const response = await bulk([
      { id: d.id, rent_price: 10 },
      { id: d.id, rent_price: 20 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['BulkUpdateFailure']>().failed).toEqual([
      { index: 1, id: d.id, name: d.name, errors: { id: ['Ta domena występuje na liście zmian więcej niż raz'] } },
    ]);
    expect((await current(d.id)).rent_price).toBe(d.rent_price);
  });

  it('answers a body that breaks the schema with field errors', async () => {
    const response = await bulk([{ id: domains[6]!.id, price: -5 }]);
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors['changes.0.price']).toEqual([
      'Wartość nie może być mniejsza niż 0',
    ]);
  });

  it('saves a large batch in one transaction', async () => {
    const changes = domains.slice(10, 510).map((d) => ({ id: d.id, rent_price: 77, tags: [10] }));
    const response = await bulk(changes);
    expect(response.json()).toEqual({ message: 'Zapisano zmiany w 500 domenach', updated: 500 });
    const after = await domainSnapshot(server.ctx.db);
    const changed = after.filter((d) => d.rent_price === 7700 && d.tags.length === 1 && d.tags[0] === 10);
    expect(changed.length).toBeGreaterThanOrEqual(500);
  });
});

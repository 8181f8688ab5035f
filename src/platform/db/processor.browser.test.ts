import { beforeEach, describe, expect, it } from 'vitest';
import type { CartDomain } from '../../kernel/cart';
import { openDatabase } from './open-database';
import { DbProcessor } from './processor';
import { SCHEMA_VERSION, migrate } from './migrations';
import { readReply } from './pending-requests';
import type { ArgsOf, DbOperation, ResultOf } from './protocol';
import type { SqlDatabase } from './sql-database';

// The store's logic against a real sqlite-wasm database, in the page's own thread (the worker adds only transport).
let db: SqlDatabase;
let processor: DbProcessor;
let next = 0;

function run<O extends DbOperation>(op: O, args: ArgsOf<O>): ResultOf<O> {
  return readReply(op, processor.handle({ id: String((next += 1)), op, args }));
}

const domain = (id: number, name = `domena-${id}.pl`): CartDomain => ({
  id,
  name,
  price: 100,
  sale_price: 90,
  rent_price: 10,
  redirect_price: { '30': 5, '90': 12, '365': 40 },
});

beforeEach(async () => {
  db = (await openDatabase({ persistent: false })).db;
  processor = new DbProcessor(db, 'memory');
});

describe('migrations', () => {
  it('bring a new database to the current schema version and are not applied twice', () => {
    expect(Number(db.selectValue('PRAGMA user_version'))).toBe(SCHEMA_VERSION);
    expect(migrate(db)).toBe(SCHEMA_VERSION);
    const tables = db
      .selectObjects("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .map((r) => r.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'api_cache',
        'cart_domains',
        'cart_meta',
        'cart_portals',
        'cart_publications',
        'cart_redirects',
      ]),
    );
  });
});

describe('the query cache', () => {
  const entry = (key: string, tag: string, updatedAt: number) => ({ key, tag, value: `{"k":"${key}"}`, updatedAt });

  it('gives back what was stored while it is younger than 60 s', () => {
    run('cache.put', entry('q-domains-1', 'Domains', 1_000_000));
    expect(run('cache.get', { key: 'q-domains-1', now: 1_000_000 + 59_999 })).toBe('{"k":"q-domains-1"}');
  });

  it('never hands out an entry older than 60 s, and drops it', () => {
    run('cache.put', entry('q-old', 'Domains', 1_000_000));
    expect(run('cache.get', { key: 'q-old', now: 1_000_000 + 60_001 })).toBeNull();
    expect(run('cache.get', { key: 'q-old', now: 1_000_000 })).toBeNull();
  });

  it('replaces an entry stored again under the same key', () => {
    run('cache.put', entry('q-1', 'Tag', 1_000));
    run('cache.put', { ...entry('q-1', 'Tag', 2_000), value: 'new' });
    expect(run('cache.get', { key: 'q-1', now: 2_000 })).toBe('new');
  });

  it('invalidates by tag, leaving other tags alone', () => {
    run('cache.put', entry('q-a', 'Industry', 5_000));
    run('cache.put', entry('q-b', 'Industry', 5_000));
    run('cache.put', entry('q-c', 'Tag', 5_000));
    expect(run('cache.invalidate', { tags: ['Industry'] })).toBe(2);
    expect(run('cache.entries', { now: 5_000 }).map(([key]) => key)).toEqual(['q-c']);
  });

  it('lists only fresh entries, purges old ones and can be wiped', () => {
    run('cache.put', entry('q-fresh', 'Domains', 100_000));
    run('cache.put', entry('q-stale', 'Domains', 10_000));
    expect(run('cache.entries', { now: 100_000 }).map(([key]) => key)).toEqual(['q-fresh']);
    expect(run('cache.purge', { olderThan: 50_000 })).toBe(1);
    run('cache.clear', {});
    expect(run('cache.entries', { now: 100_000 })).toEqual([]);
  });
});

describe('the cart', () => {
  it('starts empty, in buy mode with a 30-day redirect period', () => {
    expect(run('cart.read', {})).toMatchObject({
      domains: [],
      portals: [],
      publications: [],
      redirects: [],
      mode: 'buy',
      redirectPeriod: 30,
      discountCode: null,
      version: 0,
    });
  });

  it('writes a batch in one go and returns the stored cart', () => {
    const cart = run('cart.write', {
      batchId: 'b1',
      changes: [
        { type: 'put', collection: 'domains', item: domain(1) },
        { type: 'put', collection: 'portals', item: { id: 9, name: 'Auto Portal', price: 5000 } },
        { type: 'put', collection: 'redirects', item: { id: 1, redirect_period: 90 } },
        { type: 'mode', mode: 'redirect' },
        { type: 'redirectPeriod', period: 90 },
        { type: 'discountCode', code: { code: 'RABAT10', product_type: 'all', type: '1', discount: 10 } },
      ],
    });
    expect(cart).toMatchObject({ mode: 'redirect', redirectPeriod: 90, version: 1, discountCode: { code: 'RABAT10' } });
    expect(cart.domains.map((d) => d.id)).toEqual([1]);
    expect(run('cart.read', {})).toEqual(cart);
  });

  it('applies a batch sent twice only once', () => {
    run('cart.write', { batchId: 'same', changes: [{ type: 'put', collection: 'domains', item: domain(1) }] });
    const again = run('cart.write', {
      batchId: 'same',
      changes: [{ type: 'remove', collection: 'domains', key: '1' }],
    });
    expect(again.domains.map((d) => d.id)).toEqual([1]);
    expect(again.version).toBe(1);
  });

  it('keeps insertion order, and an updated item keeps its place', () => {
    run('cart.write', {
      batchId: 'a',
      changes: [1, 2, 3].map((id) => ({ type: 'put' as const, collection: 'domains' as const, item: domain(id) })),
    });
    const cart = run('cart.write', {
      batchId: 'b',
      changes: [{ type: 'put', collection: 'domains', item: domain(2, 'zmieniona.pl') }],
    });
    expect(cart.domains.map((d) => d.name)).toEqual(['domena-1.pl', 'zmieniona.pl', 'domena-3.pl']);
  });

  it('tells publications apart by offer and uuid', () => {
    const publication = {
      id: 4,
      publication_offer_id: 'advertising_link',
      uuid: 'u1',
      name: 'Portal',
      price: 300,
      count: 1,
      link_type: 1 as const,
      domenika_article: false,
    };
    run('cart.write', {
      batchId: 'p',
      changes: [
        { type: 'put', collection: 'publications', item: publication },
        { type: 'put', collection: 'publications', item: { ...publication, uuid: 'u2', count: 3 } },
      ],
    });
    const cart = run('cart.write', {
      batchId: 'r',
      changes: [{ type: 'remove', collection: 'publications', key: '4:advertising_link:u1' }],
    });
    expect(cart.publications.map((p) => [p.uuid, p.count])).toEqual([['u2', 3]]);
  });

  it('clears everything but keeps counting versions', () => {
    run('cart.write', {
      batchId: 'x',
      changes: [
        { type: 'put', collection: 'domains', item: domain(1) },
        { type: 'mode', mode: 'rent' },
      ],
    });
    const cleared = run('cart.write', { batchId: 'y', changes: [{ type: 'clear' }] });
    expect(cleared).toMatchObject({ domains: [], mode: 'buy', version: 2 });
  });
});

describe('failures', () => {
  it('are answered as failures, not thrown, so a bad request cannot stop the worker', () => {
    db.exec('DROP TABLE api_cache');
    const reply = processor.handle({ id: 'x', op: 'cache.get', args: { key: 'k', now: 0 } });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('leave nothing of a cart batch that failed half-way, in the next answer or in the cart read back', () => {
    run('cart.write', { batchId: 'a', changes: [{ type: 'put', collection: 'domains', item: domain(1) }] });
    db.exec('DROP TABLE cart_portals');
    const failed = processor.handle({
      id: 'b',
      op: 'cart.write',
      args: {
        batchId: 'b',
        changes: [
          { type: 'put', collection: 'domains', item: domain(2) },
          { type: 'put', collection: 'portals', item: { id: 7, name: 'portal.pl', price: 100 } },
        ],
      },
    });
    expect(failed).toMatchObject({ ok: false });
    db.exec(
      'CREATE TABLE cart_portals (key TEXT PRIMARY KEY, item TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID',
    );
    const cart = run('cart.write', {
      batchId: 'c',
      changes: [{ type: 'put', collection: 'domains', item: domain(3) }],
    });
    expect(cart.domains.map((d) => d.id)).toEqual([1, 3]);
    expect(cart.version).toBe(2);
    expect(run('cart.read', {})).toEqual(cart);
  });
});

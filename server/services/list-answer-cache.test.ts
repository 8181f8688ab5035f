import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openedTestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { ListAnswerCache, type KeptAnswer } from './list-answer-cache';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.ctx.db;
});
afterAll(() => server.close());

/** The primary, as the admin list reads it; `knownVersion` as a request's token check read it. */
const primary = (knownVersion?: bigint) => ({ db, replica: false, knownVersion });

/** A compute that reads what the test changes, and counts how often it ran. */
function counted(read: (snapshot: Db) => Promise<unknown>) {
  const calls = { n: 0 };
  return { calls, compute: async (snapshot: Db) => (calls.n++, read(snapshot)) };
}

// Computes read through the snapshot they are given: on PGlite's one connection, `db` waits for it to end.
const firstDomain = (from: Db = db) =>
  from.selectFrom('domains').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
/** What a client reads from an answer's bytes. */
const parsed = (answer: KeptAnswer): unknown => JSON.parse(answer.body.toString('utf8'));
const version = async () =>
  (await sql<{ v: string }>`select version::text as v from catalogue_version`.execute(db)).rows[0]!.v;

describe('list answers kept per catalogue version', () => {
  it('computes an answer once and gives the same JSON while the catalogue stands', async () => {
    const cache = new ListAnswerCache();
    const { calls, compute } = counted((snapshot) => firstDomain(snapshot));
    const first = await cache.answer(primary(), 'a', compute);
    const again = await cache.answer(primary(), 'a', compute);
    expect(calls.n).toBe(1);
    expect(again.body).toBe(first.body);
    expect(parsed(first)).toEqual(await firstDomain());
    // Another key is another answer.
    await cache.answer(primary(), 'b', compute);
    expect(calls.n).toBe(2);
  });

  it.each([
    ['domains', (id: number) => sql`update domains set price = price + 100 where id = ${id}`],
    ['domain_tags', (id: number) => sql`delete from domain_tags where domain_id = ${id}`],
    [
      'domain_industries',
      (id: number) =>
        sql`insert into domain_industries (domain_id, industry_id)
            select ${id}, i.id from industries i
            where not exists (select 1 from domain_industries l where l.domain_id = ${id} and l.industry_id = i.id)
            limit 1`,
    ],
    ['tags', () => sql`update tags set name = name || ' (nowy)' where id = (select min(id) from tags)`],
    [
      'industries',
      () => sql`update industries set name = name || ' (nowa)' where id = (select min(id) from industries)`,
    ],
  ])('sees a committed change to %s in the next answer', async (table, change) => {
    const cache = new ListAnswerCache();
    const { id } = await firstDomain();
    const read = (snapshot: Db) =>
      sql`select
            (select price from domains where id = ${id}) as price,
            (select count(*)::int from domain_tags where domain_id = ${id}) as tags,
            (select count(*)::int from domain_industries where domain_id = ${id}) as industries,
            (select string_agg(name, ',' order by id) from tags) as tag_names,
            (select string_agg(name, ',' order by id) from industries) as industry_names`
        .execute(snapshot)
        .then((r) => r.rows[0]);
    const { calls, compute } = counted(read);
    const before = await cache.answer(primary(), table, compute);
    await change(id).execute(db);
    const after = await cache.answer(primary(), table, compute);
    expect(calls.n).toBe(2);
    expect(after.body.equals(before.body)).toBe(false);
    expect(parsed(after)).toEqual(await read(db));
  });

  it('keeps the answer through a change elsewhere and through a rolled-back change', async () => {
    const cache = new ListAnswerCache();
    const { calls, compute } = counted((snapshot) => firstDomain(snapshot));
    await cache.answer(primary(), 'a', compute);
    await sql`update users set name = name where id = (select min(id) from users)`.execute(db);
    const { id } = await firstDomain();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update domains set price = 1 where id = ${id}`.execute(trx);
        throw new Error('the edit is abandoned');
      }),
    ).rejects.toThrow('the edit is abandoned');
    const again = await cache.answer(primary(), 'a', compute);
    expect(calls.n).toBe(1);
    expect(parsed(again)).toEqual(await firstDomain());
  });

  it('moves the version once for a transaction that changes many rows of several tables', async () => {
    const before = BigInt(await version());
    await db.transaction().execute(async (trx) => {
      await sql`update domains set updated_at = updated_at where id in (select id from domains order by id limit 200)`.execute(
        trx,
      );
      await sql`update tags set name = name`.execute(trx);
    });
    expect(BigInt(await version())).toBe(before + 1n);
    await sql`update domains set updated_at = updated_at where id in (select id from domains order by id limit 2)`.execute(
      db,
    );
    expect(BigInt(await version())).toBe(before + 2n);
  });

  it('computes once for requests that miss the same answer at the same time', async () => {
    const cache = new ListAnswerCache();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls, compute } = counted(async (snapshot) => {
      await held;
      return firstDomain(snapshot);
    });
    const answers = Promise.all([1, 2, 3, 4].map(() => cache.answer(primary(), 'same', compute)));
    // Held a moment, so that on PostgreSQL the others arrive while it computes (PGlite queues them behind its
    // transaction); whichever way they arrive, it is computed once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const [first, ...rest] = await answers;
    expect(calls.n).toBe(1);
    for (const answer of rest) expect(answer).toBe(first);
  });

  it('drops the least recently used answers beyond its size', async () => {
    const cache = new ListAnswerCache({ maxBytes: 3100 });
    // 500 Polish letters: 1,002 bytes of UTF-8 JSON each, as the answer is kept and sent.
    const { calls, compute } = counted(() => Promise.resolve('ś'.repeat(500)));
    for (const key of ['a', 'b', 'a', 'c', 'd']) await cache.answer(primary(), key, compute);
    // Three answers fit: "a", used again, stayed while "b" went.
    expect(calls.n).toBe(4);
    await cache.answer(primary(), 'a', compute);
    expect(calls.n).toBe(4);
    await cache.answer(primary(), 'b', compute);
    expect(calls.n).toBe(5);
  });

  it('answers from what is kept for the version its request read with the token, and computes when that is newer', async () => {
    const cache = new ListAnswerCache();
    const { calls, compute } = counted((snapshot) => firstDomain(snapshot));
    const current = BigInt(await version());
    await cache.answer(primary(), 'a', compute);
    await cache.answer(primary(current), 'a', compute);
    expect(calls.n).toBe(1);
    // The token check read a newer version on the primary than the lists' replica has yet: nothing older may pass
    // for it.
    const behind = { db, replica: true, knownVersion: current + 1n };
    await cache.answer(behind, 'a', compute);
    await cache.answer(behind, 'a', compute);
    expect(calls.n).toBe(3);
  });

  it('keeps and shares nothing when its size is 0, so that every request computes its answer', async () => {
    const cache = new ListAnswerCache({ maxBytes: 0 });
    const { calls, compute } = counted((snapshot) => firstDomain(snapshot));
    const first = await cache.answer(primary(), 'a', compute);
    const again = await cache.answer(primary(), 'a', compute);
    expect(calls.n).toBe(2);
    expect(again.body.equals(first.body)).toBe(true);
    // Nor do requests at the same time share one computation.
    await Promise.all([1, 2, 3].map(() => cache.answer(primary(), 'a', compute)));
    expect(calls.n).toBe(5);
  });

  it('keeps a made encoding with its answer', async () => {
    const cache = new ListAnswerCache();
    const answer = await cache.answer(primary(), 'a', () => Promise.resolve({ hello: 'świat' }));
    let encodings = 0;
    const encode = (body: Buffer) => (encodings++, Buffer.from(body));
    const bytes = cache.encoded('a', answer, 'gzip', encode);
    expect(cache.encoded('a', answer, 'gzip', encode)).toBe(bytes);
    expect(encodings).toBe(1);
  });
});

describe('list answers from a replica that is behind', () => {
  const copy = openedTestDatabase();
  const replica = () => ({ db: copy.handle.db, replica: true });

  it('are computed each time and not kept, until it has caught up', async () => {
    const cache = new ListAnswerCache();
    // The primary moves ahead of the copy, and the cache sees that first.
    await sql`update domains set price = price + 1 where id = (select min(id) from domains)`.execute(db);
    await cache.answer(primary(), 'primary', () => Promise.resolve(1));
    const { calls, compute } = counted((snapshot) => snapshot.selectFrom('tags').select('id').execute());
    await cache.answer(replica(), 'replica', compute);
    await cache.answer(replica(), 'replica', compute);
    expect(calls.n).toBe(2);
    // Caught up (its own version reaches the primary's), its answers are kept again.
    const behind =
      BigInt(await version()) -
      BigInt(
        (await sql<{ v: string }>`select version::text as v from catalogue_version`.execute(copy.handle.db)).rows[0]!.v,
      );
    await sql`update catalogue_version set version = version + ${String(behind)}::int8`.execute(copy.handle.db);
    await cache.answer(replica(), 'replica', compute);
    await cache.answer(replica(), 'replica', compute);
    expect(calls.n).toBe(3);
  });
});

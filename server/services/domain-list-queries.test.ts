import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { filterDomains, sortDomains, type DomainListRequest, type DomainStatus } from './domain-filters';
import { domainListQueries, readDomainList, type PageStep } from './domain-list-queries';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database, DomainRow } from '../db/tables';
import { LISTED_STATUSES } from './domains';
import { TOTAL_CAP, countCapped, pagingOf } from './pagination';
import { linkCountQuery } from './link-count';
import { loneLinkFilter } from './domain-filters';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The links of the domain being filtered to any of `ids`. */
function linksOf(
  eb: ExpressionBuilder<Database, 'domains'>,
  table: 'domain_tags' | 'domain_industries',
  column: 'tag_id' | 'industry_id',
  ids: number[],
) {
  return eb
    .selectFrom(table)
    .select(sql.ref(`${table}.domain_id`).as('domain_id'))
    .where(sql.ref(`${table}.domain_id`), '=', sql.ref('domains.id'))
    .where(sql.ref(`${table}.${column}`), 'in', ids);
}

/**
 * The plain statement every strategy must agree with: filter, sort, limit, offset. Tags and industries are matched
 * on the link tables, which the domains' arrays (migration 0012) only copy, so a stale copy fails the comparison.
 */
async function reference(
  request: DomainListRequest,
  statuses: readonly DomainStatus[] | undefined,
  offset: number,
  limit: number,
) {
  const { tags, industries, ...rest } = request;
  let query = filterDomains(server.ctx.db, rest, statuses).selectAll('domains');
  if (tags?.length) query = query.where((eb) => eb.exists(linksOf(eb, 'domain_tags', 'tag_id', tags)));
  if (industries?.length) {
    query = query.where((eb) => eb.exists(linksOf(eb, 'domain_industries', 'industry_id', industries)));
  }
  const rows = await sortDomains(query, request).limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

/** How many domains' tag or industry arrays differ from their links. */
async function staleArrays(db: Db = server.ctx.db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from domains d
    where d.tag_ids <> coalesce((select array_agg(tag_id order by tag_id) from domain_tags where domain_id = d.id), '{}')
      or d.industry_ids <> coalesce(
        (select array_agg(industry_id order by industry_id) from domain_industries where domain_id = d.id), '{}')`.execute(
    db,
  );
  return rows[0]!.n;
}

async function run(steps: PageStep[]) {
  const used: string[] = [];
  let rows: DomainRow[] = [];
  for (const step of steps) {
    used.push(step.strategy);
    rows = (await server.ctx.db.executeQuery(step.query)).rows;
    if (step.complete(rows)) break;
  }
  return { ids: rows.map((row) => row.id), used };
}

const REQUESTS: Array<{ request: DomainListRequest; statuses?: readonly DomainStatus[] }> = [
  { request: {}, statuses: LISTED_STATUSES },
  { request: { dfs_rating: 40, orderby: 'price', order: 'asc' }, statuses: LISTED_STATUSES },
  { request: { dfs_rating: 20, dfs_rating_max: 60, orderby: 'dfs_rating', order: 'asc' }, statuses: LISTED_STATUSES },
  { request: { type: 2, backlinks: 50, orderby: 'rent_price', order: 'desc' }, statuses: LISTED_STATUSES },
  { request: { tags: [1, 2], industries: [3, 5], orderby: 'rent_price', order: 'asc' }, statuses: LISTED_STATUSES },
  { request: { tags: [4], orderby: 'name', order: 'asc' }, statuses: LISTED_STATUSES },
  { request: { name: 'a', orderby: 'name', order: 'desc' }, statuses: LISTED_STATUSES },
  { request: { max_visibility: 5, orderby: 'max_visibility', order: 'desc' } },
  { request: { status: 'sold', industries: [1], orderby: 'created_at', order: 'asc' } },
  { request: { industries: [1, 3] }, statuses: LISTED_STATUSES },
  { request: { tags: [1, 2, 4], orderby: 'ref_domains', order: 'desc' }, statuses: LISTED_STATUSES },
  { request: { tags: [2], orderby: 'price', order: 'desc' } },
];

describe('reading a page of domains', () => {
  it('answers with the rows and the capped total of the plain sorted query', async () => {
    const db = server.ctx.db;
    for (const { request, statuses } of REQUESTS) {
      for (const page of [1, 2]) {
        const { total, rows } = await readDomainList(
          db,
          domainListQueries(db, request, statuses),
          pagingOf({ page, per_page: 30 }),
        );
        expect(total).toBe(await countCapped(db, filterDomains(db, request, statuses)));
        expect(
          rows.map((row) => row.id),
          `${JSON.stringify(request)} page ${page}`,
        ).toEqual(await reference(request, statuses, (page - 1) * 30, 30));
      }
    }
  });

  it('gives the same rows on the walks a catalogue of more than 10 000 matches takes', async () => {
    const db = server.ctx.db;
    for (const { request, statuses } of REQUESTS) {
      for (const offset of [0, 30]) {
        const { ids } = await run(domainListQueries(db, request, statuses).pageSteps(offset, 30, TOTAL_CAP + 1));
        expect(ids, `${JSON.stringify(request)} offset ${offset}`).toEqual(
          await reference(request, statuses, offset, 30),
        );
      }
    }
  });

  it('collects few matches, and lets the count collect them for tags, industries or a name', async () => {
    const db = server.ctx.db;
    const plain = await readDomainList(db, domainListQueries(db, { orderby: 'price' }, LISTED_STATUSES), pagingOf({}));
    expect(plain.used).toEqual(['collect']);
    const joined = await readDomainList(
      db,
      domainListQueries(db, { tags: [4], orderby: 'price' }, LISTED_STATUSES),
      pagingOf({}),
    );
    expect(joined.used).toEqual(['by-id']);
    const named = await readDomainList(
      db,
      domainListQueries(db, { name: 'a', orderby: 'price' }, LISTED_STATUSES),
      pagingOf({}),
    );
    expect(named.used).toEqual(['by-id']);
    const pastTheEnd = await readDomainList(
      db,
      domainListQueries(db, { tags: [4] }, LISTED_STATUSES),
      pagingOf({ page: 1000 }),
    );
    expect(pastTheEnd).toMatchObject({ rows: [], used: [] });
  });

  it('past 10 000 matches walks the sort index alone when only its bounds filter, else a head of it first', async () => {
    const db = server.ctx.db;
    const bounded = domainListQueries(db, { dfs_rating: 30, orderby: 'dfs_rating' }, LISTED_STATUSES);
    expect((await run(bounded.pageSteps(0, 30, TOTAL_CAP + 1))).used).toEqual(['walk']);
    const common = domainListQueries(db, { type: 1, orderby: 'price', order: 'asc' }, LISTED_STATUSES);
    expect((await run(common.pageSteps(0, 30, TOTAL_CAP + 1))).used).toEqual(['bounded-walk']);
    // No domain is called like this, so no head of any length holds it: the matches are collected instead.
    const missing = domainListQueries(
      db,
      { name: 'zzz-nie-ma-takiej', orderby: 'price', order: 'asc' },
      LISTED_STATUSES,
    );
    expect(await run(missing.pageSteps(0, 30, TOTAL_CAP + 1))).toEqual({ ids: [], used: ['bounded-walk', 'collect'] });
  });

  it('counts a lone tag or industry filter from its links: exact up to the cap, and past it whenever it is', async () => {
    const db = server.ctx.db;
    const lone = REQUESTS.filter(({ request }) => loneLinkFilter(request));
    expect(lone.length).toBeGreaterThanOrEqual(5);
    for (const { request, statuses } of lone) {
      const { n } = await filterDomains(db, request, statuses)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(n);
      for (const cap of [1, Math.floor(total / 2), total - 1, total, total + 1]) {
        const query = linkCountQuery(db, loneLinkFilter(request)!, request, statuses, 0, 30, cap);
        const [counted] = (await db.executeQuery(query.compile(db))).rows;
        const label = `${JSON.stringify(request)} cap ${cap} of ${total}`;
        if (total <= cap) {
          expect(counted, label).toEqual({ n: total, ids: await reference(request, statuses, 0, 30) });
        } else {
          expect(counted!.n, label).toBeGreaterThan(cap);
          expect(counted!.ids, label).toBeNull();
        }
      }
    }
  });

  it('keeps each link’s copy of its domain’s status whatever writes it', async () => {
    const db = server.ctx.db;
    const listedIds = async (request: DomainListRequest, statuses?: readonly DomainStatus[]) => {
      const { rows } = await readDomainList(db, domainListQueries(db, request, statuses), pagingOf({ per_page: 1000 }));
      return rows.map((row) => row.id);
    };
    const link = await db
      .selectFrom('domain_tags')
      .innerJoin('domains', 'domains.id', 'domain_tags.domain_id')
      .select(['domains.id', 'domain_tags.tag_id'])
      .where('domains.status', '=', 'available')
      .orderBy('domains.id')
      .executeTakeFirstOrThrow();
    const byTag = { tags: [link.tag_id] };
    expect(await listedIds(byTag, LISTED_STATUSES)).toContain(link.id);
    try {
      await db.updateTable('domains').set({ status: 'sold' }).where('id', '=', link.id).execute();
      expect(await listedIds(byTag, LISTED_STATUSES)).not.toContain(link.id);
      expect(await listedIds({ ...byTag, status: 'sold' })).toContain(link.id);
      // A link written while the domain is sold takes that status too.
      const other = await db
        .selectFrom('tags')
        .select('id')
        .where('id', 'not in', db.selectFrom('domain_tags').select('tag_id').where('domain_id', '=', link.id))
        .executeTakeFirstOrThrow();
      await db.insertInto('domain_tags').values({ domain_id: link.id, tag_id: other.id }).execute();
      expect(await listedIds({ tags: [other.id], status: 'sold' })).toContain(link.id);
      expect(await listedIds({ tags: [other.id] }, LISTED_STATUSES)).not.toContain(link.id);
      await db.deleteFrom('domain_tags').where('domain_id', '=', link.id).where('tag_id', '=', other.id).execute();
    } finally {
      await db.updateTable('domains').set({ status: 'available' }).where('id', '=', link.id).execute();
    }
    expect(await listedIds(byTag, LISTED_STATUSES)).toContain(link.id);
  });
  it('keeps each domain’s tag and industry arrays equal to its links whatever writes them', async () => {
    const db = server.ctx.db;
    // The seed writes the arrays itself, with triggers off.
    expect(await staleArrays()).toBe(0);
    const [first, second] = await db.selectFrom('domains').select('id').orderBy('id').limit(2).execute();
    const tagsOf = async (id: number) =>
      (await db.selectFrom('domains').select('tag_ids').where('id', '=', id).executeTakeFirstOrThrow()).tag_ids;
    const unlinked = async (id: number) =>
      (
        await db
          .selectFrom('tags')
          .select('id')
          .where('id', 'not in', db.selectFrom('domain_tags').select('tag_id').where('domain_id', '=', id))
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const before = [await tagsOf(first!.id), await tagsOf(second!.id)];
    const [a, b] = [await unlinked(first!.id), await unlinked(second!.id)];
    // One statement linking two domains, a link moved to another tag, and deletes.
    await db
      .insertInto('domain_tags')
      .values([
        { domain_id: first!.id, tag_id: a },
        { domain_id: second!.id, tag_id: b },
      ])
      .execute();
    expect(await tagsOf(first!.id)).toEqual([...before[0]!, a].sort((x, y) => x - y));
    expect(await staleArrays()).toBe(0);
    const moved = await unlinked(first!.id);
    await db
      .updateTable('domain_tags')
      .set({ tag_id: moved })
      .where('domain_id', '=', first!.id)
      .where('tag_id', '=', a)
      .execute();
    expect(await tagsOf(first!.id)).toContain(moved);
    expect(await tagsOf(first!.id)).not.toContain(a);
    expect(await staleArrays()).toBe(0);
    await db.deleteFrom('domain_tags').where('domain_id', '=', first!.id).where('tag_id', '=', moved).execute();
    await db.deleteFrom('domain_tags').where('domain_id', '=', second!.id).where('tag_id', '=', b).execute();
    expect([await tagsOf(first!.id), await tagsOf(second!.id)]).toEqual(before);
    // TRUNCATE, inside a transaction that is rolled back, empties every array.
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`truncate domain_tags, domain_industries`.execute(trx);
        expect(await staleArrays(trx)).toBe(0);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from domains
          where tag_ids <> '{}' or industry_ids <> '{}'`.execute(trx);
        expect(rows[0]!.n).toBe(0);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'roll back')) throw error;
      });
    expect(await staleArrays()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { filterDomains, sortDomains, type DomainListRequest, type DomainStatus } from './domain-filters';
import { domainListQueries, readDomainList, type PageStep } from './domain-list-queries';
import type { DomainRow } from '../db/schema';
import { LISTED_STATUSES } from './domains';
import { TOTAL_CAP, countCapped, pagingOf } from './pagination';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The plain statement every strategy must agree with: filter, sort, limit, offset. */
async function reference(
  request: DomainListRequest,
  statuses: readonly DomainStatus[] | undefined,
  offset: number,
  limit: number,
) {
  const rows = await sortDomains(filterDomains(server.ctx.db, request, statuses).selectAll('domains'), request)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
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

  it('collects few matches, and lets the count collect them when the filters join tags or industries', async () => {
    const db = server.ctx.db;
    const plain = await readDomainList(db, domainListQueries(db, { orderby: 'price' }, LISTED_STATUSES), pagingOf({}));
    expect(plain.used).toEqual(['collect']);
    const joined = await readDomainList(
      db,
      domainListQueries(db, { tags: [4], orderby: 'price' }, LISTED_STATUSES),
      pagingOf({}),
    );
    expect(joined.used).toEqual(['by-id']);
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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { privateTestDatabase, type TestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { openDatabase, type DatabaseHandle } from './database';
import type { Schemas } from '../../src/contract/types';

/**
 * The deployment shape for several API processes: the customers' catalogue lists may read a replica (DATABASE_READ_URL)
 * while everything else reads and writes the primary. The replica here is a second copy of the seeded database that the
 * test "replicates" into by hand, so a lag is as long as the test wants it.
 */
describe('with a read replica for the lists', () => {
  let server: TestServer;
  let replicaCopy: TestDatabase;
  let ownHandle: DatabaseHandle | null;
  const replica = () => ownHandle?.db ?? server.ctx.listsDb;
  let domain: Schemas['Domain'];
  let customer: string;

  beforeAll(async () => {
    replicaCopy = await privateTestDatabase();
    server = await startTestServer({ listsDatabase: replicaCopy.options });
    // The test's own handle on the replica, to play the replication. An in-memory PGlite can have only the server's.
    ownHandle = replicaCopy.engine === 'postgres' ? await openDatabase(replicaCopy.options) : null;
    customer = await server.customerToken();
    const page = await server.request({ method: 'GET', url: '/api/domains?per_page=1', token: customer });
    domain = page.json<Schemas['DomainPage']>().data[0]!;
  });
  afterAll(async () => {
    await ownHandle?.close();
    await server.close();
    await replicaCopy.dispose();
  });

  const listed = async (url: string) =>
    (await server.request({ method: 'GET', url, token: customer })).json<{
      data: Array<{ id: number; name: string }>;
    }>().data;
  const listedNames = async (url: string) => (await listed(url)).map((row) => row.name);

  it('reads the lists from the replica and nothing else: a withdrawn domain stays listed until the replica has it', async () => {
    await server.ctx.db.updateTable('domains').set({ status: 'hidden' }).where('id', '=', domain.id).execute();
    const filter = `/api/domains?name=${encodeURIComponent(domain.name)}`;

    expect(await listedNames(filter)).toContain(domain.name);
    // A domain's own page, what checkout acts on, reads the primary: it is gone there at once.
    const own = await server.request({ method: 'GET', url: `/api/domains/${domain.id}`, token: customer });
    expect(own.statusCode).toBe(404);
    // So does the administrators' list, where an edit must show at once.
    const admin = await server.adminToken();
    const adminRow = await server.request({
      method: 'GET',
      url: `/api/admin/domains?name=${domain.name}`,
      token: admin,
    });
    expect(adminRow.json<Schemas['DomainPage']>().data.find((d) => d.id === domain.id)?.status).toBe('hidden');

    await replica().updateTable('domains').set({ status: 'hidden' }).where('id', '=', domain.id).execute();
    expect(await listedNames(filter)).not.toContain(domain.name);
  });

  it.each([
    ['portals for sale', '/api/portals'],
    ['portals offering publications', '/api/portals-publications'],
  ])('reads the list of %s from the replica as well', async (_, list) => {
    const [first] = await listed(`${list}?per_page=1`);
    if (!first) throw new Error(`the seed has no ${list}`);
    const renamed = `replika-${first.id}.pl`;
    await replica().updateTable('portals').set({ name: renamed }).where('id', '=', first.id).execute();
    expect(await listedNames(`${list}?per_page=1`)).toEqual([renamed]);
    const primaryName = await server.ctx.db
      .selectFrom('portals')
      .select('name')
      .where('id', '=', first.id)
      .executeTakeFirst();
    expect(primaryName?.name).toBe(first.name);
  });
});

describe('DATABASE_READ_URL without DATABASE_URL', () => {
  it('refuses to start before opening anything, naming both settings', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_READ_URL: 'postgres://replika/domenika' });
    await expect(bootstrap(config)).rejects.toThrow(/DATABASE_READ_URL wymaga DATABASE_URL/);
  });
});

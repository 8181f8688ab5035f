import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import { advertisingLinkPublications, placeOrder } from '../test/checkout-fixtures';
import { userIdOf } from '../test/accounts';
import { DEMO_ACCOUNTS } from '../db/seed';
import type { Schemas } from '../../src/contract/types';

let server: TestServer;
let admin: string;
let customer: string;
let adminId: number;

// Every request comes from this address, so each entry must name it.
const CLIENT_IP = '203.0.113.7';

beforeAll(async () => {
  server = await startTestServer({ now: () => TEST_NOW });
  admin = await server.adminToken();
  customer = await server.customerToken();
  adminId = await userId(DEMO_ACCOUNTS.admin.email);
});
afterAll(() => server.close());

const userId = (email: string) => userIdOf(server.ctx.db, email);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  server.request({ method, url, token, remoteAddress: CLIENT_IP, ...(payload ? { payload } : {}) });

async function entries(entity: string, entityId?: number): Promise<Schemas['AuditEntry'][]> {
  const query = `entity=${entity}${entityId === undefined ? '' : `&entity_id=${entityId}`}&per_page=200`;
  const response = await call('GET', `/api/admin/audit-log?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Schemas['AuditEntryPage']>().data;
}

const rowCount = async () =>
  Number(
    (
      await server.ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const domainInput = (name: string) => ({
  name,
  type: 2,
  status: 'available',
  description: 'Domena do historii zmian',
  price: 500,
  sale_price: 400,
  rent_price: null,
  redirect_price: { '30': 19, '90': 49, '365': 149 },
  dfs_rating: 10,
  backlinks: 100,
  ref_domains: 10,
  max_visibility: 1,
  anchor_links: 5,
  tags: [1],
  industries: [3],
});

async function createDomain(name: string): Promise<Schemas['Domain']> {
  const response = await call('POST', '/api/admin/domains', domainInput(name));
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('an audit entry for every kind of admin change', () => {
  it('records a domain creation with the whole record, who made it and from where', async () => {
    const domain = await createDomain('historia-zmian.pl');
    const [entry] = await entries('domain', domain.id);
    expect(entry).toMatchObject({
      action: 'domain.create',
      entity: 'domain',
      entity_id: domain.id,
      actor: { id: adminId, email: DEMO_ACCOUNTS.admin.email },
      actor_ip: CLIENT_IP,
      before: null,
      after: { name: 'historia-zmian.pl', price: 500, sale_price: 400, status: 'available' },
    });
    expect(entry!.after).toHaveProperty('tags');
    // The database's clock stamps the entry (the transaction's time), not one the application could be told.
    expect(Number.isNaN(Date.parse(entry!.at))).toBe(false);
  });

  it('records a domain edit with only the fields that changed', async () => {
    const domain = await createDomain('edycja-historia.pl');
    const response = await call('PUT', `/api/admin/domains/${domain.id}`, {
      ...domainInput('edycja-historia.pl'),
      price: 650,
      status: 'hidden',
    });
    expect(response.statusCode).toBe(200);
    const [edit] = await entries('domain', domain.id);
    expect(edit).toMatchObject({ action: 'domain.update', actor_ip: CLIENT_IP, actor: { id: adminId } });
    expect(edit!.before).toEqual({ price: 500, status: 'available' });
    expect(edit!.after).toEqual({ price: 650, status: 'hidden' });
  });

  it('records a bulk save as one entry on each changed domain, newest first', async () => {
    const a = await createDomain('zbiorczo-a.pl');
    const b = await createDomain('zbiorczo-b.pl');
    const response = await call('POST', '/api/admin/domains/bulk-update', {
      changes: [
        { id: a.id, price: 700 },
        { id: b.id, rent_price: 12.5, tags: [1, 2] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [latestA, createdA] = await entries('domain', a.id);
    expect(latestA).toMatchObject({ action: 'domain.bulk_update', before: { price: 500 }, after: { price: 700 } });
    expect(createdA!.action).toBe('domain.create');
    const [latestB] = await entries('domain', b.id);
    expect(latestB).toMatchObject({ action: 'domain.bulk_update', actor_ip: CLIENT_IP });
    expect(latestB!.before).toMatchObject({ rent_price: null });
    expect(latestB!.after).toMatchObject({ rent_price: 12.5 });
    expect(Object.keys(latestB!.after!).sort()).toEqual(['rent_price', 'tags']);
  });

  it('records a domain deletion with the whole record as it was', async () => {
    const domain = await createDomain('do-usuniecia-historia.pl');
    expect((await call('DELETE', `/api/admin/domains/${domain.id}`)).statusCode).toBe(204);
    const [entry] = await entries('domain', domain.id);
    expect(entry).toMatchObject({
      action: 'domain.delete',
      before: { name: 'do-usuniecia-historia.pl', price: 500 },
      after: null,
    });
  });

  it('records the creation and deletion of industries and tags', async () => {
    const industry = (await call('POST', '/api/industries', { name: 'Historia branży' })).json<Schemas['Industry']>();
    const tag = (await call('POST', '/api/tags', { name: 'Historia tagu' })).json<Schemas['Tag']>();
    expect((await call('DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(204);
    // Industries and tags number their rows apart, so one id may name both; the action tells them apart.
    const [created] = (await entries('category', industry.id)).filter((e) => e.action.startsWith('industry.'));
    expect(created).toMatchObject({
      action: 'industry.create',
      before: null,
      after: { name: 'Historia branży', slug: industry.slug },
    });
    const tagEntries = (await entries('category', tag.id)).filter((e) => e.action.startsWith('tag.'));
    expect(tagEntries.map((e) => e.action)).toEqual(['tag.delete', 'tag.create']);
    expect(tagEntries[0]).toMatchObject({ before: { name: 'Historia tagu' }, after: null, actor_ip: CLIENT_IP });
  });

  it('records a privilege change with the privileges before and after', async () => {
    // Not a demo account: taking a privilege away signs its holder out, and the other tests use those tokens.
    const { id } = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', 'not in', [DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.admin.email])
      .where(sql<boolean>`privileges = ARRAY['user']::text[]`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await call('PUT', `/api/admin/users/${id}/privileges`, { privileges: ['user', 'admin'] });
    expect(response.statusCode).toBe(200);
    const [entry] = await entries('user', id);
    expect(entry).toMatchObject({
      action: 'user.privileges',
      entity_id: id,
      actor: { id: adminId },
      actor_ip: CLIENT_IP,
      before: { privileges: ['user'] },
      after: { privileges: ['user', 'admin'] },
    });
    // Put back for the other tests; that is a change too, and is recorded as one.
    await call('PUT', `/api/admin/users/${id}/privileges`, { privileges: ['user'] });
    expect((await entries('user', id)).map((e) => e.action)).toEqual(['user.privileges', 'user.privileges']);
  });

  it('records an order status change with the note', async () => {
    const order = await placeAdvertisingOrder();
    const response = await call('POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
      expected_status: order.status,
      note: 'Klient zrezygnował',
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await entries('order', order.id);
    expect(entry).toMatchObject({
      action: 'order.status',
      actor_ip: CLIENT_IP,
      before: { status: order.status },
      after: { status: 'cancelled', note: 'Klient zrezygnował' },
    });
  });
});

async function placeAdvertisingOrder() {
  const publications = await advertisingLinkPublications(server.ctx.db);
  return placeOrder(server, '/api/orders', customer, { domains: [], portals: [], publications });
}

describe('a failed change leaves no entry', () => {
  it('an invalid bulk save writes neither the valid entries nor an audit entry', async () => {
    const domain = await createDomain('zbiorczo-blad.pl');
    const before = await rowCount();
    const response = await call('POST', '/api/admin/domains/bulk-update', {
      changes: [
        { id: domain.id, price: 900 },
        { id: 999999, price: 10 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(await rowCount()).toBe(before);
    expect((await entries('domain', domain.id)).map((e) => e.action)).toEqual(['domain.create']);
  });

  it('a refused order status transition leaves no entry', async () => {
    const order = await placeAdvertisingOrder();
    const response = await call('POST', `/api/admin/orders/${order.id}/status`, {
      status: 'completed',
      expected_status: order.status,
    });
    expect(response.statusCode).toBe(409);
    expect(await entries('order', order.id)).toEqual([]);
  });

  it('a refused privilege change (an administrator demoting themselves) leaves no entry', async () => {
    const before = await rowCount();
    const response = await call('PUT', `/api/admin/users/${adminId}/privileges`, { privileges: ['user'] });
    expect(response.statusCode).toBe(422);
    expect(await rowCount()).toBe(before);
    expect(await entries('user', adminId)).toEqual([]);
  });

  it('a deletion refused because a category is in use leaves no entry', async () => {
    const before = await rowCount();
    const response = await call('DELETE', '/api/industries/3');
    expect(response.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });
});

describe('nobody rewrites the log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE even through raw SQL, and the rows stay as they were', async () => {
    await createDomain('niezmienna-historia.pl');
    const db = server.ctx.db;
    const snapshot = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(snapshot.length).toBeGreaterThan(0);
    await expect(sql`UPDATE audit_log SET action = 'domain.delete', actor_ip = NULL`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(snapshot);
  });

  it('admits administrators only to the list, and offers no call that edits or deletes it', async () => {
    expect((await call('GET', '/api/admin/audit-log?entity=domain', undefined, customer)).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: '/api/admin/audit-log?entity=domain' })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/admin/audit-log?entity=domain')).statusCode).not.toBe(204);
    expect((await call('GET', '/api/admin/audit-log?entity=nope')).statusCode).toBe(422);
  });
});

describe('who made a change, as they were then', () => {
  it('keeps the actor’s name and e-mail of old entries after the administrator renames themselves', async () => {
    const domain = await createDomain('kto-to-zrobil.pl');
    await server.ctx.db
      .updateTable('users')
      .set({ name: 'Ktoś Inny', email: 'ktos.inny@example.pl' })
      .where('id', '=', adminId)
      .execute();
    await call('PUT', `/api/admin/domains/${domain.id}`, { ...domainInput('kto-to-zrobil.pl'), price: 650 });
    const [edit, creation] = await entries('domain', domain.id);
    expect(edit).toMatchObject({
      action: 'domain.update',
      actor: { id: adminId, name: 'Ktoś Inny', email: 'ktos.inny@example.pl' },
    });
    expect(creation).toMatchObject({
      action: 'domain.create',
      actor: { id: adminId, name: DEMO_ACCOUNTS.admin.name, email: DEMO_ACCOUNTS.admin.email },
    });
  });
});

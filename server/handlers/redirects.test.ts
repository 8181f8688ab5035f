import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import { anyNumber, stringMatching } from '../test/matchers';
import { DEMO_ACCOUNTS } from '../db/seed';
import { hostileRedirectTargets } from '../test/hostile-redirect-targets';
import type { Schemas, SuccessOf } from '../../src/contract/types';
import { userIdOf } from '../test/accounts';

let server: TestServer;
let customer: string;
let customerId: number;
let active: Schemas['Redirect'];
const ids: Record<'pending' | 'expired' | 'cancelled' | 'lapsed' | 'foreign', number> = {
  pending: 0,
  expired: 0,
  cancelled: 0,
  lapsed: 0,
  foreign: 0,
};

const DAY = 86_400_000;
let seededIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100' }, now: () => TEST_NOW });
  customer = await server.customerToken();
  const { db } = server.ctx;
  customerId = await userIdOf(db, DEMO_ACCOUNTS.customer.email);
  // The demo seed gives the customer two rentals: a long one and one in its last days.
  const seededRows = await db.selectFrom('redirects').selectAll().where('user_id', '=', customerId).execute();
  seededIds = seededRows.map((r) => r.id);
  const seeded = seededRows.find((r) => r.target_url === 'https://www.przyklad-sklepu.pl')!;
  const foreignOrder = await db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where('user_id', '!=', customerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const domains = await db
    .selectFrom('domains')
    .select('id')
    .where('status', '=', 'available')
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  const add = async (
    values: { status: string; user_id?: number; order_id?: number; ends_at?: Date | null; created_at: Date },
    domainIndex: number,
  ) =>
    (
      await db
        .insertInto('redirects')
        .values({
          user_id: values.user_id ?? customerId,
          domain_id: domains[domainIndex]!.id,
          order_id: values.order_id ?? seeded.order_id,
          target_url: 'https://www.przyklad-sklepu.pl',
          redirect_period: 30,
          status: values.status,
          starts_at: values.status === 'pending' ? null : new Date(TEST_NOW.getTime() - 40 * DAY),
          ends_at: values.ends_at ?? null,
          created_at: values.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.pending = await add({ status: 'pending', created_at: new Date(TEST_NOW.getTime() - DAY) }, 0);
  ids.expired = await add(
    {
      status: 'expired',
      ends_at: new Date(TEST_NOW.getTime() - 10 * DAY),
      created_at: new Date(TEST_NOW.getTime() - 50 * DAY),
    },
    1,
  );
  ids.cancelled = await add({ status: 'cancelled', created_at: new Date(TEST_NOW.getTime() - 60 * DAY) }, 2);
  // Still marked active, but its period ended yesterday.
  ids.lapsed = await add(
    {
      status: 'active',
      ends_at: new Date(TEST_NOW.getTime() - DAY),
      created_at: new Date(TEST_NOW.getTime() - 70 * DAY),
    },
    3,
  );
  ids.foreign = await add(
    { status: 'active', user_id: foreignOrder.user_id, order_id: foreignOrder.id, created_at: TEST_NOW },
    4,
  );
  const list = await server.request({ method: 'GET', url: '/api/me/redirects', token: customer });
  active = list.json<SuccessOf<'listMyRedirects'>>().data.find((r) => r.id === seeded.id)!;
});
afterAll(() => server.close());

function update(payload: Record<string, unknown>) {
  return server.request({ method: 'POST', url: '/api/me/redirects/updateRequest', token: customer, payload });
}

describe('the customer’s redirects', () => {
  it('lists only their own, newest first, each with its domain', async () => {
    const response = await server.request({ method: 'GET', url: '/api/me/redirects', token: customer });
    expect(response.statusCode).toBe(200);
    const body = response.json<SuccessOf<'listMyRedirects'>>();
    expect(body).toMatchObject({ total: 6, current_page: 1, last_page: 1, total_is_capped: false });
    expect(body.data.map((r) => r.id)).not.toContain(ids.foreign);
    const created = body.data.map((r) => Date.parse(r.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const inserted = body.data.map((r) => r.id).filter((id) => !seededIds.includes(id));
    expect(inserted).toEqual([ids.pending, ids.expired, ids.cancelled, ids.lapsed]);
    expect(active).toMatchObject({
      status: 'active',
      redirect_period: 90,
      target_url: 'https://www.przyklad-sklepu.pl',
    });
    expect(active.domain).toEqual({ id: anyNumber(), name: stringMatching(/\./) });
    expect(Object.keys(active).sort()).toEqual([
      'created_at',
      'domain',
      'ends_at',
      'id',
      'order_id',
      'redirect_period',
      'starts_at',
      'status',
      'target_url',
    ]);
  });

  it('pages the list', async () => {
    const second = await server.request({ method: 'GET', url: '/api/me/redirects?per_page=2&page=2', token: customer });
    expect(second.json()).toMatchObject({ current_page: 2, per_page: 2, last_page: 3, total: 6 });
    expect(second.json<SuccessOf<'listMyRedirects'>>().data).toHaveLength(2);
  });

  it('opens one of their own redirects', async () => {
    const response = await server.request({ method: 'GET', url: `/api/me/redirects/${active.id}`, token: customer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(active);
  });

  it('answers 404 for another customer’s redirect and for one that does not exist', async () => {
    for (const id of [ids.foreign, 999999]) {
      const response = await server.request({ method: 'GET', url: `/api/me/redirects/${id}`, token: customer });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Nie znaleziono przekierowania.' });
    }
  });
});

describe('changing where a redirect points', () => {
  it('changes the target of an active redirect and says so', async () => {
    const response = await update({ id: active.id, target_url: 'https://nowy-sklep.pl/oferta' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Adres docelowy przekierowania został zmieniony.',
      redirect: { ...active, target_url: 'https://nowy-sklep.pl/oferta' },
    });
    const reread = await server.request({ method: 'GET', url: `/api/me/redirects/${active.id}`, token: customer });
    expect(reread.json<Schemas['Redirect']>().target_url).toBe('https://nowy-sklep.pl/oferta');
  });

  it('changes the target of a pending redirect too', async () => {
    const response = await update({ id: ids.pending, target_url: 'http://inny-adres.pl' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SuccessOf<'requestRedirectUpdate'>>().redirect).toMatchObject({
      id: ids.pending,
      status: 'pending',
      target_url: 'http://inny-adres.pl',
    });
  });

  it('refuses an expired redirect, and an active one whose period has ended, on the id field', async () => {
    for (const id of [ids.expired, ids.lapsed]) {
      const response = await update({ id, target_url: 'https://nowy-sklep.pl' });
      expect(response.statusCode).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors).toEqual({
        id: ['To przekierowanie wygasło, więc nie można już zmienić jego adresu docelowego.'],
      });
    }
  });

  it('refuses a cancelled redirect on the id field', async () => {
    const response = await update({ id: ids.cancelled, target_url: 'https://nowy-sklep.pl' });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.id).toEqual([
      'To przekierowanie zostało anulowane, więc nie można zmienić jego adresu docelowego.',
    ]);
  });

  it('refuses a target on the redirected domain itself or under it, in any letter case', async () => {
    const name = active.domain.name;
    for (const target of [`https://${name}/`, `http://WWW.${name.toUpperCase()}/sklep`, `https://blog.${name}`]) {
      const response = await update({ id: active.id, target_url: target });
      expect(response.statusCode, target).toBe(422);
      expect(response.json()).toEqual({
        message: 'Przekierowanie nie może wskazywać na tę samą domenę ani jej subdomenę',
        errors: { target_url: ['Przekierowanie nie może wskazywać na tę samą domenę ani jej subdomenę'] },
      });
    }
    const lookalike = await update({ id: active.id, target_url: `https://x${name}` });
    expect(lookalike.statusCode).toBe(200);
  });

  it('refuses the visitor’s own machine, credentials and a loop back to the domain, and keeps the target', async () => {
    for (const { target, message } of hostileRedirectTargets(active.domain.name)) {
      const response = await update({ id: active.id, target_url: target });
      expect(response.statusCode, target).toBe(422);
      expect(response.json(), target).toEqual({ message, errors: { target_url: [message] } });
    }
    const reread = await server.request({ method: 'GET', url: `/api/me/redirects/${active.id}`, token: customer });
    expect(reread.json<Schemas['Redirect']>().target_url).not.toMatch(/127\.0\.0\.1|localhost|::1|@/);
  });

  it('refuses a target that is not an http(s) address', async () => {
    for (const target of ['ftp://plik.pl/a', 'javascript:alert(1)', 'nowy-sklep.pl']) {
      const response = await update({ id: active.id, target_url: target });
      expect(response.statusCode, target).toBe(422);
      expect(response.json<Schemas['ValidationError']>().errors.target_url).toEqual([
        'Podaj pełny adres zaczynający się od http:// lub https://',
      ]);
    }
  });

  it('answers 404 for another customer’s redirect and leaves it unchanged', async () => {
    const response = await update({ id: ids.foreign, target_url: 'https://przejete.pl' });
    expect(response.statusCode).toBe(404);
    const row = await server.ctx.db
      .selectFrom('redirects')
      .select('target_url')
      .where('id', '=', ids.foreign)
      .executeTakeFirstOrThrow();
    expect(row.target_url).toBe('https://www.przyklad-sklepu.pl');
  });

  it('says which fields are missing', async () => {
    const response = await update({});
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      id: ['Pole powinno być uzupełnione'],
      target_url: ['Pole powinno być uzupełnione'],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { domainPool, domainStatuses } from '../test/checkout-fixtures';
import { loadCart, reserveCart } from './checkout-items';

let server: TestServer;
let take: ReturnType<typeof domainPool>;

beforeAll(async () => {
  server = await startTestServer();
  take = domainPool(server.ctx.db);
});
afterAll(() => server.close());

describe('reserveCart', () => {
  // Under PostgreSQL two racing orders can both read a domain as available; the conditional update decides.
  it('reserves only what is still available when it runs and names what another order took after loadCart', async () => {
    const [kept, lost] = await take(2);
    const selection = await loadCart(server.ctx.db, 'buy', {
      domains: [{ id: kept!.id }, { id: lost!.id }],
      portals: [],
      publications: [],
    });
    expect(selection.unavailable).toEqual([]);
    await server.ctx.db.updateTable('domains').set({ status: 'reserved' }).where('id', '=', lost!.id).execute();
    const taken = await reserveCart(server.ctx.db, selection, new Date());
    expect(taken).toEqual([{ kind: 'domain', id: lost!.id, name: lost!.name, reason: 'reserved' }]);
    expect(await domainStatuses(server.ctx.db, [kept!.id, lost!.id])).toEqual({
      [kept!.id]: 'reserved',
      [lost!.id]: 'reserved',
    });
  });
});

describe('loadCart', () => {
  it('offers a 301 rental for each period that has its own price', async () => {
    const [domain] = await take(1, { redirect: true });
    await server.ctx.db.updateTable('domains').set({ redirect_price_365: null }).where('id', '=', domain!.id).execute();
    const cart = (period: 30 | 90 | 365) =>
      loadCart(server.ctx.db, 'redirect', {
        domains: [{ id: domain!.id, redirect_period: period }],
        portals: [],
        publications: [],
      });
    expect((await cart(90)).domains[0]!.redirect_price).toEqual({
      30: domain!.redirect_price_30,
      90: domain!.redirect_price_90,
    });
    expect((await cart(365)).unavailable).toEqual([
      { kind: 'domain', id: domain!.id, name: domain!.name, reason: 'no_redirect' },
    ]);
  });

  it('refuses a domain without rent_price in rent mode only', async () => {
    const [domain] = await take(1, { notLeasable: true });
    const request = { domains: [{ id: domain!.id }], portals: [], publications: [] };
    expect((await loadCart(server.ctx.db, 'rent', request)).unavailable).toEqual([
      { kind: 'domain', id: domain!.id, name: domain!.name, reason: 'not_for_rent' },
    ]);
    expect((await loadCart(server.ctx.db, 'buy', request)).unavailable).toEqual([]);
  });
});

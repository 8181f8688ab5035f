import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../test/test-server';
import { COMPANY, PERSON, domainPool, outboxTo, postCheckout, registerCustomer, type DomainRow } from '../test/checkout-fixtures';
import { cartTotals } from '../../src/model/pricing';
import { toPln } from '../../src/model/money';

let server: TestServer;
let token: string;
let take: ReturnType<typeof domainPool>;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_REGISTER: '100' } });
  token = await server.customerToken();
  take = domainPool(server.ctx.db);
});
afterAll(() => server.close());

const order = (payload: object, key?: string, as = token) => postCheckout(server, '/api/orders', as, { portals: [], publications: [], ...PERSON, ...payload }, key);

const priced = (d: DomainRow) => ({ id: d.id, price: d.price, sale_price: d.sale_price, rent_price: d.rent_price });

async function statusOf(ids: number[]) {
  const rows = await server.ctx.db.selectFrom('domains').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

async function publicationPortal() {
  return server.ctx.db
    .selectFrom('portals')
    .select(['id', 'name', 'permanent_publication'])
    .where('permanent_publication', 'is not', null)
    .where((eb) => eb(eb.val(1), '=', eb.fn.any('link_types')))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function portalForSale(offset = 0) {
  return server.ctx.db
    .selectFrom('portals')
    .select(['id', 'name', 'price'])
    .where('price', 'is not', null)
    .where('status', '=', 'available')
    .orderBy('id', 'desc')
    .offset(offset)
    .executeTakeFirstOrThrow();
}

describe('POST /api/orders', () => {
  it('prices every item from the catalogue and ignores prices in the request', async () => {
    const domains = await take(2, { discounted: true });
    const portal = await portalForSale();
    const pub = await publicationPortal();
    const response = await order({
      domains: domains.map((d) => d.id),
      portals: [portal.id],
      publications: [{ id: pub.id, publication_offer_id: 'permanent_publication', count: 2, link_type: 1, domenika_article: true, price: 0.01 }],
      client_total: null,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const expected = cartTotals({
      mode: 'buy',
      domains: domains.map(priced),
      portals: [{ id: portal.id, price: portal.price! }],
      publications: [{ id: pub.id, publication_offer_id: 'permanent_publication', price: pub.permanent_publication!, count: 2, domenika_article: true }],
      discount: null,
    });
    // No code: domains count at their sale prices; the add-on is 25 zł per publication.
    expect(expected.subtotal).toBe(domains[0]!.sale_price + domains[1]!.sale_price + portal.price! + 2 * (pub.permanent_publication! + 2500));
    expect(body).toMatchObject({
      kind: 'purchase',
      status: 'awaiting_payment',
      discount_code: null,
      discount_total: 0,
      net_total: toPln(expected.net),
      vat_rate: 0.23,
      vat_total: toPln(expected.vat),
      gross_total: toPln(expected.gross),
      buyer: { type: 'person', name: 'Jan Klient', nip: null },
      payment: { method: 'bank_transfer', title: body.number, amount: toPln(expected.gross) },
    });
    expect(body.number).toMatch(/^ZAM\/\d{4}\/\d{2}\/\d{4}$/);
    expect(body.status_history.map((h: { status: string }) => h.status)).toEqual(['new', 'awaiting_payment']);
    expect(body.items.map((i: { kind: string; unit_price: number; count: number }) => [i.kind, i.unit_price, i.count])).toEqual([
      ['domain', toPln(domains[0]!.sale_price), 1],
      ['domain', toPln(domains[1]!.sale_price), 1],
      ['webPortal', toPln(portal.price!), 1],
      ['publication', toPln(pub.permanent_publication! + 2500), 2],
    ]);
    expect(Object.values(await statusOf(domains.map((d) => d.id)))).toEqual(['reserved', 'reserved']);
    const portalRow = await server.ctx.db.selectFrom('portals').select('status').where('id', '=', portal.id).executeTakeFirstOrThrow();
    expect(portalRow.status).toBe('reserved');
  });

  it('e-mails the customer the order number, totals and bank transfer details', async () => {
    const [domain] = await take(1);
    const response = await order({ domains: [domain!.id] });
    const { number } = response.json();
    const [mail] = await outboxTo(server.ctx.db, 'klient@example.pl');
    expect(mail!.subject).toContain(number);
    expect(mail!.text_body).toContain(server.ctx.config.seller.bankAccount);
    expect(mail!.text_body).toContain(`Tytuł przelewu: ${number}`);
    expect(mail!.text_body).toMatch(/do zapłaty brutto: [\d\s,]+zł/);
  });

  it('applies a percentage code to the standard prices of all items, as the model says', async () => {
    const domains = await take(2, { discounted: true });
    const response = await order({ domains: domains.map((d) => d.id), discount_code: 'rabat10' });
    expect(response.statusCode).toBe(201);
    const expected = cartTotals({ mode: 'buy', domains: domains.map(priced), portals: [], publications: [], discount: { product_type: 'all', type: '1', discount: 10 } });
    expect(expected.subtotal).toBe(domains[0]!.price + domains[1]!.price);
    expect(response.json()).toMatchObject({
      discount_code: 'RABAT10',
      discount_total: toPln(expected.discountTotal),
      net_total: toPln(expected.net),
      gross_total: toPln(expected.gross),
    });
  });

  it('applies an amount code per domain and counts its use', async () => {
    const before = await server.ctx.db.selectFrom('discount_codes').select('used_count').where('code', '=', 'DOMENY50').executeTakeFirstOrThrow();
    const domains = await take(2);
    const response = await order({ domains: domains.map((d) => d.id), discount_code: 'DOMENY50' });
    const expectedDiscount = domains.reduce((sum, d) => sum + Math.min(5000, d.price), 0);
    expect(response.json()).toMatchObject({ discount_total: toPln(expectedDiscount), net_total: toPln(domains[0]!.price + domains[1]!.price - expectedDiscount) });
    const after = await server.ctx.db.selectFrom('discount_codes').select('used_count').where('code', '=', 'DOMENY50').executeTakeFirstOrThrow();
    expect(after.used_count).toBe(before.used_count + 1);
  });

  it('refuses unknown, expired and used-up codes on the discount_code field and reserves nothing', async () => {
    await server.ctx.db.insertInto('discount_codes').values({ code: 'ZUZYTY', product_type: 'all', type: '1', discount: 5, max_uses: 1, used_count: 1 }).execute();
    const [domain] = await take(1);
    for (const [code, message] of [['NIEMA', 'Nieznany kod rabatowy'], ['LATO2025', 'Kod rabatowy wygasł'], ['zuzyty', 'Kod rabatowy wygasł']]) {
      const response = await order({ domains: [domain!.id], discount_code: code });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ discount_code: [message] });
    }
    expect(await statusOf([domain!.id])).toEqual({ [domain!.id]: 'available' });
  });

  it('refuses a sold and a reserved domain in one order, naming both, and reserves nothing', async () => {
    const [free] = await take(1);
    const [sold, reserved] = await take(2);
    await server.ctx.db.updateTable('domains').set({ status: 'sold' }).where('id', '=', sold!.id).execute();
    await server.ctx.db.updateTable('domains').set({ status: 'reserved' }).where('id', '=', reserved!.id).execute();
    const response = await order({ domains: [free!.id, sold!.id, reserved!.id, 999_999] });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.unavailable).toEqual([
      { kind: 'domain', id: sold!.id, name: sold!.name, reason: 'sold' },
      { kind: 'domain', id: reserved!.id, name: reserved!.name, reason: 'reserved' },
      { kind: 'domain', id: 999_999, name: null, reason: 'deleted' },
    ]);
    expect(body.message).toContain(sold!.name);
    expect(body.message).toContain(reserved!.name);
    expect((await statusOf([free!.id]))[free!.id]).toBe('available');
  });

  it('refuses a portal that is not for sale and a publication with a link type the portal does not accept', async () => {
    const notForSale = await server.ctx.db.selectFrom('portals').select(['id', 'name']).where('price', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const noFollowOnly = await server.ctx.db
      .selectFrom('portals')
      .select(['id', 'name'])
      .where('permanent_publication', 'is not', null)
      .where(sql<boolean>`NOT (1 = ANY(link_types))`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await order({
      domains: [],
      portals: [notForSale.id],
      publications: [{ id: noFollowOnly.id, publication_offer_id: 'permanent_publication', count: 1, link_type: 1, domenika_article: false }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().unavailable).toEqual([
      { kind: 'webPortal', id: notForSale.id, name: notForSale.name, reason: 'deleted' },
      { kind: 'publication', id: noFollowOnly.id, name: noFollowOnly.name, reason: 'deleted' },
    ]);
  });

  it('answers 409 when the total the customer saw is not the current one, and accepts the right one', async () => {
    const [domain] = await take(1);
    const stale = await order({ domains: [domain!.id], client_total: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'Ceny zmieniły się — odśwież koszyk', unavailable: [] });
    expect((await statusOf([domain!.id]))[domain!.id]).toBe('available');
    const gross = cartTotals({ mode: 'buy', domains: [priced(domain!)], portals: [], publications: [], discount: null }).gross;
    expect((await order({ domains: [domain!.id], client_total: toPln(gross) })).statusCode).toBe(201);
  });

  it('asks a company for its name and a valid NIP', async () => {
    const [domain] = await take(1);
    const response = await order({ domains: [domain!.id], ...COMPANY, buyer: { ...COMPANY.buyer, company_name: ' ', nip: '5260250275' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'buyer.company_name': ['Pole powinno być uzupełnione'], 'buyer.nip': ['Nieprawidłowy NIP'] });
    const ok = await order({ domains: [domain!.id], ...COMPANY });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().buyer).toMatchObject({ type: 'company', company_name: 'Klient Media sp. z o.o.', nip: '5260250274' });
  });

  it('asks a consumer to waive the 14-day withdrawal right, and everyone to accept the terms', async () => {
    const [domain] = await take(1);
    const consumer = await order({ domains: [domain!.id], consents: { accept_terms: true } });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json().errors['consents.immediate_service'][0]).toMatch(/14 dni.*odstąpienia/);
    const terms = await order({ domains: [domain!.id], consents: { accept_terms: false, immediate_service: true } });
    expect(terms.statusCode).toBe(422);
    expect(terms.json().errors['consents.accept_terms']).toBeDefined();
  });

  it('refuses an empty cart', async () => {
    const response = await order({ domains: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ domains: ['Koszyk jest pusty. Dodaj co najmniej jedną pozycję.'] });
  });

  it('requires an Idempotency-Key', async () => {
    const response = await server.request({ method: 'POST', url: '/api/orders', token, payload: { domains: [], portals: [], publications: [], ...PERSON } });
    expect(response.statusCode).toBe(422);
  });
});

describe('idempotency', () => {
  it('returns the same order for the same key sent twice, creating nothing new', async () => {
    const [domain] = await take(1);
    const key = randomUUID();
    const first = await order({ domains: [domain!.id] }, key);
    const second = await order({ domains: [domain!.id] }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    const rows = await server.ctx.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect(await outboxTo(server.ctx.db, 'klient@example.pl').then((m) => m.filter((x) => x.subject.includes(first.json().number)))).toHaveLength(1);
  });

  it('returns one order to two concurrent requests with the same key', async () => {
    const [domain] = await take(1);
    const key = randomUUID();
    const [a, b] = await Promise.all([order({ domains: [domain!.id] }, key), order({ domains: [domain!.id] }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await server.ctx.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });
  it('lets the unique key decide between concurrent twins that reserve nothing', async () => {
    const pub = await publicationPortal();
    const key = randomUUID();
    const publications = [{ id: pub.id, publication_offer_id: 'permanent_publication', count: 1, link_type: 1, domenika_article: false }];
    const [a, b] = await Promise.all([order({ domains: [], publications }, key), order({ domains: [], publications }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    // The loser's order number was rolled back with its transaction, so the series has no gap.
    const next = await order({ domains: [], publications });
    const sequence = (n: string) => Number(n.split('/').pop());
    expect(sequence(next.json().number)).toBe(sequence(a.json().number) + 1);
  });
});

describe('two customers racing for one domain', () => {
  it('gives the domain to exactly one of them', async () => {
    const other = await registerCustomer(server, 'druga.klientka@example.pl');
    const [domain] = await take(1);
    const responses = await Promise.all([
      order({ domains: [domain!.id] }),
      order({ domains: [domain!.id], buyer: { ...PERSON.buyer, email: 'druga.klientka@example.pl' } }, randomUUID(), other),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().unavailable).toEqual([{ kind: 'domain', id: domain!.id, name: domain!.name, reason: 'reserved' }]);
    const orders = await server.ctx.db.selectFrom('order_items').select('order_id').where('kind', '=', 'domain').where('item_id', '=', domain!.id).execute();
    expect(orders).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestServer } from '../test/test-server';
import {
  COMPANY,
  PERSON,
  type DomainPool,
  checkoutSession,
  domainStatuses,
  outboxTo,
  portalForSale,
  postAsPerson,
  pricedDomain,
  publicationPortal,
} from '../test/checkout-fixtures';
import { cartTotals } from '../../src/kernel/pricing';
import type { Schemas } from '../../src/contract/types';
import { toPln } from '../../src/kernel/money';

let server: TestServer, token: string, take: DomainPool;
checkoutSession({ env: { RATE_LIMIT_LOGIN: '100' } }, (session) => ({ server, token, take } = session));

const order = (payload: object, key?: string, as = token) =>
  postAsPerson(server, '/api/orders', as, { portals: [], publications: [], ...payload }, key);
const priced = pricedDomain;
const statusOf = (ids: number[]) => domainStatuses(server.ctx.db, ids);

describe('POST /api/orders', () => {
  it('prices every item from the catalogue and refuses a price sent by the client as an unknown field', async () => {
    const domains = await take(2, { discounted: true });
    const portal = await portalForSale(server.ctx.db);
    const pub = await publicationPortal(server.ctx.db);
    const publication = {
      id: pub.id,
      publication_offer_id: 'permanent_publication',
      count: 2,
      link_type: 1,
      domenika_article: true,
    };
    const cart = { domains: domains.map((d) => d.id), portals: [portal.id], client_total: null };
    const withPrice = await order({ ...cart, publications: [{ ...publication, price: 0.01 }] });
    expect(withPrice.statusCode).toBe(422);
    expect(withPrice.json<Schemas['ValidationError']>().errors).toEqual({ 'publications.0.price': ['Nieznane pole'] });
    const response = await order({ ...cart, publications: [publication] });
    expect(response.statusCode).toBe(201);
    const body = response.json<Schemas['Order']>();
    const expected = cartTotals({
      mode: 'buy',
      domains: domains.map(priced),
      portals: [{ id: portal.id, price: portal.price! }],
      publications: [
        {
          id: pub.id,
          publication_offer_id: 'permanent_publication',
          price: pub.permanent_publication!,
          count: 2,
          domenika_article: true,
        },
      ],
      discount: null,
    });
    // No code: domains count at their sale prices; the add-on is 25 zł per publication.
    expect(expected.subtotal).toBe(
      domains[0]!.sale_price + domains[1]!.sale_price + portal.price! + 2 * (pub.permanent_publication! + 2500),
    );
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
    expect(body.status_history.map((h) => h.status)).toEqual(['new', 'awaiting_payment']);
    expect(body.items.map((i) => [i.kind, i.unit_price, i.count])).toEqual([
      ['domain', toPln(domains[0]!.sale_price), 1],
      ['domain', toPln(domains[1]!.sale_price), 1],
      ['webPortal', toPln(portal.price!), 1],
      ['publication', toPln(pub.permanent_publication! + 2500), 2],
    ]);
    expect(Object.values(await statusOf(domains.map((d) => d.id)))).toEqual(['reserved', 'reserved']);
    const portalRow = await server.ctx.db
      .selectFrom('portals')
      .select('status')
      .where('id', '=', portal.id)
      .executeTakeFirstOrThrow();
    expect(portalRow.status).toBe('reserved');
  });

  it('e-mails the customer the order number, totals and bank transfer details', async () => {
    const [domain] = await take(1);
    const response = await order({ domains: [domain!.id] });
    const { number } = response.json<Schemas['Order']>();
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
    const expected = cartTotals({
      mode: 'buy',
      domains: domains.map(priced),
      portals: [],
      publications: [],
      discount: { product_type: 'all', type: '1', discount: 10 },
    });
    expect(expected.subtotal).toBe(domains[0]!.price + domains[1]!.price);
    expect(response.json()).toMatchObject({
      discount_code: 'RABAT10',
      discount_total: toPln(expected.discountTotal),
      net_total: toPln(expected.net),
      gross_total: toPln(expected.gross),
    });
  });

  it('applies an amount code per domain and counts its use', async () => {
    const before = await server.ctx.db
      .selectFrom('discount_codes')
      .select('used_count')
      .where('code', '=', 'DOMENY50')
      .executeTakeFirstOrThrow();
    const domains = await take(2);
    const response = await order({ domains: domains.map((d) => d.id), discount_code: 'DOMENY50' });
    const expectedDiscount = domains.reduce((sum, d) => sum + Math.min(5000, d.price), 0);
    expect(response.json()).toMatchObject({
      discount_total: toPln(expectedDiscount),
      net_total: toPln(domains[0]!.price + domains[1]!.price - expectedDiscount),
    });
    const after = await server.ctx.db
      .selectFrom('discount_codes')
      .select('used_count')
      .where('code', '=', 'DOMENY50')
      .executeTakeFirstOrThrow();
    expect(after.used_count).toBe(before.used_count + 1);
  });

  it('refuses unknown, expired, used-up and non-matching codes, each with its own message, and reserves nothing', async () => {
    await server.ctx.db
      .insertInto('discount_codes')
      .values({ code: 'ZUZYTY', product_type: 'all', type: '1', discount: 5, max_uses: 1, used_count: 1 })
      .execute();
    const used = () =>
      server.ctx.db.selectFrom('discount_codes').select(['code', 'used_count']).orderBy('code').execute();
    const usesBefore = await used();
    const [domain] = await take(1);
    for (const [code, message] of [
      ['NIEMA', 'Nieznany kod rabatowy'],
      ['LATO2025', 'Kod rabatowy wygasł'],
      ['zuzyty', 'Kod rabatowy wygasł'],
      // Codes for portals or publications, with only a domain ordered.
      ['PORTALE15', 'Kod rabatowy nie dotyczy żadnej z zamawianych pozycji'],
      ['PUBLIKACJE20', 'Kod rabatowy nie dotyczy żadnej z zamawianych pozycji'],
    ]) {
      const response = await order({ domains: [domain!.id], discount_code: code });
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toEqual({ message: message, errors: { discount_code: [message] } });
    }
    expect(await statusOf([domain!.id])).toEqual({ [domain!.id]: 'available' });
    expect(await used()).toEqual(usesBefore);
    // The same portal code is taken once a portal is in the order.
    const portal = await portalForSale(server.ctx.db, 1);
    const withPortal = await order({ domains: [domain!.id], portals: [portal.id], discount_code: 'PORTALE15' });
    expect(withPortal.statusCode).toBe(201);
    const expected = cartTotals({
      mode: 'buy',
      domains: [priced(domain!)],
      portals: [{ id: portal.id, price: portal.price! }],
      publications: [],
      discount: { product_type: 'portal', type: '1', discount: 15 },
    });
    expect(withPortal.json()).toMatchObject({
      discount_code: 'PORTALE15',
      discount_total: toPln(expected.discountTotal),
      gross_total: toPln(expected.gross),
    });
  });

  it('refuses sold, reserved and deleted domains in one order, naming each, and reserves nothing', async () => {
    const admin = await server.adminToken();
    const [free] = await take(1);
    const [sold, reserved, hidden, deleted] = await take(4);
    await server.ctx.db.updateTable('domains').set({ status: 'sold' }).where('id', '=', sold!.id).execute();
    await server.ctx.db.updateTable('domains').set({ status: 'reserved' }).where('id', '=', reserved!.id).execute();
    await server.ctx.db.updateTable('domains').set({ status: 'hidden' }).where('id', '=', hidden!.id).execute();
    const removal = await server.request({ method: 'DELETE', url: `/api/admin/domains/${deleted!.id}`, token: admin });
    expect(removal.statusCode).toBe(204);
    const response = await order({ domains: [free!.id, sold!.id, reserved!.id, hidden!.id, deleted!.id] });
    expect(response.statusCode).toBe(409);
    const body = response.json<Schemas['ItemsUnavailable']>();
    expect(body.unavailable).toEqual([
      { kind: 'domain', id: sold!.id, name: sold!.name, reason: 'sold' },
      { kind: 'domain', id: reserved!.id, name: reserved!.name, reason: 'reserved' },
      { kind: 'domain', id: hidden!.id, name: hidden!.name, reason: 'deleted' },
      // A domain removed from the catalogue has no name left on the server; the cart knows it by id.
      { kind: 'domain', id: deleted!.id, name: null, reason: 'deleted' },
    ]);
    expect(body.message).toBe(
      `Te pozycje nie są już dostępne: ${sold!.name}, ${reserved!.name}, ${hidden!.name}, domena nr ${deleted!.id}. Usuń je z koszyka i spróbuj ponownie.`,
    );
    expect(await statusOf([free!.id])).toEqual({ [free!.id]: 'available' });
  });

  it('refuses a portal that is not for sale and a publication with a link type the portal does not accept', async () => {
    const notForSale = await server.ctx.db
      .selectFrom('portals')
      .select(['id', 'name'])
      .where('price', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
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
      publications: [
        {
          id: noFollowOnly.id,
          publication_offer_id: 'permanent_publication',
          count: 1,
          link_type: 1,
          domenika_article: false,
        },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<Schemas['ItemsUnavailable']>().unavailable).toEqual([
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
    const gross = cartTotals({
      mode: 'buy',
      domains: [priced(domain!)],
      portals: [],
      publications: [],
      discount: null,
    }).gross;
    expect((await order({ domains: [domain!.id], client_total: toPln(gross) })).statusCode).toBe(201);
  });

  it('asks a company for its name and a valid NIP', async () => {
    const [domain] = await take(1);
    const response = await order({
      domains: [domain!.id],
      ...COMPANY,
      buyer: { ...COMPANY.buyer, company_name: ' ', nip: '5260250275' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      'buyer.company_name': ['Pole powinno być uzupełnione'],
      'buyer.nip': ['Nieprawidłowy NIP'],
    });
    const ok = await order({ domains: [domain!.id], ...COMPANY });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Schemas['Order']>().buyer).toMatchObject({
      type: 'company',
      company_name: 'Klient Media sp. z o.o.',
      nip: '5260250274',
    });
  });

  it('asks a consumer to waive the 14-day withdrawal right, and everyone to accept the terms', async () => {
    const [domain] = await take(1);
    const consumer = await order({ domains: [domain!.id], consents: { accept_terms: true } });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json<Schemas['ValidationError']>().errors['consents.immediate_service']?.[0]).toMatch(
      /14 dni.*odstąpienia/,
    );
    const terms = await order({ domains: [domain!.id], consents: { accept_terms: false, immediate_service: true } });
    expect(terms.statusCode).toBe(422);
    expect(terms.json<Schemas['ValidationError']>().errors['consents.accept_terms']).toBeDefined();
  });

  it('refuses an empty cart', async () => {
    const response = await order({ domains: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      domains: ['Koszyk jest pusty. Dodaj co najmniej jedną pozycję.'],
    });
  });

  it('requires an Idempotency-Key', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/orders',
      token,
      payload: { domains: [], portals: [], publications: [], ...PERSON },
    });
    expect(response.statusCode).toBe(422);
  });
});

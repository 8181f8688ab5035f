import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { serverForFile, type TestServer, type TestServerOptions } from './test-server';
import type { PricedDomain } from '../../src/kernel/pricing';
import type { Schemas } from '../../src/contract/types';
import { verificationUrl } from '../auth/signed-url';
import { registerAccount } from './accounts';

/** A consumer buying for themselves, with the consent a consumer must give. */
export const PERSON = {
  buyer: {
    type: 'person',
    name: 'Jan Klient',
    email: 'klient@example.pl',
    street: 'ul. Marszałkowska 10/4',
    postal_code: '00-590',
    city: 'Warszawa',
    country: 'PL',
  },
  consents: { accept_terms: true, immediate_service: true },
} as const;

/** A company buyer with a NIP whose checksum is valid. */
export const COMPANY = {
  buyer: { ...PERSON.buyer, type: 'company', company_name: 'Klient Media sp. z o.o.', nip: '5260250274' },
  consents: { accept_terms: true },
} as const;

export interface DomainRow {
  id: number;
  name: string;
  price: number;
  sale_price: number;
  rent_price: number | null;
  redirect_price_30: number | null;
  redirect_price_90: number | null;
  redirect_price_365: number | null;
}

export interface DomainFilter {
  /** sale_price below price. */
  discounted?: boolean;
  leasable?: boolean;
  notLeasable?: boolean;
  redirect?: boolean;
  noRedirect?: boolean;
}

export type DomainPool = ReturnType<typeof domainPool>;

/** What a checkout test file works with: its server, the demo customer's token and a pool of available domains. */
export interface CheckoutSession {
  server: TestServer;
  token: string;
  take: DomainPool;
}

/**
 * Starts the file's test server before its tests with the demo customer signed in, hands the session to `use`, and
 * closes the server after the tests.
 */
export function checkoutSession(options: TestServerOptions, use: (session: CheckoutSession) => void): void {
  serverForFile(options, async (server) => {
    use({ server, token: await server.customerToken(), take: domainPool(server.ctx.db) });
  });
}

/**
 * Hands out available domains matching a filter, never the same one twice, so the tests of one file do not fight
 * over a domain that an earlier test reserved.
 */
export function domainPool(db: Db) {
  const taken = new Set<number>([0]);
  return async function take(count: number, filter: DomainFilter = {}): Promise<DomainRow[]> {
    let query = db
      .selectFrom('domains')
      .select([
        'id',
        'name',
        'price',
        'sale_price',
        'rent_price',
        'redirect_price_30',
        'redirect_price_90',
        'redirect_price_365',
      ])
      .where('status', '=', 'available')
      .where('id', 'not in', [...taken]);
    if (filter.discounted) query = query.whereRef('sale_price', '<', 'price');
    if (filter.leasable) query = query.where('rent_price', 'is not', null);
    if (filter.notLeasable) query = query.where('rent_price', 'is', null);
    if (filter.redirect) query = query.where('redirect_price_30', 'is not', null);
    if (filter.noRedirect) query = query.where('redirect_price_30', 'is', null);
    const rows = await query.orderBy('id', 'desc').limit(count).execute();
    if (rows.length < count) throw new Error(`only ${rows.length} matching domains`);
    for (const row of rows) taken.add(row.id);
    return rows;
  };
}

/** POST with a bearer token and a fresh (or the given) Idempotency-Key. */
export function postCheckout(
  server: TestServer,
  url: string,
  token: string,
  payload: object,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'POST',
    url,
    token,
    payload,
    headers: { 'idempotency-key': key },
  });
}

/** A checkout by the consumer PERSON; the payload adds to (or overrides) the buyer and the consents. */
export function postAsPerson(
  server: TestServer,
  url: string,
  token: string,
  payload: object,
  key?: string,
): Promise<LightMyRequestResponse> {
  return postCheckout(server, url, token, { ...PERSON, ...payload }, key);
}

/** Places an order as the consumer PERSON and returns it; any answer but 201 fails the test. */
export async function placeOrder(
  server: TestServer,
  url: string,
  token: string,
  payload: object,
): Promise<Schemas['Order']> {
  const response = await postAsPerson(server, url, token, payload);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

/** One advertising link on the first portal (by id) that offers it, as an order's publications. */
export async function advertisingLinkPublications(db: Db) {
  const portal = await db
    .selectFrom('portals')
    .select('id')
    .where('advertising_link', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return [{ id: portal.id, publication_offer_id: 'advertising_link', count: 1, link_type: 0, domenika_article: false }];
}

/**
 * Registers a new customer through POST /register, confirms the e-mail address through the signed link (unless
 * `verified` is false: such an account may not order) and signs in; returns the token.
 */
export async function registerCustomer(server: TestServer, email: string, { verified = true } = {}): Promise<string> {
  const password = 'Haslo1234!';
  const response = await registerAccount(server, { name: 'Druga Klientka', email, password });
  if (response.statusCode >= 300) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  if (verified) await verifyEmail(server, email);
  return server.login(email, password);
}

/** Follows the account's e-mail verification link, as the customer would from the mail. */
export async function verifyEmail(server: TestServer, email: string): Promise<void> {
  const { ctx } = server;
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  const link = new URL(verificationUrl(ctx.config.appUrl, ctx.secret, user.id, email, ctx.now().getTime()));
  const response = await server.request({ method: 'GET', url: link.pathname + link.search });
  if (!response.headers.location?.toString().endsWith('verified=1'))
    throw new Error(`verification failed: ${response.statusCode} ${response.headers.location}`);
}

/** Messages in the outbox to this address, newest first. */
export function outboxTo(db: Db, address: string) {
  return db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id', 'desc').execute();
}

/** A domain row as the price model takes it. */
export function pricedDomain(d: DomainRow): PricedDomain {
  const redirect: NonNullable<PricedDomain['redirect_price']> = {};
  if (d.redirect_price_30 !== null) redirect[30] = d.redirect_price_30;
  if (d.redirect_price_90 !== null) redirect[90] = d.redirect_price_90;
  if (d.redirect_price_365 !== null) redirect[365] = d.redirect_price_365;
  return { id: d.id, price: d.price, sale_price: d.sale_price, rent_price: d.rent_price, redirect_price: redirect };
}

/** The first portal (by id) offering a permanent publication with a Follow link. */
export function publicationPortal(db: Db) {
  return db
    .selectFrom('portals')
    .select(['id', 'name', 'permanent_publication'])
    .where('permanent_publication', 'is not', null)
    .where((eb) => eb(eb.val(1), '=', eb.fn.any('link_types')))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** An available portal for sale, counted from the highest id. */
export function portalForSale(db: Db, offset = 0) {
  return db
    .selectFrom('portals')
    .select(['id', 'name', 'price'])
    .where('price', 'is not', null)
    .where('status', '=', 'available')
    .orderBy('id', 'desc')
    .offset(offset)
    .executeTakeFirstOrThrow();
}

/** The order's totals and lines as stored, in grosze. */
export async function storedOrder(db: Db, id: number) {
  const order = await db
    .selectFrom('orders')
    .select(['kind', 'status', 'discount_code', 'discount_total', 'net_total', 'vat_total', 'gross_total'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items')
    .select(['kind', 'item_id', 'unit_price', 'count', 'net_total', 'discount', 'redirect_period'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  return { ...order, items };
}

/** Current statuses of the given domains, by id. */
export async function domainStatuses(db: Db, ids: number[]): Promise<Record<number, string>> {
  const rows = await db.selectFrom('domains').select(['id', 'status']).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { TEST_NOW } from '../test/constants';
import { type DomainPool, checkoutSession, domainStatuses, outboxTo, postAsPerson } from '../test/checkout-fixtures';
import { toPln } from '../../src/kernel/money';
import { withVat } from '../../src/kernel/vat';
import { anyString } from '../test/matchers';
import { hostileRedirectTargets } from '../test/hostile-redirect-targets';
import type { Schemas } from '../../src/contract/types';

let server: TestServer, token: string, take: DomainPool;
checkoutSession({ now: () => TEST_NOW }, (session) => ({ server, token, take } = session));

const rental = (payload: object) => postAsPerson(server, '/api/checkout/rental', token, payload);
const redirect = (payload: object) => postAsPerson(server, '/api/checkout/redirect-rental', token, payload);

const statusOf = async (id: number) => (await domainStatuses(server.ctx.db, [id]))[id];

describe('POST /api/checkout/rental', () => {
  it('charges the rent-mode total of the model (sale prices, not a month of rent_price) and reserves the domains', async () => {
    const domains = await take(2, { leasable: true, discounted: true });
    const response = await rental({ domains: domains.map((d) => d.id) });
    expect(response.statusCode).toBe(201);
    const net = domains[0]!.sale_price + domains[1]!.sale_price;
    expect(response.json()).toMatchObject({
      kind: 'rental',
      status: 'awaiting_payment',
      net_total: toPln(net),
      gross_total: toPln(withVat(net).gross),
      items: domains.map((d) => ({
        kind: 'domain',
        item_id: d.id,
        unit_price: toPln(d.sale_price),
        redirect_period: null,
      })),
    });
    expect(await statusOf(domains[0]!.id)).toBe('reserved');
  });

  it('with a domain code counts the standard prices and takes the code off each', async () => {
    const domains = await take(2, { leasable: true });
    const response = await rental({ domains: domains.map((d) => d.id), discount_code: 'DOMENY50' });
    const discount = domains.reduce((sum, d) => sum + Math.min(5000, d.price), 0);
    const net = domains[0]!.price + domains[1]!.price - discount;
    expect(response.json()).toMatchObject({
      discount_code: 'DOMENY50',
      discount_total: toPln(discount),
      net_total: toPln(net),
    });
  });

  it('refuses a code for portals or publications: a rental orders domains only', async () => {
    const [domain] = await take(1, { leasable: true });
    const response = await rental({ domains: [domain!.id], discount_code: 'PORTALE15' });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      discount_code: ['Kod rabatowy nie dotyczy żadnej z zamawianych pozycji'],
    });
    expect(await statusOf(domain!.id)).toBe('available');
  });

  it('says on the e-mail that the lease is lease-to-own', async () => {
    const [domain] = await take(1, { leasable: true });
    const response = await rental({ domains: [domain!.id] });
    const [mail] = await outboxTo(server.ctx.db, 'klient@example.pl');
    expect(mail!.subject).toContain(response.json<Schemas['Order']>().number);
    expect(mail!.text_body).toContain('(dzierżawa z prawem wykupu)');
  });

  it('refuses a domain that is not for lease', async () => {
    const [leasable] = await take(1, { leasable: true });
    const [notLeasable] = await take(1, { notLeasable: true });
    const response = await rental({ domains: [leasable!.id, notLeasable!.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json<Schemas['ItemsUnavailable']>().unavailable).toEqual([
      { kind: 'domain', id: notLeasable!.id, name: notLeasable!.name, reason: 'not_for_rent' },
    ]);
    expect(await statusOf(leasable!.id)).toBe('available');
  });
});

describe('POST /api/checkout/redirect-rental', () => {
  it('refuses a target the redirect rules refuse, beside that entry’s target, and reserves nothing', async () => {
    const [plain, targeted] = await take(2, { redirect: true });
    for (const { target, message } of hostileRedirectTargets(targeted!.name)) {
      const response = await redirect({
        redirects: [
          { id: plain!.id, redirect_period: 30, target_url: 'https://sklep-docelowy.pl/oferta' },
          { id: targeted!.id, redirect_period: 30, target_url: target },
        ],
      });
      expect(response.statusCode, target).toBe(422);
      expect(response.json(), target).toEqual({ message, errors: { 'redirects.1.target_url': [message] } });
    }
    expect(await domainStatuses(server.ctx.db, [plain!.id, targeted!.id])).toEqual({
      [plain!.id]: 'available',
      [targeted!.id]: 'available',
    });
    const created = await server.ctx.db
      .selectFrom('redirects')
      .select('id')
      .where('domain_id', 'in', [plain!.id, targeted!.id])
      .execute();
    expect(created).toEqual([]);
  });

  it('charges each domain’s price for its period and creates pending redirects', async () => {
    const [a, b] = await take(2, { redirect: true });
    const response = await redirect({
      redirects: [
        { id: a!.id, redirect_period: 90, target_url: 'https://sklep.example.pl' },
        { id: b!.id, redirect_period: 365 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<Schemas['Order']>();
    const net = a!.redirect_price_90! + b!.redirect_price_365!;
    expect(body).toMatchObject({
      kind: 'redirect_rental',
      net_total: toPln(net),
      items: [
        { item_id: a!.id, redirect_period: 90, unit_price: toPln(a!.redirect_price_90!) },
        { item_id: b!.id, redirect_period: 365, unit_price: toPln(b!.redirect_price_365!) },
      ],
    });
    const redirects = await server.ctx.db
      .selectFrom('redirects')
      .selectAll()
      .where('order_id', '=', body.id)
      .orderBy('id')
      .execute();
    expect(redirects.map((r) => [r.domain_id, r.redirect_period, r.status, r.target_url, r.starts_at])).toEqual([
      [a!.id, 90, 'pending', 'https://sklep.example.pl', null],
      [b!.id, 365, 'pending', null, null],
    ]);
    // Reserved, not rented, until the order is paid and completed.
    expect(await statusOf(a!.id)).toBe('reserved');
  });

  it('applies a code for all products to the redirect prices and refuses a portal code', async () => {
    const [a] = await take(1, { redirect: true });
    const response = await redirect({ redirects: [{ id: a!.id, redirect_period: 30 }], discount_code: 'RABAT10' });
    expect(response.json<Schemas['Order']>().discount_total).toBe(
      toPln(Math.round((a!.redirect_price_30! * 10) / 100)),
    );
    const [b] = await take(1, { redirect: true });
    const portalCode = await redirect({ redirects: [{ id: b!.id, redirect_period: 30 }], discount_code: 'PORTALE15' });
    expect(portalCode.statusCode).toBe(422);
    expect(portalCode.json<Schemas['ValidationError']>().errors).toEqual({
      discount_code: ['Kod rabatowy nie dotyczy żadnej z zamawianych pozycji'],
    });
    expect(await statusOf(b!.id)).toBe('available');
  });

  it('takes a domain whose redirect price is set for the chosen period only', async () => {
    const [a] = await take(1, { redirect: true });
    await server.ctx.db
      .updateTable('domains')
      .set({ redirect_price_30: null, redirect_price_365: null })
      .where('id', '=', a!.id)
      .execute();
    const refused = await redirect({ redirects: [{ id: a!.id, redirect_period: 30 }] });
    expect(refused.json<Schemas['ItemsUnavailable']>().unavailable).toEqual([
      { kind: 'domain', id: a!.id, name: a!.name, reason: 'no_redirect' },
    ]);
    const response = await redirect({ redirects: [{ id: a!.id, redirect_period: 90 }] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Schemas['Order']>().items).toEqual([
      expect.objectContaining({ name: a!.name, redirect_period: 90, unit_price: toPln(a!.redirect_price_90!) }),
    ]);
  });

  it('refuses a domain without redirect prices', async () => {
    const [none] = await take(1, { noRedirect: true });
    const response = await redirect({ redirects: [{ id: none!.id, redirect_period: 30 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json<Schemas['ItemsUnavailable']>().unavailable).toEqual([
      { kind: 'domain', id: none!.id, name: none!.name, reason: 'no_redirect' },
    ]);
  });

  it('refuses the same domain twice', async () => {
    const [a] = await take(1, { redirect: true });
    const response = await redirect({
      redirects: [
        { id: a!.id, redirect_period: 30 },
        { id: a!.id, redirect_period: 90 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      redirects: ['Pozycje nie mogą się powtarzać'],
    });
  });
});

describe('GET /api/discount-codes/{code}', () => {
  const lookup = (code: string) =>
    server.request({ method: 'GET', url: `/api/discount-codes/${encodeURIComponent(code)}`, token });

  it('finds a code in any letter case; a percentage is given in percent', async () => {
    const response = await lookup('rabat10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'RABAT10',
      product_type: 'all',
      type: '1',
      discount: 10,
      valid_until: anyString(),
    });
  });

  it('gives an amount in PLN', async () => {
    expect((await lookup('DOMENY50')).json()).toMatchObject({ product_type: 'domain', type: '0', discount: 50 });
  });

  it('answers 404 to an unknown code', async () => {
    const response = await lookup('NIEMA-TAKIEGO');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nieznany kod rabatowy' });
  });

  it('answers 422 on the code field when it expired, is not valid yet or is used up', async () => {
    const day = 86_400_000;
    await server.ctx.db
      .insertInto('discount_codes')
      .values([
        {
          code: 'PRZYSZLY',
          product_type: 'all',
          type: '1',
          discount: 5,
          valid_from: new Date(TEST_NOW.getTime() + day),
        },
        { code: 'WYCZERPANY', product_type: 'all', type: '1', discount: 5, max_uses: 3, used_count: 3 },
      ])
      .execute();
    for (const code of ['LATO2025', 'przyszly', 'WYCZERPANY']) {
      const response = await lookup(code);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Kod rabatowy wygasł', errors: { code: ['Kod rabatowy wygasł'] } });
    }
  });
});

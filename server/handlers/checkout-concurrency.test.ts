import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import {
  PERSON,
  type DomainPool,
  checkoutSession,
  domainStatuses,
  outboxTo,
  postAsPerson,
  publicationPortal,
  registerCustomer,
} from '../test/checkout-fixtures';
import type { Schemas } from '../../src/contract/types';
import { IDEMPOTENCY_MESSAGES } from '../services/place-order';

let server: TestServer, token: string, take: DomainPool;
checkoutSession(
  { env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_REGISTER: '100' } },
  (session) => ({ server, token, take } = session),
);

const order = (payload: object, key?: string, as = token) =>
  postAsPerson(server, '/api/orders', as, { portals: [], publications: [], ...payload }, key);
const ordersUnder = (key: string) =>
  server.ctx.db.selectFrom('orders').select(['id', 'user_id']).where('idempotency_key', '=', key).execute();

describe('the Idempotency-Key', () => {
  it('turns the same request sent twice into one order, answering both with the same body', async () => {
    const [domain] = await take(1);
    const key = randomUUID();
    const first = await order({ domains: [domain!.id] }, key);
    const second = await order({ domains: [domain!.id] }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await ordersUnder(key)).toHaveLength(1);
    // One confirmation e-mail, not one per request.
    const mails = await outboxTo(server.ctx.db, 'klient@example.pl');
    expect(mails.filter((m) => m.subject.includes(first.json<Schemas['Order']>().number))).toHaveLength(1);
  });

  it('returns the first order to a reload after success, even though its domain is now reserved', async () => {
    const [domain] = await take(1);
    const key = randomUUID();
    const first = await order({ domains: [domain!.id] }, key);
    expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'reserved' });
    // A reload re-sends the stored attempt, whose client_total may have been computed before the first answer.
    const reload = await order({ domains: [domain!.id], client_total: 0.01 }, key.toUpperCase());
    expect(reload.statusCode).toBe(201);
    expect(reload.json()).toEqual(first.json());
    expect(await ordersUnder(key)).toHaveLength(1);
  });

  it('refuses the same key for a different cart, naming the reason, and places nothing for it', async () => {
    const [first, other] = await take(2);
    const key = randomUUID();
    const placed = await order({ domains: [first!.id] }, key);
    expect(placed.statusCode).toBe(201);
    const reused = await order({ domains: [other!.id] }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      message:
        'To zgłoszenie zamówienia zostało już użyte dla innego koszyka. Odśwież stronę i złóż zamówienie ponownie.',
      errors: { idempotency_key: [expect.any(String)] },
    });
    expect(await ordersUnder(key)).toHaveLength(1);
    expect(await domainStatuses(server.ctx.db, [other!.id])).toEqual({ [other!.id]: 'available' });
  });

  it('refuses the same key replayed for another buyer with 422, never handing out the first order', async () => {
    const [domain] = await take(1);
    const key = randomUUID();
    const placed = await order({ domains: [domain!.id] }, key);
    expect(placed.statusCode).toBe(201);
    const otherBuyer = { ...PERSON.buyer, name: 'Ktoś Inny', email: 'ktos.inny@example.org' };
    const replayed = await order({ domains: [domain!.id], buyer: otherBuyer }, key);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toMatchObject({ errors: { idempotency_key: [IDEMPOTENCY_MESSAGES.reused] } });
    expect(replayed.body).not.toContain(placed.json<Schemas['Order']>().number);
    // A corrected detail of the same buyer is another buyer record too: the order stays as it was placed.
    const corrected = await order({ domains: [domain!.id], buyer: { ...PERSON.buyer, phone: '+48 600 100 200' } }, key);
    expect(corrected.statusCode).toBe(422);
    expect(await ordersUnder(key)).toHaveLength(1);
    // The same buyer, written with other spaces and letter case, is the same request.
    const same = await order(
      { domains: [domain!.id], buyer: { ...PERSON.buyer, name: ` ${PERSON.buyer.name} `, email: 'Klient@Example.pl' } },
      key,
    );
    expect(same.statusCode).toBe(201);
    expect(same.json()).toEqual(placed.json());
  });

  it('refuses a key replayed for another buyer also when the order reserves nothing', async () => {
    const pub = await publicationPortal(server.ctx.db);
    const key = randomUUID();
    const publications = [
      { id: pub.id, publication_offer_id: 'permanent_publication', count: 1, link_type: 1, domenika_article: false },
    ];
    expect((await order({ domains: [], publications }, key)).statusCode).toBe(201);
    const replayed = await order(
      { domains: [], publications, buyer: { ...PERSON.buyer, email: 'third.party@example.org' } },
      key,
    );
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toMatchObject({ errors: { idempotency_key: [IDEMPOTENCY_MESSAGES.reused] } });
    expect(await ordersUnder(key)).toHaveLength(1);
  });

  it('returns one order to two concurrent requests with the same key', async () => {
    const [domain] = await take(1);
    const key = randomUUID();
    const [a, b] = await Promise.all([order({ domains: [domain!.id] }, key), order({ domains: [domain!.id] }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(await ordersUnder(key)).toHaveLength(1);
  });

  it('lets the unique key decide between concurrent twins that reserve nothing', async () => {
    const pub = await publicationPortal(server.ctx.db);
    const key = randomUUID();
    const publications = [
      { id: pub.id, publication_offer_id: 'permanent_publication', count: 1, link_type: 1, domenika_article: false },
    ];
    const [a, b] = await Promise.all([
      order({ domains: [], publications }, key),
      order({ domains: [], publications }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<Schemas['Order']>().id).toBe(b.json<Schemas['Order']>().id);
    // The loser's order number was rolled back with its transaction, so the series has no gap.
    const next = await order({ domains: [], publications });
    const sequence = (n: string) => Number(n.split('/').pop());
    expect(sequence(next.json<Schemas['Order']>().number)).toBe(sequence(a.json<Schemas['Order']>().number) + 1);
  });

  it('is the customer’s own: another customer’s order under the same key is not returned', async () => {
    const other = await registerCustomer(server, 'trzecia.klientka@example.pl');
    const [mine, theirs] = await take(2);
    const key = randomUUID();
    const first = await order({ domains: [mine!.id] }, key);
    const second = await order(
      { domains: [theirs!.id], buyer: { ...PERSON.buyer, email: 'trzecia.klientka@example.pl' } },
      key,
      other,
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const firstOrder = first.json<Schemas['Order']>();
    const secondOrder = second.json<Schemas['Order']>();
    expect(secondOrder.id).not.toBe(firstOrder.id);
    expect((await ordersUnder(key)).map((o) => o.user_id).sort()).toEqual(
      [firstOrder.user_id, secondOrder.user_id].sort(),
    );
  });

  it('does not keep a refused attempt: the same key works once the cart is fixed', async () => {
    const [free, sold] = await take(2);
    await server.ctx.db.updateTable('domains').set({ status: 'sold' }).where('id', '=', sold!.id).execute();
    const key = randomUUID();
    const refused = await order({ domains: [free!.id, sold!.id] }, key);
    expect(refused.statusCode).toBe(409);
    expect(await ordersUnder(key)).toHaveLength(0);
    const retried = await order({ domains: [free!.id] }, key);
    expect(retried.statusCode).toBe(201);
  });
});

describe('two customers racing for one domain', () => {
  it('gives it to exactly one: one 201, one 409 naming the domain in Polish, the domain reserved by the winner', async () => {
    const other = await registerCustomer(server, 'druga.klientka@example.pl');
    const [domain] = await take(1);
    const responses = await Promise.all([
      order({ domains: [domain!.id] }),
      order(
        { domains: [domain!.id], buyer: { ...PERSON.buyer, email: 'druga.klientka@example.pl' } },
        randomUUID(),
        other,
      ),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = responses.find((r) => r.statusCode === 201)!.json<Schemas['Order']>();
    const loser = responses.find((r) => r.statusCode === 409)!.json<Schemas['ItemsUnavailable']>();
    expect(loser).toEqual({
      message: `Te pozycje nie są już dostępne: ${domain!.name}. Usuń je z koszyka i spróbuj ponownie.`,
      unavailable: [{ kind: 'domain', id: domain!.id, name: domain!.name, reason: 'reserved' }],
    });
    expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'reserved' });
    const holders = await server.ctx.db
      .selectFrom('order_items')
      .select('order_id')
      .where('kind', '=', 'domain')
      .where('item_id', '=', domain!.id)
      .execute();
    expect(holders).toEqual([{ order_id: winner.id }]);
  });

  it('refuses the whole order of the loser, releasing nothing the winner holds and reserving nothing else', async () => {
    const other = await registerCustomer(server, 'czwarta.klientka@example.pl');
    const [contested, extra] = await take(2);
    const responses = await Promise.all([
      order({ domains: [contested!.id] }),
      order(
        { domains: [extra!.id, contested!.id], buyer: { ...PERSON.buyer, email: 'czwarta.klientka@example.pl' } },
        randomUUID(),
        other,
      ),
    ]);
    const statuses = await domainStatuses(server.ctx.db, [contested!.id, extra!.id]);
    if (responses[0].statusCode === 201) {
      expect(responses[1].statusCode).toBe(409);
      expect(statuses).toEqual({ [contested!.id]: 'reserved', [extra!.id]: 'available' });
    } else {
      expect(responses.map((r) => r.statusCode)).toEqual([409, 201]);
      expect(statuses).toEqual({ [contested!.id]: 'reserved', [extra!.id]: 'reserved' });
    }
  });
});

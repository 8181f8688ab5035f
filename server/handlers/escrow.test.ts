import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { domainPool, outboxTo } from '../test/checkout-fixtures';
import { createAftermarketAdapter } from '../services/aftermarket';
import { toPln } from '../../src/model/money';

interface Received {
  authorization: string | undefined;
  body: { buyer_login: string; buyer_email: string; reference: string; type: string; items: Array<{ domain: string; price: number; currency: string }> };
}

/** A stand-in for the aftermarket portal: refuses the login "nieznany", accepts everyone else. */
async function startFakeAftermarket() {
  const received: Received[] = [];
  const fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/api/transactions') {
        res.writeHead(404).end(JSON.stringify({ message: 'Not found' }));
      } else if (body.buyer_login === 'nieznany') {
        res.writeHead(422).end(JSON.stringify({ message: 'Nie ma użytkownika o takim loginie' }));
      } else {
        res.writeHead(201).end(JSON.stringify({ id: `AM-${received.length}` }));
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/api`, close: () => new Promise<void>((resolve) => fake.close(() => resolve())) };
}

let fake: Awaited<ReturnType<typeof startFakeAftermarket>>;
let server: TestServer;
let token: string;
let take: ReturnType<typeof domainPool>;

beforeAll(async () => {
  fake = await startFakeAftermarket();
  server = await startTestServer({ adapters: { aftermarket: createAftermarketAdapter({ baseUrl: fake.url, apiKey: 'klucz-testowy' }) } });
  token = await server.customerToken();
  take = domainPool(server.ctx.db);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const escrow = (target: TestServer, as: string, payload: object) =>
  target.request({ method: 'POST', url: '/api/escrow-transactions', token: as, payload: payload as Record<string, unknown> });

describe('POST /api/escrow-transactions with the aftermarket portal', () => {
  it('hands the lease to the portal at catalogue prices and records it as sent', async () => {
    const domains = await take(2, { leasable: true });
    const response = await escrow(server, token, {
      aftermarket_id: 'jan_klient',
      items: domains.map((d) => ({ id: d.id, name: 'cokolwiek.pl', rent_price: 0.01 })),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Transakcja escrow została rozpoczęta. Sprawdź skrzynkę mailową, aby ją dokończyć.');
    expect(body.transaction).toMatchObject({
      status: 'sent',
      aftermarket_id: 'jan_klient',
      external_id: expect.stringMatching(/^AM-\d+$/),
      items: domains.map((d) => ({ id: d.id, name: d.name, rent_price: toPln(d.rent_price!) })),
    });
    const sent = fake.received.at(-1)!;
    expect(sent.authorization).toBe('Bearer klucz-testowy');
    expect(sent.body).toMatchObject({
      buyer_login: 'jan_klient',
      buyer_email: 'klient@example.pl',
      reference: String(body.transaction.id),
      type: 'lease',
      items: domains.map((d) => ({ domain: d.name, price: toPln(d.rent_price!), currency: 'PLN' })),
    });
    const row = await server.ctx.db.selectFrom('escrow_transactions').selectAll().where('id', '=', body.transaction.id).executeTakeFirstOrThrow();
    expect([row.status, row.external_id]).toEqual(['sent', body.transaction.external_id]);
  });

  it('answers 502 with the portal’s reason when it refuses, and marks the transaction failed', async () => {
    const [domain] = await take(1, { leasable: true });
    const response = await escrow(server, token, { aftermarket_id: 'nieznany', items: [{ id: domain!.id, name: domain!.name, rent_price: null }] });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Serwis aftermarket odrzucił transakcję: Nie ma użytkownika o takim loginie' });
    const row = await server.ctx.db.selectFrom('escrow_transactions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', aftermarket_id: 'nieznany', error: expect.stringContaining('Nie ma użytkownika') });
  });

  it('refuses domains that are taken or not for lease, naming them, without calling the portal', async () => {
    const calls = fake.received.length;
    const [taken] = await take(1, { leasable: true });
    const [notLeasable] = await take(1, { notLeasable: true });
    await server.ctx.db.updateTable('domains').set({ status: 'rented' }).where('id', '=', taken!.id).execute();
    const response = await escrow(server, token, {
      aftermarket_id: 'jan_klient',
      items: [taken!, notLeasable!].map((d) => ({ id: d.id, name: d.name, rent_price: 1 })),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().unavailable).toEqual([
      { kind: 'domain', id: taken!.id, name: taken!.name, reason: 'reserved' },
      { kind: 'domain', id: notLeasable!.id, name: notLeasable!.name, reason: 'not_for_rent' },
    ]);
    expect(fake.received.length).toBe(calls);
  });

  it('asks for the aftermarket login', async () => {
    const [domain] = await take(1, { leasable: true });
    const response = await escrow(server, token, { aftermarket_id: '   ', items: [{ id: domain!.id, name: domain!.name, rent_price: 1 }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ aftermarket_id: ['Pole powinno być uzupełnione'] });
  });
});

describe('POST /api/escrow-transactions without an aftermarket connection', () => {
  it('keeps the transaction pending and tells the customer and the team by e-mail', async () => {
    const offline = await startTestServer();
    try {
      const customer = await offline.customerToken();
      const [domain] = await domainPool(offline.ctx.db)(1, { leasable: true });
      const response = await escrow(offline, customer, { aftermarket_id: 'jan_klient', items: [{ id: domain!.id, name: domain!.name, rent_price: 1 }] });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/Nasz zespół/), transaction: { status: 'pending', external_id: null } });
      const [mail] = await outboxTo(offline.ctx.db, 'klient@example.pl');
      expect(mail!.subject).toMatch(/escrow/i);
      expect(mail!.text_body).toContain(domain!.name);
      expect(mail!.text_body).toContain('jan_klient');
      expect(await outboxTo(offline.ctx.db, offline.ctx.config.supportEmail)).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});

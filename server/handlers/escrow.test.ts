import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { domainPool, domainStatuses, outboxTo, registerCustomer, verifyEmail } from '../test/checkout-fixtures';
import { loadConfig } from '../config';
import { adaptersFromConfig } from '../bootstrap';
import { toPln } from '../../src/kernel/money';
import { stringMatching } from '../test/matchers';
import type { Schemas, SuccessOf } from '../../src/contract/types';

interface Received {
  authorization: string | undefined;
  body: {
    buyer_login: string;
    buyer_email: string;
    reference: string;
    type: string;
    items: Array<{ domain: string; price: number; currency: string }>;
  };
}

/**
 * A stand-in for the aftermarket portal. It answers by the buyer's login: "nieznany" is refused (422), "zajety"
 * conflicts (409), "zrywa" drops the connection, "milczy" never answers; everyone else gets a transaction id.
 */
async function startFakeAftermarket() {
  const received: Received[] = [];
  const fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/api/transactions')
        res.writeHead(404).end(JSON.stringify({ message: 'Not found' }));
      else if (body.buyer_login === 'nieznany')
        res.writeHead(422).end(JSON.stringify({ message: 'Nie ma użytkownika o takim loginie' }));
      else if (body.buyer_login === 'zajety')
        res.writeHead(409).end(JSON.stringify({ message: 'Domena jest już w innej transakcji' }));
      else if (body.buyer_login === 'zrywa') req.socket.destroy();
      else if (body.buyer_login === 'milczy') return;
      else res.writeHead(201).end(JSON.stringify({ id: `AM-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/api`,
    close: () => {
      fake.closeAllConnections();
      return new Promise<void>((resolve) => fake.close(() => resolve()));
    },
  };
}

let fake: Awaited<ReturnType<typeof startFakeAftermarket>>;
let server: TestServer;
let token: string;
let take: ReturnType<typeof domainPool>;

beforeAll(async () => {
  fake = await startFakeAftermarket();
  // The adapter is built from the configuration, as in production; only the portal is fake.
  const env = { AFTERMARKET_URL: fake.url, AFTERMARKET_KEY: 'klucz-testowy', AFTERMARKET_TIMEOUT_MS: '500' };
  server = await startTestServer({ env, adapters: { aftermarket: adaptersFromConfig(loadConfig(env)).aftermarket } });
  token = await server.customerToken();
  take = domainPool(server.ctx.db);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const escrow = (target: TestServer, as: string, payload: object) =>
  target.request({
    method: 'POST',
    url: '/api/escrow-transactions',
    token: as,
    payload,
  });
const latestTransaction = () =>
  server.ctx.db.selectFrom('escrow_transactions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('the aftermarket configuration', () => {
  it('reads the portal’s URL, key and timeout from the environment, and nothing without a URL', () => {
    expect(loadConfig({ AFTERMARKET_URL: 'https://am.example', AFTERMARKET_KEY: 'k' }).aftermarket).toEqual({
      baseUrl: 'https://am.example',
      apiKey: 'k',
      timeoutMs: 10_000,
    });
    expect(server.ctx.config.aftermarket).toEqual({ baseUrl: fake.url, apiKey: 'klucz-testowy', timeoutMs: 500 });
    expect(loadConfig({ AFTERMARKET_KEY: 'k' }).aftermarket).toBeNull();
    expect(adaptersFromConfig(loadConfig({})).aftermarket).toBeNull();
  });
});

describe('POST /api/escrow-transactions with the aftermarket portal', () => {
  it('records the transaction, hands it to the portal at catalogue lease prices and stores the portal’s id', async () => {
    const domains = await take(2, { leasable: true });
    const response = await escrow(server, token, {
      aftermarket_id: ' jan_klient ',
      items: domains.map((d) => ({ id: d.id, name: 'cokolwiek.pl', rent_price: 0.01 })),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<SuccessOf<'createEscrowTransaction'>>();
    expect(body.message).toBe('Transakcja escrow została rozpoczęta. Sprawdź skrzynkę mailową, aby ją dokończyć.');
    expect(body.transaction).toMatchObject({
      status: 'sent',
      aftermarket_id: 'jan_klient',
      external_id: stringMatching(/^AM-\d+$/),
      items: domains.map((d) => ({ id: d.id, name: d.name, rent_price: toPln(d.rent_price!) })),
    });
    const sent = fake.received.at(-1)!;
    expect(sent.authorization).toBe('Bearer klucz-testowy');
    expect(sent.body).toEqual({
      buyer_login: 'jan_klient',
      buyer_email: 'klient@example.pl',
      reference: String(body.transaction.id),
      type: 'lease',
      items: domains.map((d) => ({ domain: d.name, price: toPln(d.rent_price!), currency: 'PLN' })),
    });
    const row = await server.ctx.db
      .selectFrom('escrow_transactions')
      .selectAll()
      .where('id', '=', body.transaction.id)
      .executeTakeFirstOrThrow();
    expect([row.status, row.external_id, row.error]).toEqual(['sent', body.transaction.external_id, null]);
  });

  it.each([
    ['refuses the login', 'nieznany', 'Serwis aftermarket odrzucił transakcję: Nie ma użytkownika o takim loginie'],
    ['answers 409', 'zajety', 'Serwis aftermarket odrzucił transakcję: Domena jest już w innej transakcji'],
    ['drops the connection', 'zrywa', 'Nie udało się połączyć z serwisem aftermarket. Spróbuj ponownie za chwilę.'],
    ['does not answer in time', 'milczy', 'Serwis aftermarket nie odpowiedział na czas. Spróbuj ponownie za chwilę.'],
  ])(
    'answers 502 in Polish when the portal %s, records the failure and changes nothing else',
    async (_, login, message) => {
      const [domain] = await take(1, { leasable: true });
      const mailsBefore = (await outboxTo(server.ctx.db, 'klient@example.pl')).length;
      const response = await escrow(server, token, {
        aftermarket_id: login,
        items: [{ id: domain!.id, name: domain!.name, rent_price: null }],
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message });
      expect(await latestTransaction()).toMatchObject({
        status: 'failed',
        aftermarket_id: login,
        external_id: null,
        error: message,
      });
      expect(await domainStatuses(server.ctx.db, [domain!.id])).toEqual({ [domain!.id]: 'available' });
      expect(await outboxTo(server.ctx.db, 'klient@example.pl')).toHaveLength(mailsBefore);
    },
  );

  it('lets the customer try again after a refusal, as a new transaction', async () => {
    const [domain] = await take(1, { leasable: true });
    const item = { id: domain!.id, name: domain!.name, rent_price: toPln(domain!.rent_price!) };
    expect((await escrow(server, token, { aftermarket_id: 'nieznany', items: [item] })).statusCode).toBe(502);
    const failed = await latestTransaction();
    const retry = await escrow(server, token, { aftermarket_id: 'jan_klient', items: [item] });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<SuccessOf<'createEscrowTransaction'>>().transaction.id).toBeGreaterThan(failed.id);
    expect(
      (
        await server.ctx.db
          .selectFrom('escrow_transactions')
          .select('status')
          .where('id', '=', failed.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('failed');
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
    expect(response.json()).toEqual({
      message: `Te pozycje nie są już dostępne: ${taken!.name}, ${notLeasable!.name}. Usuń je z koszyka i spróbuj ponownie.`,
      unavailable: [
        { kind: 'domain', id: taken!.id, name: taken!.name, reason: 'reserved' },
        { kind: 'domain', id: notLeasable!.id, name: notLeasable!.name, reason: 'not_for_rent' },
      ],
    });
    expect(fake.received.length).toBe(calls);
  });

  it('asks for the aftermarket login', async () => {
    const [domain] = await take(1, { leasable: true });
    const response = await escrow(server, token, {
      aftermarket_id: '   ',
      items: [{ id: domain!.id, name: domain!.name, rent_price: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      aftermarket_id: ['Pole powinno być uzupełnione'],
    });
  });
});

describe('POST /api/escrow-transactions without an aftermarket connection', () => {
  it('keeps the transaction pending and tells the customer and the team by e-mail', async () => {
    const offline = await startTestServer();
    try {
      expect(offline.ctx.adapters.aftermarket).toBeNull();
      const customer = await offline.customerToken();
      const [domain] = await domainPool(offline.ctx.db)(1, { leasable: true });
      const response = await escrow(offline, customer, {
        aftermarket_id: 'jan_klient',
        items: [{ id: domain!.id, name: domain!.name, rent_price: 1 }],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Przyjęliśmy zgłoszenie transakcji escrow. Nasz zespół ją rozpocznie — szczegóły wysłaliśmy e-mailem.',
        transaction: {
          status: 'pending',
          external_id: null,
          items: [{ id: domain!.id, name: domain!.name, rent_price: toPln(domain!.rent_price!) }],
        },
      });
      const row = await offline.ctx.db
        .selectFrom('escrow_transactions')
        .selectAll()
        .where('id', '=', response.json<SuccessOf<'createEscrowTransaction'>>().transaction.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      const [mail] = await outboxTo(offline.ctx.db, 'klient@example.pl');
      expect(mail!.subject).toBe('Transakcja escrow — przyjęliśmy zgłoszenie');
      expect(mail!.text_body).toContain(domain!.name);
      expect(mail!.text_body).toContain('jan_klient');
      const [support] = await outboxTo(offline.ctx.db, offline.ctx.config.supportEmail);
      expect(support!.subject).toBe(`Transakcja escrow nr ${row.id} do rozpoczęcia`);
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/escrow-transactions from an account whose e-mail address is not confirmed', () => {
  it('answers 403 like an order would, records nothing and mails nobody, until the address is confirmed', async () => {
    const offline = await startTestServer();
    try {
      const email = 'escrow-niepotwierdzony@example.pl';
      const token = await registerCustomer(offline, email, { verified: false });
      const [domain] = await domainPool(offline.ctx.db)(1, { leasable: true });
      const payload = { aftermarket_id: 'jan_klient', items: [{ id: domain!.id, name: domain!.name, rent_price: 1 }] };
      const mailsBefore = (await outboxTo(offline.ctx.db, offline.ctx.config.supportEmail)).length;

      const refused = await escrow(offline, token, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        reason: 'email_unverified',
        message: stringMatching(/potwierdź swój adres e-mail.*wyślij nowy na stronie „Mój profil”/),
      });
      const recorded = await offline.ctx.db.selectFrom('escrow_transactions').select('id').execute();
      expect(recorded).toEqual([]);
      expect((await outboxTo(offline.ctx.db, email)).map((m) => m.subject)).toEqual(['Potwierdź adres e-mail']);
      expect(await outboxTo(offline.ctx.db, offline.ctx.config.supportEmail)).toHaveLength(mailsBefore);

      await verifyEmail(offline, email);
      expect((await escrow(offline, token, payload)).statusCode).toBe(201);
    } finally {
      await offline.close();
    }
  });
});

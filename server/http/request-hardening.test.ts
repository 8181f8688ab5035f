import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test/test-server';
import { multipart } from '../test/multipart';
import type { Schemas } from '../../src/contract/types';

/**
 * Requests built to break the server, each as an attacker sends it: a body in a media type the operation does not
 * declare, input a lenient parser would take, values that crash a handler unless refused, and what Node answers
 * before Fastify.
 */
let server: TestServer;
let customer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_REGISTER: '100' } });
  customer = await server.customerToken();
  admin = await server.adminToken();
});
afterAll(() => server.close());

const users = () =>
  server.ctx.db.selectFrom('users').select(['id', 'email', 'name', 'privileges', 'street']).orderBy('id').execute();

describe('a body in a media type the operation does not declare', () => {
  it('registration sent as multipart is refused with 415 and creates no account', async () => {
    const csrf = await server.csrf();
    const form = await multipart({
      name: 'X',
      email: 'not-an-email',
      password: '1',
      password_confirmation: '1',
      accept_terms: 'true',
    });
    const response = await server.request({
      method: 'POST',
      url: '/register',
      cookies: csrf.cookies,
      ...form,
      headers: { ...form.headers, ...csrf.headers },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<Schemas['Message']>().message).toBe('Nieobsługiwany format danych. Wyślij application/json.');
    expect((await users()).some((u) => u.email === 'not-an-email')).toBe(false);
  });

  it('a password change, a 3,000-character street and a privilege sent as multipart change nothing', async () => {
    const before = await users();
    const password = await multipart({ current_password: 'Klient123!', password: '1', password_confirmation: '1' });
    expect(
      (await server.request({ method: 'POST', url: '/api/me/change-password', token: customer, ...password }))
        .statusCode,
    ).toBe(415);
    const address = await multipart({
      street: 'x'.repeat(3000),
      postal_code: '00-001',
      city: 'Warszawa',
      country: 'PL',
    });
    expect(
      (await server.request({ method: 'PUT', url: '/api/me/address', token: customer, ...address })).statusCode,
    ).toBe(415);
    const target = before.find((u) => u.email === 'klient@example.pl')!;
    const privileges = await multipart({ privileges: 'superadmin' });
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/admin/users/${target.id}/privileges`,
          token: admin,
          ...privileges,
        })
      ).statusCode,
    ).toBe(415);
    expect(await users()).toEqual(before);
    expect(await server.login('klient@example.pl', 'Klient123!')).toBeTruthy();
  });

  it('a text/plain body is a 415, not a 500', async () => {
    for (const [method, url] of [
      ['PUT', '/api/me'],
      ['POST', '/api/orders'],
      ['POST', '/api/me/send-contact-form'],
    ] as const) {
      const response = await server.request({
        method,
        url,
        token: customer,
        headers: { 'content-type': 'text/plain' },
        payload: 'name=x',
      });
      expect(response.statusCode, url).toBe(415);
    }
  });

  it('the privilege update takes exact enum values in an array, nothing like them', async () => {
    const target = (await users()).find((u) => u.email === 'klient@example.pl')!;
    const url = `/api/admin/users/${target.id}/privileges`;
    const superadmin = await server.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { privileges: ['superadmin'] },
    });
    expect(superadmin.statusCode).toBe(422);
    expect(superadmin.json<Schemas['ValidationError']>().errors['privileges.0']).toEqual([
      'Wybierz jedną z dostępnych wartości',
    ]);
    const bare = await server.request({ method: 'PUT', url, token: admin, payload: { privileges: 'admin' } });
    expect(bare.statusCode).toBe(422);
    expect((await users()).find((u) => u.id === target.id)!.privileges).toEqual(['user']);
  });

  it('a required body that is missing is a 422 in Polish', async () => {
    const response = await server.request({ method: 'PUT', url: '/api/me', token: customer });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['Message']>().message).toBe('Brak danych w żądaniu.');
  });
});

describe('lenient input', () => {
  it('a required text of spaces only is empty', async () => {
    const response = await server.request({
      method: 'PUT',
      url: '/api/me',
      token: customer,
      payload: { name: '   \t ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({ name: ['Pole powinno być uzupełnione'] });
  });

  it('an unknown field is refused and named, not dropped', async () => {
    const response = await server.request({
      method: 'PUT',
      url: '/api/me',
      token: customer,
      payload: { name: 'Jan', privileges: ['admin'] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({ privileges: ['Nieznane pole'] });
  });

  it('a JSON body is not coerced: a string is not an array and a number is not a string', async () => {
    const asString = await server.request({ method: 'PUT', url: '/api/me', token: customer, payload: { name: 12345 } });
    expect(asString.statusCode).toBe(422);
    expect(asString.json<Schemas['ValidationError']>().errors.name).toEqual(['Nieprawidłowy format']);
    const csrf = await server.csrf();
    const login = await server.request({
      method: 'POST',
      url: '/login',
      ...csrf,
      payload: { email: 'klient@example.pl', password: 'Klient123!', remember: 'true' },
    });
    expect(login.statusCode).toBe(422);
  });

  it('a mail subject built from the contact form carries no line break', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/me/send-contact-form',
      token: customer,
      payload: {
        name: 'Jan',
        email: 'jan@example.pl',
        subject_kind: 'domain',
        subject: 'przyklad.pl\r\nBcc: ofiara@example.com',
        message: 'Sprzedam',
      },
    });
    expect(response.statusCode).toBe(200);
    const mail = await server.ctx.db
      .selectFrom('outbox')
      .select('subject')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Chcę sprzedać domenę: przyklad.pl Bcc: ofiara@example.com');
  });

  it('the server listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('hostile values are refused, never answered with a 500', () => {
  it('ids above int4 are a 422 or a 404 on every route that takes one', async () => {
    const answers = [
      await server.request({ method: 'GET', url: '/api/domains/2147483648', token: customer }),
      await server.request({ method: 'GET', url: '/api/orders/9007199254740993', token: customer }),
      await server.request({ method: 'GET', url: '/api/portals-publications/99999999999999999999', token: customer }),
      await server.request({
        method: 'POST',
        url: '/api/admin/domains/bulk-update',
        token: admin,
        payload: { changes: [{ id: 2147483648, price: 10 }] },
      }),
    ];
    for (const response of answers) {
      expect([404, 422]).toContain(response.statusCode);
      expect(response.json<Schemas['Message']>().message).toMatch(/[a-ząćęłńóśźż]/i);
    }
  });

  it('infinite and 20-digit numbers in query ranges are a 422', async () => {
    for (const query of [
      'dfs_rating=1e309',
      'backlinks=1e400',
      'ref_domains=12345678901234567890',
      'max_visibility=1e309',
    ]) {
      const response = await server.request({ method: 'GET', url: `/api/domains?${query}`, token: customer });
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('a NUL byte or a lone surrogate in any text is a 422 naming the field, and nothing is stored', async () => {
    const before = await users();
    const query = await server.request({ method: 'GET', url: '/api/domains?name=%00', token: customer });
    expect(query.statusCode).toBe(422);
    expect(query.json<Schemas['ValidationError']>().errors).toEqual({ name: ['Pole zawiera niedozwolone znaki'] });
    const profile = await server.request({
      method: 'PUT',
      url: '/api/me',
      token: customer,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Jan\\u0000Klient"}',
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json<Schemas['ValidationError']>().errors).toEqual({ name: ['Pole zawiera niedozwolone znaki'] });
    const contact = await server.request({
      method: 'POST',
      url: '/api/me/send-contact-form',
      token: customer,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Jan","email":"jan@example.pl","subject_kind":"domain","subject":"a.pl","message":"x\\ud800y"}',
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json<Schemas['ValidationError']>().errors).toEqual({ message: ['Pole zawiera niedozwolone znaki'] });
    expect(await users()).toEqual(before);
  });

  it('a body over the limit is a 413 in the API shape', async () => {
    const response = await server.request({
      method: 'PUT',
      url: '/api/me',
      token: customer,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Przesłane dane są za duże.' });
  });
});

/** Raw HTTP on a real socket: these answers come from Node's parser, which inject does not go through. */
function rawRequest(port: number, head: string, body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
  });
}

describe('answers Node gives before Fastify', () => {
  let listening: TestServer;
  let port: number;
  beforeAll(async () => {
    listening = await startTestServer({ env: { REQUEST_TIMEOUT_MS: '400' } });
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    port = (listening.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => listening.close());

  it('a huge query string is a 431 with a Polish message in the API shape', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/domains?name=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Adres lub nagłówki żądania są za długie.',
    });
  });

  it('a body that stops arriving is cut off with a 408 in Polish', async () => {
    // Announces 100 bytes and sends 10: the answer comes only once the request timeout has passed.
    const token = await listening.customerToken();
    const answer = await rawRequest(
      port,
      `PUT /api/me HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      '{"name":"J',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Przesyłanie danych trwało zbyt długo. Spróbuj ponownie.',
    });
  });
});

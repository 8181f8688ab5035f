import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../test/test-server';
import { buildApp } from '../app';
import { outboxTo } from '../test/checkout-fixtures';
import { DEMO_ACCOUNTS } from '../db/seed';
import { anyString } from '../test/matchers';
import { hashPassword } from '../shared/passwords';

/** Nothing the auth forms answer tells a stranger whether an address has an account. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function post(target: TestServer, url: string, payload: Record<string, unknown>) {
  const csrf = await target.csrf();
  return target.request({ method: 'POST', url, payload, ...csrf });
}

/** What a caller sees of an answer: its status, its body and the headers that are not per-request. */
function visible(response: LightMyRequestResponse) {
  const { date: _date, 'set-cookie': _cookie, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

function registration(email: string, password = 'Bezpieczne1!') {
  return { name: 'Nowa Osoba', email, password, password_confirmation: password, accept_terms: true };
}

describe('registering', () => {
  it('answers a taken address exactly as a new one, leaves the account alone and tells its owner by mail', async () => {
    const owner = await server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_ACCOUNTS.customer.email)
      .executeTakeFirstOrThrow();

    const fresh = await post(server, '/register', registration('zupelnie.nowa@example.pl'));
    const taken = await post(
      server,
      '/register',
      registration(DEMO_ACCOUNTS.customer.email.toUpperCase(), 'Przejecie1!'),
    );

    expect(fresh.statusCode).toBe(202);
    expect(visible(taken)).toEqual(visible(fresh));
    expect(fresh.json()).not.toHaveProperty('access_token');
    const after = await server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(owner);
    const copies = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', owner.email))
      .execute();
    expect(copies).toHaveLength(1);

    await server.ctx.background.settled();
    const [existing] = await outboxTo(server.ctx.db, owner.email);
    expect(existing?.subject).toBe('Masz już konto w Domenice');
    expect(existing?.text_body).toContain('masz już u nas konto');
    expect(existing?.text_body).toContain('Zaloguj się: http://localhost:3000/');
    expect(existing?.text_body).toContain('Ustaw nowe hasło: http://localhost:3000/reset');
    const [verification] = await outboxTo(server.ctx.db, 'zupelnie.nowa@example.pl');
    expect(verification?.subject).toBe('Potwierdź adres e-mail');
  });

  it('lets the new customer sign in with the password chosen, and the mailed link confirms the address', async () => {
    const email = 'potwierdzam@example.pl';
    await post(server, '/register', registration(email));
    await server.ctx.background.settled();
    const [mail] = await outboxTo(server.ctx.db, email);
    const link = new URL(/(http:\/\/\S+)/.exec(mail!.text_body)![1]!);
    await server.request({ method: 'GET', url: `${link.pathname}${link.search}` });

    const token = await server.login(email, 'Bezpieczne1!');
    const me = await server.request({ method: 'GET', url: '/api/me', token });
    expect(me.json()).toMatchObject({ email, email_verified_at: anyString() });
  });
});

describe('signing in', () => {
  it('answers an unknown e-mail, a social-only account and a wrong password alike', async () => {
    await server.ctx.db
      .insertInto('users')
      .values({ name: 'Tylko Google', email: 'tylko.google@example.pl', password_hash: null, privileges: ['user'] })
      .execute();
    const answers = await Promise.all(
      ['nikogo.takiego@example.pl', 'tylko.google@example.pl', DEMO_ACCOUNTS.customer.email].map((email) =>
        post(server, '/login', { email, password: 'Zgadywane1!' }),
      ),
    );
    expect(answers[0]!.statusCode).toBe(422);
    expect(visible(answers[1]!)).toEqual(visible(answers[0]!));
    expect(visible(answers[2]!)).toEqual(visible(answers[0]!));
  });
});

describe('a forgotten password', () => {
  it('gets the same answer whether or not the account exists, and the mail still arrives', async () => {
    const known = await post(server, '/forgot-password', { email: DEMO_ACCOUNTS.admin.email });
    const unknown = await post(server, '/forgot-password', { email: 'nie.ma.mnie@example.pl' });
    expect(known.statusCode).toBe(200);
    expect(visible(unknown)).toEqual(visible(known));

    await server.ctx.background.settled();
    const [mail] = await outboxTo(server.ctx.db, DEMO_ACCOUNTS.admin.email);
    expect(mail?.subject).toBe('Ustaw nowe hasło');
    expect(await outboxTo(server.ctx.db, 'nie.ma.mnie@example.pl')).toEqual([]);
  });

  it('is answered even when the mail cannot be sent, and the failure is logged', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The same context with a mail server that refuses everything.
    const mailer = { send: () => Promise.reject(new Error('SMTP: połączenie odrzucone')) };
    const app = await buildApp({ ...server.ctx, mailer }, { logger: { level: 'info', stream: logStream } });
    try {
      const csrf = await server.csrf();
      const payload = { email: DEMO_ACCOUNTS.customer.email };
      const response = await app.inject({ method: 'POST', url: '/forgot-password', payload, ...csrf });
      expect(response.statusCode).toBe(200);
      await server.ctx.background.settled();
      const entries = lines.map(
        (line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } },
      );
      const failure = entries.find((entry) => entry.msg === 'password reset e-mail not sent');
      expect(failure).toMatchObject({ level: 50, err: { message: 'SMTP: połączenie odrzucone' } });
    } finally {
      await app.close();
    }
  });
});

describe('changing the e-mail in the profile', () => {
  it('answers a taken address exactly as a free one, however often it is asked', async () => {
    // Two accounts alike in everything a caller sees but their own id and address.
    const tokens: string[] = [];
    for (const email of ['sonda.pierwsza@example.pl', 'sonda.druga@example.pl']) {
      await server.ctx.db
        .insertInto('users')
        .values({
          name: 'Sonda',
          email,
          password_hash: await hashPassword('Sondujace-1'),
          privileges: ['user'],
          created_at: new Date('2026-01-05T10:00:00Z'),
        })
        .execute();
      tokens.push(await server.login(email, 'Sondujace-1'));
    }
    const change = (token: string, email: string) =>
      server.request({ method: 'PUT', url: '/api/me', token, payload: { name: 'Sonda', email } });
    // What differs between the two accounts whatever is asked: their own id and address.
    const comparable = (response: LightMyRequestResponse) => {
      const { status, body, headers } = visible(response);
      const { 'content-length': _length, ...rest } = headers;
      const { id: _id, email: _email, ...profile } = JSON.parse(body) as Record<string, unknown>;
      return { status, profile, headers: rest };
    };

    for (let round = 0; round < 3; round += 1) {
      const free = await change(tokens[0]!, 'nikt.tego.nie.ma@example.pl');
      const taken = await change(tokens[1]!, DEMO_ACCOUNTS.admin.email.toUpperCase());
      expect(free.statusCode).toBe(200);
      expect(comparable(taken)).toEqual({
        ...comparable(free),
        profile: { ...comparable(free).profile, pending_email: DEMO_ACCOUNTS.admin.email },
      });
    }
  });
});

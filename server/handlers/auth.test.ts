import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { DEMO_ACCOUNTS } from '../db/seed';
import { outboxTo } from '../test/checkout-fixtures';
import type { Schemas } from '../../src/contract/types';
import { stringMatching } from '../test/matchers';
import { postWithCsrf, registerAccount } from '../test/accounts';
import { PUBLISHED_PASSWORDS } from '../../src/kernel/published-passwords';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';

let server: TestServer;
beforeAll(async () => {
  // The wider per-address and per-account limits have their own tests (server/http/rate-limits.test.ts).
  server = await startTestServer({
    env: { RATE_LIMIT_LOGIN: '5', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000' },
  });
});
afterAll(() => server.close());

const post = (url: string, payload: unknown) => postWithCsrf(server, url, payload);

// Read from the table: signing in as an administrator here would spend the login limits these tests count.
async function outboxFor(email: string) {
  const rows = await outboxTo(server.ctx.db, email);
  return rows.map((row) => ({ subject: row.subject, text: row.text_body }));
}

/** The link in the mail with this subject to the address, once the work after answering has sent it. */
async function mailedLink(email: string, subject: string): Promise<URL> {
  await server.ctx.background.settled();
  const mail = (await outboxFor(email)).find((m) => m.subject === subject);
  return new URL(linkIn(mail!.text));
}

/** POST /reset-password with the new password confirmed. */
function resetPassword(token: string, email: string, password: string) {
  return post('/reset-password', { token, email, password, password_confirmation: password });
}

function linkIn(text: string): string {
  const match = /(http:\/\/\S+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
}

describe('login', () => {
  it('returns the user and a bearer token that opens /api/me', async () => {
    const response = await post('/login', {
      email: DEMO_ACCOUNTS.customer.email,
      password: DEMO_ACCOUNTS.customer.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Schemas['AuthResponse']>();
    expect(body.user).toMatchObject({ email: 'klient@example.pl', privileges: ['user'] });
    expect(body.user).not.toHaveProperty('password_hash');
    const me = await server.request({ method: 'GET', url: '/api/me', token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'klient@example.pl', address: { city: 'Warszawa' } });
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await post('/login', { email: 'KLIENT@Example.PL', password: DEMO_ACCOUNTS.customer.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password with a Polish message on the e-mail field', async () => {
    const response = await post('/login', { email: DEMO_ACCOUNTS.admin.email, password: 'nie-to-haslo' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Nieprawidłowy e-mail lub hasło',
      errors: { email: ['Nieprawidłowy e-mail lub hasło'] },
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await post('/login', { email: 'nikt@example.pl', password: 'cokolwiek' });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({ email: ['Nieprawidłowy e-mail lub hasło'] });
  });

  it('says which fields are empty', async () => {
    const response = await post('/login', { email: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      email: ['Pole powinno być uzupełnione'],
      password: ['Pole powinno być uzupełnione'],
    });
  });

  it('refuses a login without the XSRF header with 419', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json<Schemas['Message']>().message).toMatch(/Odśwież stronę/);
  });

  it('refuses an XSRF token the server did not sign', async () => {
    const forged = 'abc.def';
    const response = await server.request({
      method: 'POST',
      url: '/login',
      cookies: { 'XSRF-TOKEN': forged },
      headers: { 'x-xsrf-token': forged },
      payload: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
    });
    expect(response.statusCode).toBe(419);
  });

  it('limits repeated attempts for one e-mail with 429 and a Polish message', async () => {
    const email = 'limit@example.pl';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('/login', { email, password: 'x' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    const limited = await post('/login', { email, password: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Schemas['Message']>().message).toMatch(/^Zbyt wiele prób/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address from the same client is not locked out.
    expect(
      (await post('/login', { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password })).statusCode,
    ).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the token it was called with', async () => {
    const token = await server.customerToken();
    const csrf = await server.csrf();
    const response = await server.request({ method: 'POST', url: '/logout', token, ...csrf });
    expect(response.statusCode).toBe(204);
    expect((await server.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });
});

describe('register', () => {
  it('creates an unverified customer without signing in, and mails a link that verifies the address', async () => {
    const email = 'nowy.klient@example.pl';
    const response = await registerAccount(server, { name: 'Nowy Klient', email, password: 'Bezpieczne1!' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: stringMatching(/^Sprawdź skrzynkę pocztową/) });
    const verified = () =>
      server.ctx.db
        .selectFrom('users')
        .select(['privileges', 'email_verified_at'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    expect(await verified()).toEqual({ privileges: ['user'], email_verified_at: null });

    await server.ctx.background.settled();
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Potwierdź adres e-mail');
    const link = new URL(linkIn(mail!.text));
    const verify = await server.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('http://localhost:3000/profile?verified=1');
    expect((await verified()).email_verified_at).not.toBeNull();
  });

  it('refuses a verification link that was tampered with', async () => {
    const email = 'drugi@example.pl';
    await registerAccount(server, { name: 'Drugi', email, password: 'Bezpieczne1!' });
    await server.ctx.background.settled();
    const [mail] = await outboxFor(email);
    const link = new URL(linkIn(mail!.text));
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    const verify = await server.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.headers.location).toBe('http://localhost:3000/profile?verified=0');
  });

  it('checks the confirmation, the length and the terms', async () => {
    const response = await registerAccount(
      server,
      { name: 'Ktoś', email: 'ktos@example.pl', password: 'krotkie' },
      { confirmation: 'inne', acceptTerms: false },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({
      password: ['Hasło musi mieć co najmniej 8 znaków'],
      accept_terms: ['Zaakceptuj regulamin, aby kontynuować'],
    });
    const mismatch = await registerAccount(
      server,
      { name: 'Ktoś', email: 'ktos@example.pl', password: 'Bezpieczne1!' },
      { confirmation: 'Bezpieczne2!' },
    );
    expect(mismatch.json<Schemas['ValidationError']>().errors).toEqual({ password_confirmation: ['Hasła nie pasują'] });
  });
});

describe('the published demo passwords', () => {
  it.each(PUBLISHED_PASSWORDS)('are refused at sign-up beside the password field: %s', async (published) => {
    const email = `opublikowane.${PUBLISHED_PASSWORDS.indexOf(published)}@example.pl`;
    const response = await registerAccount(server, { name: 'Ktoś Obcy', email, password: published });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({ password: [M.publishedPassword] });
    const created = await server.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(created).toEqual([]);
  });

  it('are refused for the demo address itself, so a stranger cannot recreate a demo account', async () => {
    const response = await registerAccount(server, {
      name: 'Ktoś Obcy',
      email: DEMO_ACCOUNTS.customer.email,
      password: DEMO_ACCOUNTS.customer.password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toEqual({ password: [M.publishedPassword] });
  });

  it('cover every demo account of the seed', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(PUBLISHED_PASSWORDS).toContain(account.password);
  });
});

describe('password reset', () => {
  async function resetLinkFor(email: string): Promise<string> {
    await post('/forgot-password', { email });
    return (await mailedLink(email, 'Ustaw nowe hasło')).pathname.split('/').pop()!;
  }

  it('refuses a published demo password, and the link still sets another one', async () => {
    const email = 'reset.demo@example.pl';
    await registerAccount(server, { name: 'Reset Demo', email, password: 'StareHaslo1!' });
    const token = await resetLinkFor(email);
    const published = DEMO_ACCOUNTS.admin.password;
    const refused = await resetPassword(token, email, published);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Schemas['ValidationError']>().errors).toEqual({ password: [M.publishedPassword] });

    const reset = await resetPassword(token, email, 'NoweHaslo1!');
    expect(reset.statusCode).toBe(200);
  });

  it('makes an older link useless once a newer one is requested', async () => {
    const email = 'reset.dwa@example.pl';
    await registerAccount(server, { name: 'Reset Dwa', email, password: 'StareHaslo1!' });
    const older = await resetLinkFor(email);
    const newer = await resetLinkFor(email);
    const body = { email, password: 'NoweHaslo1!', password_confirmation: 'NoweHaslo1!' };

    expect((await post('/reset-password', { ...body, token: older })).statusCode).toBe(422);
    expect((await post('/reset-password', { ...body, token: newer })).statusCode).toBe(200);
  });

  it('goes through the outbox link and signs out every old session', async () => {
    const email = 'reset@example.pl';
    await registerAccount(server, { name: 'Reset', email, password: 'StareHaslo1!' });
    const oldToken = await server.login(email, 'StareHaslo1!');

    const forgot = await post('/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    const link = await mailedLink(email, 'Ustaw nowe hasło');
    expect(link.pathname).toMatch(/^\/password-reset\/[\w-]+$/);
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.pathname.split('/').pop()!;

    const reset = await resetPassword(token, email, 'NoweHaslo1!');
    expect(reset.statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/me', token: oldToken })).statusCode).toBe(401);
    await expect(server.login(email, 'StareHaslo1!')).rejects.toThrow();
    await expect(server.login(email, 'NoweHaslo1!')).resolves.toBeTruthy();

    const again = await resetPassword(token, email, 'Trzecie1!');
    expect(again.statusCode).toBe(422);
    expect(again.json<Schemas['ValidationError']>().errors).toEqual({
      email: ['Link do zmiany hasła jest nieprawidłowy lub wygasł'],
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post('/forgot-password', { email: 'nieznany@example.pl' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Schemas['Message']>().message).toMatch(/Jeśli konto z tym adresem istnieje/);
    await server.ctx.background.settled();
    expect(await outboxFor('nieznany@example.pl')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import type { Schemas } from '../../src/contract/types';
import { DEMO_ACCOUNTS } from '../db/seed';
import { DEVICE_COOKIE } from '../auth/device-cookie';

/** The sign-in limits cannot be stepped around by a header or by changing the e-mail. */
async function attempt(
  server: TestServer,
  email: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  const csrf = await server.csrf();
  return server.app.inject({
    method: 'POST',
    url: '/login',
    cookies: csrf.cookies,
    headers: { ...csrf.headers, ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    payload: { email, password: 'zle-haslo' },
  });
}

async function statuses(count: number, each: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await each(i)).statusCode);
  return result;
}

describe('with no TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '10' } });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For: 14 wrong passwords, each claiming another address, reach 429', async () => {
    const codes = await statuses(14, (i) =>
      attempt(server, 'klient@example.pl', { forwardedFor: `203.0.113.${i + 1}` }),
    );
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('counts one address across e-mails: spraying 21 accounts reaches 429 with Retry-After', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    const codes = await statuses(20, (i) => attempt(server, `ofiara${i}@example.pl`, from));
    expect(codes.every((c) => c === 422)).toBe(true);
    const blocked = await attempt(server, 'jeszcze.jedna@example.pl', from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<Schemas['Message']>().message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ s\.$/);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '10', TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => server.close());

  it('believes the forwarded address from that proxy only', async () => {
    const viaProxy = await statuses(12, (i) =>
      attempt(server, 'pierwsza@example.pl', { remoteAddress: '10.0.0.1', forwardedFor: `203.0.113.${i + 1}` }),
    );
    expect(viaProxy.every((c) => c === 422)).toBe(true);
    const direct = await statuses(12, (i) =>
      attempt(server, 'druga@example.pl', { remoteAddress: '192.0.2.9', forwardedFor: `203.0.113.${i + 1}` }),
    );
    expect(direct.slice(10)).toEqual([429, 429]);
  });

  it('counts one account across addresses: the 21st try at one e-mail from 21 places is a 429', async () => {
    const codes = await statuses(21, (i) =>
      attempt(server, 'admin@example.pl', { remoteAddress: '10.0.0.1', forwardedFor: `198.18.0.${i + 1}` }),
    );
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('an account locked by guesses from elsewhere', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '10' } });
  });
  afterAll(() => server.close());

  const OWNER = DEMO_ACCOUNTS.customer;

  /** A sign-in from one browser: its address and the cookies it kept. */
  async function signIn(email: string, password: string, remoteAddress: string, cookies: Record<string, string> = {}) {
    const csrf = await server.csrf();
    return server.app.inject({
      method: 'POST',
      url: '/login',
      cookies: { ...cookies, ...csrf.cookies },
      headers: csrf.headers,
      remoteAddress,
      payload: { email, password },
    });
  }

  function deviceCookie(response: { cookies: Array<{ name: string; value: string }> }): Record<string, string> {
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toBeDefined();
    return { [DEVICE_COOKIE]: cookie!.value };
  }

  it('lets the owner’s browser in with its device cookie, and nobody else’s', async () => {
    const ownBrowser = await signIn(OWNER.email, OWNER.password, '192.0.2.10');
    expect(ownBrowser.statusCode).toBe(200);
    const cookie = ownBrowser.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const owners = deviceCookie(ownBrowser);
    const adminsBrowser = deviceCookie(
      await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '192.0.2.20'),
    );

    // Guesses from twenty places fill the account's limit (the owner's first sign-in, without a cookie, counted too).
    const guesses = await statuses(20, (i) => signIn(OWNER.email, 'zle-haslo', `203.0.113.${i + 1}`));
    expect(guesses.slice(0, 19).every((c) => c === 422)).toBe(true);
    expect(guesses[19]).toBe(429);

    expect((await signIn(OWNER.email, OWNER.password, '192.0.2.10', owners)).statusCode).toBe(200);
    expect((await signIn(OWNER.email, OWNER.password, '192.0.2.11')).statusCode).toBe(429);
    const forged = { [DEVICE_COOKIE]: `${owners[DEVICE_COOKIE]!.slice(0, -2)}xx` };
    expect((await signIn(OWNER.email, OWNER.password, '192.0.2.12', forged)).statusCode).toBe(429);
    expect((await signIn(OWNER.email, OWNER.password, '192.0.2.13', adminsBrowser)).statusCode).toBe(429);
  });

  it('counts a device’s own wrong passwords, so a stolen cookie does not buy unlimited guesses', async () => {
    const owners = deviceCookie(await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, '192.0.2.30'));
    const codes = await statuses(21, (i) =>
      signIn(DEMO_ACCOUNTS.admin.email, 'zle-haslo', `198.51.100.${i + 1}`, owners),
    );
    expect(codes.slice(0, 19).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { startFakeOidc, type FakeOidc } from '../test/fake-oidc-provider';
import { createSocialProvider } from '../services/social-sign-in';
import type { Schemas } from '../../src/contract/types';
import { registerAccount } from '../test/accounts';

let oidc: FakeOidc;
let server: TestServer;

beforeAll(async () => {
  oidc = await startFakeOidc('http://localhost:3000/auth/google');
  server = await startTestServer({
    adapters: {
      social: {
        google: createSocialProvider(
          {
            issuer: oidc.issuer,
            clientId: oidc.clientId,
            clientSecret: oidc.clientSecret,
            scope: 'openid email profile',
          },
          { allowHttp: true },
        ),
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  await oidc.close();
});

async function signInAtProvider(account: Parameters<FakeOidc['authorize']>[1]) {
  const start = await server.request({ method: 'GET', url: '/google/auth' });
  expect(start.statusCode).toBe(200);
  const back = await oidc.authorize(start.json<{ url: string }>().url, account);
  return server.request({ method: 'GET', url: `/google/callback${back.search}` });
}

describe('social sign-in', () => {
  it('sends the browser to the provider with state, nonce and a PKCE challenge', async () => {
    const response = await server.request({ method: 'GET', url: '/google/auth' });
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates a verified customer on the first sign-in and signs the same account in afterwards', async () => {
    const account = { sub: 'google-1', email: 'Jan.Google@example.pl', email_verified: true, name: 'Jan Google' };
    const first = await signInAtProvider(account);
    expect(first.statusCode).toBe(200);
    const { user, access_token } = first.json<Schemas['AuthResponse']>();
    expect(user).toMatchObject({ email: 'jan.google@example.pl', name: 'Jan Google', privileges: ['user'] });
    expect(first.json<Schemas['SocialAuthResponse']>().password_removed).toBe(false);
    expect(user.email_verified_at).not.toBeNull();
    expect((await server.request({ method: 'GET', url: '/api/me', token: access_token })).statusCode).toBe(200);

    const second = await signInAtProvider(account);
    expect(second.json<Schemas['AuthResponse']>().user.id).toBe(user.id);
  });

  it('links to an existing account when the provider vouches for the e-mail', async () => {
    const response = await signInAtProvider({
      sub: 'google-2',
      email: 'klient@example.pl',
      email_verified: true,
      name: 'Ktoś',
    });
    expect(response.json<Schemas['AuthResponse']>().user).toMatchObject({
      email: 'klient@example.pl',
      name: 'Jan Klient',
    });
  });

  it('refuses to take over an existing account with an unverified e-mail', async () => {
    const response = await signInAtProvider({
      sub: 'google-3',
      email: 'admin@example.pl',
      email_verified: false,
      name: 'Intruz',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.social?.[0]).toMatch(
      /Konto z tym adresem e-mail już istnieje/,
    );
  });

  it('takes an unconfirmed account back from whoever registered the address first: their password and sessions end', async () => {
    const victim = 'ofiara.przejecia@example.pl';
    const attackerPassword = 'Haslo-Napastnika-9';
    const registered = await registerAccount(server, { name: 'Napastnik', email: victim, password: attackerPassword });
    expect(registered.statusCode).toBe(202);
    const attackerToken = await server.login(victim, attackerPassword);

    const response = await signInAtProvider({
      sub: 'google-ofiara',
      email: victim,
      email_verified: true,
      name: 'Ofiara',
    });
    expect(response.statusCode).toBe(200);
    const { user, access_token } = response.json<Schemas['AuthResponse']>();
    expect(response.json<Schemas['SocialAuthResponse']>().password_removed).toBe(true);
    expect(user.email).toBe(victim);
    expect(user.email_verified_at).not.toBeNull();
    expect((await server.request({ method: 'GET', url: '/api/me', token: access_token })).statusCode).toBe(200);

    expect((await server.request({ method: 'GET', url: '/api/me', token: attackerToken })).statusCode).toBe(401);
    await expect(server.login(victim, attackerPassword)).rejects.toThrow(/login failed: 422/);
  });

  it('drops a social link someone made to an unconfirmed account once the address’s owner signs in', async () => {
    const victim = 'ofiara.linku@example.pl';
    const attacker = { sub: 'google-intruz', email: victim, email_verified: false, name: 'Intruz' };
    const owner = { sub: 'google-wlasciciel', email: victim, email_verified: true, name: 'Właściciel' };
    const byAttacker = await signInAtProvider(attacker);
    expect(byAttacker.statusCode).toBe(200);
    expect(byAttacker.json<Schemas['AuthResponse']>().user.email_verified_at).toBeNull();

    const byOwner = await signInAtProvider(owner);
    expect(byOwner.statusCode).toBe(200);
    const ownerId = byOwner.json<Schemas['AuthResponse']>().user.id;
    const attackerToken = byAttacker.json<Schemas['AuthResponse']>().access_token;
    expect((await server.request({ method: 'GET', url: '/api/me', token: attackerToken })).statusCode).toBe(401);

    const again = await signInAtProvider(attacker);
    expect(again.statusCode).toBe(422);
    expect((await signInAtProvider(owner)).json<Schemas['AuthResponse']>().user.id).toBe(ownerId);
  });

  it('refuses a state that was already used', async () => {
    const start = await server.request({ method: 'GET', url: '/google/auth' });
    const back = await oidc.authorize(start.json<{ url: string }>().url, {
      sub: 'google-4',
      email: 'raz@example.pl',
      email_verified: true,
      name: 'Raz',
    });
    expect((await server.request({ method: 'GET', url: `/google/callback${back.search}` })).statusCode).toBe(200);
    const replay = await server.request({ method: 'GET', url: `/google/callback${back.search}` });
    expect(replay.statusCode).toBe(422);
    expect(replay.json<Schemas['ValidationError']>().errors.state).toEqual([
      'Link logowania wygasł lub został już użyty. Spróbuj ponownie.',
    ]);
  });

  it('says so when the person cancels at the provider', async () => {
    const start = await server.request({ method: 'GET', url: '/google/auth' });
    const state = new URL(start.json<{ url: string }>().url).searchParams.get('state')!;
    const response = await server.request({
      method: 'GET',
      url: `/google/callback?error=access_denied&state=${state}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.social).toEqual([
      'Logowanie przez Google zostało przerwane.',
    ]);
  });

  it('answers 503 with a Polish message for a provider that is not configured', async () => {
    const response = await server.request({ method: 'GET', url: '/facebook/auth' });
    expect(response.statusCode).toBe(503);
    expect(response.json<Schemas['Message']>().message).toBe(
      'Logowanie przez Facebook nie jest dostępne. Zaloguj się e-mailem i hasłem.',
    );
  });
});

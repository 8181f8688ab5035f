import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, withAdapter, type TestServer } from '../test/test-server';
import { DEMO_ACCOUNTS } from '../db/seed';
import { outboxTo } from '../test/checkout-fixtures';
import { hashPassword } from '../shared/passwords';
import { createWhiteListLookup } from '../services/company-lookup';
import { REGISTRY_OUTAGE_NIP, startFakeCompanyRegistry, type FakeCompanyRegistry } from '../test/fake-company-registry';
import type { Schemas } from '../../src/contract/types';
import { PROFILE_MESSAGES } from './profile';
import { anyString, stringMatching } from '../test/matchers';
import { PUBLISHED_PASSWORDS } from '../../src/kernel/published-passwords';
import { VALIDATION_MESSAGES } from '../../src/kernel/validation-messages';

const PASSWORD = 'Haslo-testowe-1';
const COMPANY_NIP = '5260250274';
const UNKNOWN_NIP = '1234563218';

let server: TestServer;
let registry: FakeCompanyRegistry;
beforeAll(async () => {
  registry = await startFakeCompanyRegistry([
    {
      nip: COMPANY_NIP,
      name: 'Przykładowa Spółka z o.o.',
      workingAddress: 'ul. Świętokrzyska 12, 00-916 Warszawa',
      statusVat: 'Czynny',
      regon: '012345678',
    },
  ]);
  server = await startTestServer({
    // Several accounts sign in more than once here; the limits themselves are tested elsewhere.
    env: { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000' },
    adapters: { companyLookup: createWhiteListLookup(registry.url) },
  });
});
afterAll(async () => {
  await server.close();
  await registry.close();
});

let accounts = 0;
/** A fresh, verified account of its own, so the tests do not depend on each other's changes; returns its token. */
async function newAccount(): Promise<{ email: string; token: string }> {
  accounts += 1;
  const email = `profil-${accounts}@example.pl`;
  await server.ctx.db
    .insertInto('users')
    .values({
      name: `Konto ${accounts}`,
      email,
      password_hash: await hashPassword(PASSWORD),
      privileges: ['user'],
      email_verified_at: new Date(),
    })
    .execute();
  return { email, token: await server.login(email, PASSWORD) };
}

function putProfile(token: string, payload: Record<string, unknown>) {
  return server.request({ method: 'PUT', url: '/api/me', token, payload });
}

function errorsOf(response: { json<T>(): T }) {
  return response.json<Schemas['ValidationError']>().errors;
}

describe('GET /api/me', () => {
  it('returns the signed-in customer with the address and without the password hash', async () => {
    const token = await server.customerToken();
    const response = await server.request({ method: 'GET', url: '/api/me', token });
    expect(response.statusCode).toBe(200);
    const profile = response.json<Schemas['Profile']>();
    expect(profile).toMatchObject({
      email: DEMO_ACCOUNTS.customer.email,
      name: DEMO_ACCOUNTS.customer.name,
      phone: '+48 600 100 200',
      aftermarket_id: 'jan_klient',
      address: { street: 'ul. Marszałkowska 10/4', postal_code: '00-590', city: 'Warszawa', country: 'PL' },
    });
    expect(profile).not.toHaveProperty('password_hash');
  });

  it('answers 401 without a token', async () => {
    expect((await server.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('PUT /api/me', () => {
  it('saves the name, phone and aftermarket ID, trimmed', async () => {
    const { token } = await newAccount();
    const response = await putProfile(token, { name: '  Ewa Nowak ', phone: '600 700 800', aftermarket_id: 'ewa_n' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ewa Nowak', phone: '600 700 800', aftermarket_id: 'ewa_n' });
    const again = await server.request({ method: 'GET', url: '/api/me', token });
    expect(again.json()).toMatchObject({ name: 'Ewa Nowak', phone: '600 700 800', aftermarket_id: 'ewa_n' });
  });

  it('answers an empty name with 422 on the name field', async () => {
    const { token } = await newAccount();
    const response = await putProfile(token, { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toHaveProperty('name');
  });

  it('asks a company for its NIP', async () => {
    const { token } = await newAccount();
    const response = await putProfile(token, { name: 'Ewa', is_company: true, company_name: 'Ewa sp. z o.o.' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ nip: ['Pole powinno być uzupełnione'] });
  });

  it('refuses a NIP with a wrong checksum', async () => {
    const { token } = await newAccount();
    const response = await putProfile(token, {
      name: 'Ewa',
      is_company: true,
      company_name: 'Ewa sp. z o.o.',
      nip: '5260250275',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ nip: ['Nieprawidłowy NIP'] });
  });

  it('saves a company with a valid NIP', async () => {
    const { token } = await newAccount();
    const response = await putProfile(token, {
      name: 'Ewa',
      is_company: true,
      company_name: 'Ewa sp. z o.o.',
      nip: COMPANY_NIP,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_company: true, company_name: 'Ewa sp. z o.o.', nip: COMPANY_NIP });
  });

  it('keeps a changed e-mail pending until the link mailed to it is followed (email-change.test.ts)', async () => {
    const { email, token } = await newAccount();
    const response = await putProfile(token, { name: 'Ewa', email: 'Nowy-Adres@Example.PL' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      email_verified_at: anyString(),
      pending_email: 'nowy-adres@example.pl',
    });
    await server.ctx.background.settled();
    const mails = await outboxTo(server.ctx.db, 'nowy-adres@example.pl');
    expect(mails.map((mail) => mail.subject)).toEqual(['Potwierdź nowy adres e-mail']);
    expect(mails[0]!.text_body).toContain('/email-change/confirm?');
    await expect(server.login(email, PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('leaves an unchanged e-mail (in another letter case) verified and sends nothing', async () => {
    const { email, token } = await newAccount();
    const response = await putProfile(token, { name: 'Ewa', email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const profile = response.json<Schemas['Profile']>();
    expect(profile.email).toBe(email);
    expect(profile.email_verified_at).not.toBeNull();
    await server.ctx.background.settled();
    expect(await outboxTo(server.ctx.db, email)).toEqual([]);
  });

  it('answers an e-mail another account has as a free one, and leaves both accounts as they were', async () => {
    const { email, token } = await newAccount();
    const response = await putProfile(token, { name: 'Ewa', email: 'KLIENT@example.pl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, pending_email: 'klient@example.pl' });
    await expect(server.customerToken()).resolves.toEqual(expect.any(String));
  });

  it('refuses a malformed e-mail on the email field', async () => {
    const { token } = await newAccount();
    const response = await putProfile(token, { name: 'Ewa', email: 'to-nie-adres' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ email: ['Podaj poprawny adres e-mail'] });
  });

  it.each([
    ['a 10 kB name', { name: 'x'.repeat(10_000) }],
    ['a 10 kB e-mail', { name: 'Ewa', email: `${'x'.repeat(10_000)}@example.pl` }],
    ['a number as the name', { name: 42 }],
    ['an object as the phone', { name: 'Ewa', phone: { $ne: null } }],
    ['a string as is_company', { name: 'Ewa', is_company: 'tak' }],
    ['an unknown field', { name: 'Ewa', privileges: ['admin'] }],
    ['no name at all', {}],
  ])('answers %s with a client error, never 500', async (_what, payload) => {
    const { token } = await newAccount();
    const response = await putProfile(token, payload);
    expect([400, 422]).toContain(response.statusCode);
    const after = await server.request({ method: 'GET', url: '/api/me', token });
    expect(after.json<Schemas['Profile']>().privileges).toEqual(['user']);
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({ method: 'PUT', url: '/api/me', payload: { name: 'Ewa' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/me/address', () => {
  it('saves the address, trimmed', async () => {
    const { token } = await newAccount();
    const response = await server.request({
      method: 'PUT',
      url: '/api/me/address',
      token,
      payload: { street: ' ul. Długa 5 ', postal_code: '80-831', city: 'Gdańsk ', country: 'PL' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Schemas['Profile']>().address).toEqual({
      street: 'ul. Długa 5',
      postal_code: '80-831',
      city: 'Gdańsk',
      country: 'PL',
    });
  });

  it('refuses a Polish postal code not in the NN-NNN form on the postal_code field', async () => {
    const { token } = await newAccount();
    const response = await server.request({
      method: 'PUT',
      url: '/api/me/address',
      token,
      payload: { street: 'ul. Długa 5', postal_code: '80831', city: 'Gdańsk', country: 'PL' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ postal_code: ['Podaj kod pocztowy w formacie 00-000'] });
  });

  it('answers a 10 kB street with 422, never 500', async () => {
    const { token } = await newAccount();
    const response = await server.request({
      method: 'PUT',
      url: '/api/me/address',
      token,
      payload: { street: 'x'.repeat(10_000), postal_code: '80-831', city: 'Gdańsk', country: 'PL' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toHaveProperty('street');
  });
});

describe('POST /api/me/vat-data', () => {
  function lookUp(token: string, nip: unknown) {
    return server.request({ method: 'POST', url: '/api/me/vat-data', token, payload: { nip } });
  }

  /** Runs `body` with another company lookup in place of the fake registry's. */
  const withLookup = (lookup: (typeof server.ctx.adapters)['companyLookup'], body: () => Promise<void>) =>
    withAdapter(server, 'companyLookup', lookup, body);

  it('fills in the company name, address and VAT status from the registry', async () => {
    const { token } = await newAccount();
    const response = await lookUp(token, COMPANY_NIP);
    expect(response.statusCode).toBe(200);
    expect(response.json<Schemas['CompanyData']>()).toEqual({
      nip: COMPANY_NIP,
      name: 'Przykładowa Spółka z o.o.',
      street: 'ul. Świętokrzyska 12',
      postal_code: '00-916',
      city: 'Warszawa',
      country: 'PL',
      regon: '012345678',
      vat_status: 'active',
    });
    expect(registry.requests.at(-1)).toEqual({ nip: COMPANY_NIP, date: stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('answers an unknown NIP with 404 and a Polish message', async () => {
    const { token } = await newAccount();
    const response = await lookUp(token, UNKNOWN_NIP);
    expect(response.statusCode).toBe(404);
    expect(response.json<Schemas['Message']>().message).toBe(PROFILE_MESSAGES.companyNotFound);
  });

  it('answers 503 with a Polish message when the registry fails', async () => {
    const { token } = await newAccount();
    const response = await lookUp(token, REGISTRY_OUTAGE_NIP);
    expect(response.statusCode).toBe(503);
    expect(response.json<Schemas['Message']>().message).toBe(
      'Rejestr firm jest chwilowo niedostępny. Uzupełnij dane ręcznie.',
    );
  });

  it('answers 503 with a Polish message when the registry cannot be reached', async () => {
    const { token } = await newAccount();
    const gone = await startFakeCompanyRegistry([]);
    await gone.close();
    await withLookup(createWhiteListLookup(gone.url), async () => {
      const response = await lookUp(token, COMPANY_NIP);
      expect(response.statusCode).toBe(503);
      expect(response.json<Schemas['Message']>().message).toMatch(/niedostępny.*Uzupełnij dane ręcznie/);
    });
  });

  it('answers 503 with a Polish message when no registry is configured', async () => {
    const { token } = await newAccount();
    await withLookup(null, async () => {
      const response = await lookUp(token, COMPANY_NIP);
      expect(response.statusCode).toBe(503);
      expect(response.json<Schemas['Message']>().message).toBe(PROFILE_MESSAGES.lookupUnavailable);
    });
  });

  it('refuses a NIP with a wrong checksum without asking the registry', async () => {
    const { token } = await newAccount();
    const asked = registry.requests.length;
    const response = await lookUp(token, '5260250275');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ nip: ['Nieprawidłowy NIP'] });
    expect(registry.requests).toHaveLength(asked);
  });

  it.each([
    ['letters', 'abc'],
    ['10 kB of digits', '1'.repeat(10_000)],
    ['a number', 5260250274],
    ['null', null],
  ])('answers a NIP of %s with 422, never 500', async (_what, nip) => {
    const { token } = await newAccount();
    const response = await lookUp(token, nip);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toHaveProperty('nip');
  });

  it('answers 401 without a token', async () => {
    const response = await server.request({ method: 'POST', url: '/api/me/vat-data', payload: { nip: COMPANY_NIP } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/me/change-password', () => {
  function change(token: string | undefined, payload: Record<string, unknown>) {
    return server.request({ method: 'POST', url: '/api/me/change-password', ...(token ? { token } : {}), payload });
  }

  it('answers a wrong current password with 422 on current_password', async () => {
    const { token } = await newAccount();
    const response = await change(token, {
      current_password: 'nie-to-haslo',
      password: 'Nowe-haslo-123',
      password_confirmation: 'Nowe-haslo-123',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ current_password: ['Obecne hasło jest nieprawidłowe'] });
  });

  it('answers a confirmation that does not match with 422 on password_confirmation', async () => {
    const { token } = await newAccount();
    const response = await change(token, {
      current_password: PASSWORD,
      password: 'Nowe-haslo-123',
      password_confirmation: 'Inne-haslo-123',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ password_confirmation: ['Hasła nie pasują'] });
  });

  it('answers a too short new password with 422 on password', async () => {
    const { token } = await newAccount();
    const response = await change(token, {
      current_password: PASSWORD,
      password: 'krótkie',
      password_confirmation: 'krótkie',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toHaveProperty('password');
  });

  it('changes the password, signs the other sessions out and keeps the current one', async () => {
    const { email, token } = await newAccount();
    const otherSession = await server.login(email, PASSWORD);
    const response = await change(token, {
      current_password: PASSWORD,
      password: 'Nowe-haslo-123',
      password_confirmation: 'Nowe-haslo-123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Schemas['Message']>().message).toBe(PROFILE_MESSAGES.passwordChanged);

    expect((await server.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/me', token: otherSession })).statusCode).toBe(401);
    await expect(server.login(email, PASSWORD)).rejects.toThrow(/422/);
    await expect(server.login(email, 'Nowe-haslo-123')).resolves.toEqual(expect.any(String));
  });

  it.each(PUBLISHED_PASSWORDS)(
    'refuses the published demo password %s beside the password field',
    async (published) => {
      const { email, token } = await newAccount();
      const response = await change(token, {
        current_password: PASSWORD,
        password: published,
        password_confirmation: published,
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ password: [VALIDATION_MESSAGES.publishedPassword] });
      await expect(server.login(email, PASSWORD)).resolves.toEqual(expect.any(String));
    },
  );

  it('makes a reset link mailed before the change useless', async () => {
    const { email, token } = await newAccount();
    const csrf = await server.csrf();
    await server.app.inject({ method: 'POST', url: '/forgot-password', payload: { email }, ...csrf });
    await server.ctx.background.settled();
    const [resetMail] = await outboxTo(server.ctx.db, email);
    const resetToken = new URL(/(http:\/\/\S+)/.exec(resetMail!.text_body)![1]!).pathname.split('/').pop();
    await change(token, {
      current_password: PASSWORD,
      password: 'Nowe-haslo-123',
      password_confirmation: 'Nowe-haslo-123',
    });

    const reset = await server.app.inject({
      method: 'POST',
      url: '/reset-password',
      payload: { token: resetToken, email, password: 'Haslo-z-linku-9', password_confirmation: 'Haslo-z-linku-9' },
      ...(await server.csrf()),
    });
    expect(reset.statusCode).toBe(422);
    expect(errorsOf(reset)).toEqual({ email: [VALIDATION_MESSAGES.invalidResetToken] });
    await expect(server.login(email, 'Nowe-haslo-123')).resolves.toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    const response = await change(undefined, {
      current_password: PASSWORD,
      password: 'Nowe-haslo-123',
      password_confirmation: 'Nowe-haslo-123',
    });
    expect(response.statusCode).toBe(401);
  });
});

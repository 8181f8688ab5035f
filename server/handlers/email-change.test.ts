import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { outboxTo } from '../test/checkout-fixtures';
import { hashPassword } from '../shared/passwords';
import { DEMO_ACCOUNTS } from '../db/seed';
import { EMAIL_CHANGE_MESSAGES } from '../services/email-change';
import type { Schemas } from '../../src/contract/types';

const PASSWORD = 'Haslo-zmiany-1';
const START = new Date('2026-03-02T09:00:00Z');

let server: TestServer;
let clock = START;
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    // Several accounts sign in here; the login limits are tested elsewhere.
    env: { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000' },
  });
});
afterAll(() => server.close());

let accounts = 0;
/** A verified account of its own, so the tests do not depend on each other's changes. */
async function newAccount(name = 'Ewa Zmienna'): Promise<{ id: number; email: string; token: string }> {
  accounts += 1;
  const email = `zmiana-${accounts}@example.pl`;
  const { id } = await server.ctx.db
    .insertInto('users')
    .values({
      name,
      email,
      password_hash: await hashPassword(PASSWORD),
      privileges: ['user'],
      email_verified_at: START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, token: await server.login(email, PASSWORD) };
}

function putProfile(token: string, payload: Record<string, unknown>) {
  return server.request({ method: 'PUT', url: '/api/me', token, payload });
}

async function mailsTo(address: string) {
  await server.ctx.background.settled();
  return outboxTo(server.ctx.db, address);
}

/** The parameters of the confirmation link in the newest mail to `address`. */
async function linkMailedTo(address: string) {
  const [mail] = await mailsTo(address);
  const match = /(http:\/\/\S+)/.exec(mail?.text_body ?? '');
  if (!match) throw new Error(`no link mailed to ${address}`);
  const url = new URL(match[1]!);
  expect(url.pathname).toBe('/email-change/confirm');
  return {
    id: Number(url.searchParams.get('id')),
    email: url.searchParams.get('email') ?? '',
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature') ?? '',
  };
}

async function confirm(link: Record<string, unknown>) {
  const csrf = await server.csrf();
  return server.app.inject({ method: 'POST', url: '/email-change/confirm', payload: link, ...csrf });
}

async function profileOf(token: string) {
  return (await server.request({ method: 'GET', url: '/api/me', token })).json<Schemas['Profile']>();
}

describe('requesting an e-mail change', () => {
  it('keeps the current address, shows the new one as pending, mails it a link and tells the current one', async () => {
    clock = START;
    const { email, token } = await newAccount();
    const response = await putProfile(token, { name: 'Ewa Zmienna', email: 'Nowy.Adres-1@Example.PL' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, pending_email: 'nowy.adres-1@example.pl' });
    expect(await profileOf(token)).toMatchObject({ email, pending_email: 'nowy.adres-1@example.pl' });
    const [confirmation] = await mailsTo('nowy.adres-1@example.pl');
    expect(confirmation?.subject).toBe('Potwierdź nowy adres e-mail');
    const [notice] = await mailsTo(email);
    expect(notice?.subject).toBe('Prośba o zmianę adresu e-mail');
    expect(notice?.text_body).toContain('nowy.adres-1@example.pl');
    // Nothing changed yet: the account still signs in with its confirmed address only.
    await expect(server.login(email, PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(server.login('nowy.adres-1@example.pl', PASSWORD)).rejects.toThrow(/422/);
  });

  it('answers a taken address exactly as a free one, and mails the taken address nothing', async () => {
    clock = START;
    const first = await newAccount('Ta Sama Osoba');
    const second = await newAccount('Ta Sama Osoba');
    const free = await putProfile(first.token, { name: 'Ta Sama Osoba', email: 'calkiem.wolny@example.pl' });
    const taken = await putProfile(second.token, { name: 'Ta Sama Osoba', email: DEMO_ACCOUNTS.admin.email });

    const shape = (body: Schemas['Profile']) => ({ ...body, id: 0, email: '', created_at: '', pending_email: '' });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json()).toMatchObject({ pending_email: DEMO_ACCOUNTS.admin.email });
    expect((await mailsTo(DEMO_ACCOUNTS.admin.email)).map((mail) => mail.subject)).not.toContain(
      'Potwierdź nowy adres e-mail',
    );
    expect((await mailsTo(second.email)).map((mail) => mail.subject)).toEqual(['Prośba o zmianę adresu e-mail']);
  });

  it('is limited like the verification mail, whichever addresses alternate', async () => {
    clock = START;
    const { token } = await newAccount();
    const limit = server.ctx.config.rateLimits.verification;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const email = attempt % 2 === 0 ? 'cel.a@example.pl' : 'cel.b@example.pl';
      statuses.push((await putProfile(token, { name: 'Ewa Zmienna', email })).statusCode);
    }
    expect(statuses.slice(0, limit)).toEqual(Array<number>(limit).fill(200));
    expect(statuses[limit]).toBe(429);
    // A save that changes no address is not a mail, so it is not limited.
    expect((await putProfile(token, { name: 'Ewa Zmieniona' })).statusCode).toBe(200);
  });
});

describe('following the confirmation link', () => {
  it('applies the change once: the new address is confirmed, signs in, and the previous one is told', async () => {
    clock = START;
    const { email, token } = await newAccount();
    await putProfile(token, { name: 'Ewa Zmienna', email: 'potwierdzony-1@example.pl' });
    const link = await linkMailedTo('potwierdzony-1@example.pl');

    const response = await confirm(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: EMAIL_CHANGE_MESSAGES.confirmed('potwierdzony-1@example.pl'),
      email: 'potwierdzony-1@example.pl',
    });
    expect(await profileOf(token)).toMatchObject({
      email: 'potwierdzony-1@example.pl',
      email_verified_at: START.toISOString(),
      pending_email: null,
    });
    await expect(server.login('potwierdzony-1@example.pl', PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(server.login(email, PASSWORD)).rejects.toThrow(/422/);
    const [changed] = await mailsTo(email);
    expect(changed?.subject).toBe('Adres e-mail został zmieniony');

    const again = await confirm(link);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { email: [EMAIL_CHANGE_MESSAGES.invalidLink] } });
  });

  it('refuses an expired link, and the profile stops showing the request', async () => {
    clock = START;
    const { email, token } = await newAccount();
    await putProfile(token, { name: 'Ewa Zmienna', email: 'spozniony@example.pl' });
    const link = await linkMailedTo('spozniony@example.pl');
    clock = new Date(START.getTime() + 61 * 60_000);
    try {
      const response = await confirm(link);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { email: [EMAIL_CHANGE_MESSAGES.invalidLink] } });
      expect(await profileOf(token)).toMatchObject({ email, pending_email: null });
    } finally {
      clock = START;
    }
  });

  it('refuses a link whose address or signature was altered', async () => {
    clock = START;
    const { token } = await newAccount();
    await putProfile(token, { name: 'Ewa Zmienna', email: 'prawdziwy@example.pl' });
    const link = await linkMailedTo('prawdziwy@example.pl');
    expect((await confirm({ ...link, email: 'podmieniony@example.pl' })).statusCode).toBe(422);
    expect((await confirm({ ...link, signature: 'f'.repeat(64) })).statusCode).toBe(422);
    expect((await confirm({ ...link, id: link.id + 100_000 })).statusCode).toBe(422);
  });

  it('stops working once a newer request names another address', async () => {
    clock = START;
    const { token } = await newAccount();
    await putProfile(token, { name: 'Ewa Zmienna', email: 'pierwszy-wybor@example.pl' });
    const older = await linkMailedTo('pierwszy-wybor@example.pl');
    await putProfile(token, { name: 'Ewa Zmienna', email: 'drugi-wybor@example.pl' });

    expect((await confirm(older)).statusCode).toBe(422);
    expect((await confirm(await linkMailedTo('drugi-wybor@example.pl'))).statusCode).toBe(200);
    expect(await profileOf(token)).toMatchObject({ email: 'drugi-wybor@example.pl' });
  });

  it('fails with a Polish message when another account took the address meanwhile, and changes nothing', async () => {
    clock = START;
    const { email, token } = await newAccount();
    await putProfile(token, { name: 'Ewa Zmienna', email: 'wyscig@example.pl' });
    const link = await linkMailedTo('wyscig@example.pl');
    await server.ctx.db
      .insertInto('users')
      .values({ name: 'Szybszy', email: 'wyscig@example.pl', password_hash: null, privileges: ['user'] })
      .execute();

    const response = await confirm(link);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: [EMAIL_CHANGE_MESSAGES.taken] } });
    expect(await profileOf(token)).toMatchObject({ email });
  });

  it('makes a reset link mailed to the previous address useless', async () => {
    clock = START;
    const { email, token } = await newAccount();
    const csrf = await server.csrf();
    await server.app.inject({ method: 'POST', url: '/forgot-password', payload: { email }, ...csrf });
    const [resetMail] = await mailsTo(email);
    const resetUrl = new URL(/(http:\/\/\S+)/.exec(resetMail!.text_body)![1]!);
    await putProfile(token, { name: 'Ewa Zmienna', email: 'po-resecie@example.pl' });
    await confirm(await linkMailedTo('po-resecie@example.pl'));

    const reset = await server.app.inject({
      method: 'POST',
      url: '/reset-password',
      payload: {
        token: resetUrl.pathname.split('/').pop(),
        email: 'po-resecie@example.pl',
        password: 'Przejete-Haslo1',
        password_confirmation: 'Przejete-Haslo1',
      },
      ...(await server.csrf()),
    });
    expect(reset.statusCode).toBe(422);
    await expect(server.login('po-resecie@example.pl', PASSWORD)).resolves.toEqual(expect.any(String));
  });
});

describe('the audit log of a changed identity', () => {
  it('records an administrator renaming themselves and a confirmed new address, with the values before', async () => {
    clock = START;
    const { id, email, token } = await newAccount('Stara Nazwa');
    await server.ctx.db
      .updateTable('users')
      .set({ privileges: ['admin'] })
      .where('id', '=', id)
      .execute();
    await putProfile(token, { name: 'Nowa Nazwa', email: 'audyt-nowy@example.pl' });
    await confirm(await linkMailedTo('audyt-nowy@example.pl'));

    const entries = await server.ctx.db
      .selectFrom('audit_log')
      .select(['actor_id', 'entity', 'entity_id', 'action', 'before', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        actor_id: id,
        entity: 'user',
        entity_id: id,
        action: 'user.identity',
        before: { name: 'Stara Nazwa' },
        after: { name: 'Nowa Nazwa' },
      },
      {
        actor_id: id,
        entity: 'user',
        entity_id: id,
        action: 'user.identity',
        before: { email },
        after: { email: 'audyt-nowy@example.pl' },
      },
    ]);
  });

  it('writes nothing when the name and address stay as they were', async () => {
    clock = START;
    const { id, email, token } = await newAccount('Bez Zmian');
    await putProfile(token, { name: 'Bez Zmian', email, phone: '+48 600 000 000' });
    const entries = await server.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'user')
      .where('entity_id', '=', id)
      .execute();
    expect(entries).toEqual([]);
  });
});

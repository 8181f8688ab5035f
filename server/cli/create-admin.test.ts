import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { startTestServer, type TestServer } from '../test/test-server';
import { createAdministrator } from './create-admin';
import { createPrompter } from './prompt';
import { anyString } from '../test/matchers';
import type { Schemas } from '../../src/contract/types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '100' } });
});
afterAll(() => server.close());

const input = (email: string, password = 'Bardzo-Tajne-7') => ({
  email,
  name: 'Olga Operator',
  password,
  password_confirmation: password,
});

describe('npm run create-admin', () => {
  it('creates an administrator with a verified e-mail who signs in and reaches the admin area', async () => {
    expect(await createAdministrator(server.ctx.db, input('Olga@Example.pl'))).toBe('created');
    const token = await server.login('olga@example.pl', 'Bardzo-Tajne-7');
    const me = await server.request({ method: 'GET', url: '/api/me', token });
    expect(me.json()).toMatchObject({
      email: 'olga@example.pl',
      privileges: ['admin'],
      email_verified_at: anyString(),
    });
    expect((await server.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(200);
  });

  it('promotes an existing account, sets its new password and ends its old sessions', async () => {
    const old = await server.customerToken();
    expect(await createAdministrator(server.ctx.db, input('klient@example.pl', 'Nowe-Haslo-99'))).toBe('promoted');
    expect((await server.request({ method: 'GET', url: '/api/me', token: old })).statusCode).toBe(401);
    const token = await server.login('klient@example.pl', 'Nowe-Haslo-99');
    const me = await server.request({ method: 'GET', url: '/api/me', token });
    expect(me.json<Schemas['Profile']>().privileges).toEqual(['user', 'admin']);
  });

  it('refuses a short password or a mistyped confirmation, and creates nothing', async () => {
    await expect(createAdministrator(server.ctx.db, input('krotkie@example.pl', 'abc'))).rejects.toThrow(
      /co najmniej 8 znaków/,
    );
    await expect(
      createAdministrator(server.ctx.db, { ...input('rozne@example.pl'), password_confirmation: 'Inne-Haslo-11' }),
    ).rejects.toThrow(/Hasła nie pasują/);
    const rows = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['krotkie@example.pl', 'rozne@example.pl'])
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the prompt', () => {
  it('reads piped answers in order and never echoes a hidden one', async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    let printed = '';
    stdout.on('data', (chunk) => (printed += String(chunk)));
    const prompter = createPrompter(stdin, stdout);
    stdin.write('ola@example.pl\nSekret-Haslo-1\n');
    expect(await prompter.ask('E-mail: ')).toBe('ola@example.pl');
    expect(await prompter.ask('Hasło: ', { hidden: true })).toBe('Sekret-Haslo-1');
    prompter.close();
    expect(printed).toContain('E-mail: ');
    expect(printed).toContain('Hasło: ');
    expect(printed).not.toContain('Sekret-Haslo-1');
  });
});

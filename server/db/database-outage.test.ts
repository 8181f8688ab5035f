import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres-cluster.mjs';
import { startTestServer, type TestServer } from '../test/test-server';
import { MESSAGES } from '../http/errors';
import { DEMO_ACCOUNTS } from './seed';

/**
 * PostgreSQL stopped under a running server, then started again: every request meanwhile is 503 with a Polish
 * message and Retry-After, nothing is half-written, and the same requests succeed once it is back, without restarting
 * the server. It owns its cluster, since stopping the shared one would fail every other test file; it runs on the
 * test command's PostgreSQL pass, where PostgreSQL is known to be there.
 */
describe.runIf(inject('postgresAdminUrl'))('the database stopped and started again', () => {
  let cluster: ThrowawayPostgres;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    const started = await startThrowawayPostgres();
    if ('skipped' in started && started.skipped !== undefined) throw new Error(started.skipped);
    cluster = started;
    server = await startTestServer({ database: { databaseUrl: cluster.url }, config: { seedDomains: 20 } });
    token = await server.customerToken();
  });

  afterAll(async () => {
    await server?.close();
    cluster?.stop();
  });

  const profile = () => server.request({ method: 'GET', url: '/api/me', token });
  const rename = (name: string) =>
    server.request({
      method: 'PUT',
      url: '/api/me',
      token,
      payload: { name, email: DEMO_ACCOUNTS.customer.email },
    });

  it('answers 503 in Polish while it is down, writes nothing, and resumes when it is back', async () => {
    expect((await profile()).statusCode).toBe(200);
    const nameBefore = (await profile()).json<{ name: string }>().name;

    cluster.pause();
    for (const response of [await profile(), await rename('Zmiana w czasie awarii')]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: MESSAGES.databaseUnavailable });
    }
    const health = await server.request({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: MESSAGES.databaseUnavailable });

    cluster.resume();
    const after = await profile();
    expect(after.statusCode).toBe(200);
    expect(after.json<{ name: string }>().name).toBe(nameBefore);
    expect((await rename('Po powrocie bazy')).statusCode).toBe(200);
    expect((await profile()).json<{ name: string }>().name).toBe('Po powrocie bazy');
    expect((await server.request({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

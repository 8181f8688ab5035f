import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sweepEndedWindows } from '../services/rate-limit-counters';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Several API processes behind one proxy share one database, so the sign-in limits must hold across them.
 * A second app built on the same context is a second process as far as the rate-limit plugin can tell: it has its own
 * plugin instance, and with the plugin's in-memory store it would admit the whole limit again.
 */
const WINDOW_MS = 60_000;
let clock = Date.parse('2026-11-25T10:00:00Z');

async function attempt(app: FastifyInstance, email: string, remoteAddress: string) {
  const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  const token = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return app.inject({
    method: 'POST',
    url: '/login',
    cookies: { 'XSRF-TOKEN': token },
    headers: { 'x-xsrf-token': token },
    remoteAddress,
    payload: { email, password: 'zle-haslo' },
  });
}

describe('rate limits kept in the database', () => {
  let server: TestServer;
  let second: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_LOGIN: '4', RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) },
      now: () => new Date(clock),
    });
    second = await buildApp(server.ctx, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it('are shared by two processes: attempts on one count against the other', async () => {
    const from = '203.0.113.10';
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const app = i % 2 === 0 ? server.app : second;
      codes.push((await attempt(app, 'klient@example.pl', from)).statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422]);
    const blockedHere = await attempt(server.app, 'klient@example.pl', from);
    const blockedThere = await attempt(second, 'klient@example.pl', from);
    expect([blockedHere.statusCode, blockedThere.statusCode]).toEqual([429, 429]);
    expect(Number(blockedThere.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('survive a restart: a new process on the database still refuses', async () => {
    const restarted = await buildApp(server.ctx, { logger: false });
    try {
      expect((await attempt(restarted, 'klient@example.pl', '203.0.113.10')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('lose no attempt when both processes count at once: exactly the limit gets through', async () => {
    const from = '203.0.113.20';
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(i % 2 === 0 ? server.app : second, 'rownolegle@example.pl', from)),
    );
    const statuses = codes.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 422)).toHaveLength(4);
    expect(statuses.filter((c) => c === 429)).toHaveLength(8);
  });

  it('open again when the window ends, and Retry-After counts down to that moment', async () => {
    const from = '203.0.113.30';
    for (let i = 0; i < 4; i += 1) await attempt(server.app, 'okno@example.pl', from);
    clock += 15_000;
    const blocked = await attempt(second, 'okno@example.pl', from);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(45);
    clock += 45_000;
    expect((await attempt(second, 'okno@example.pl', from)).statusCode).toBe(422);
  });

  it('are swept once their window has ended, and only then', async () => {
    await attempt(server.app, 'sprzatanie@example.pl', '203.0.113.40');
    const keys = () =>
      server.ctx.db
        .selectFrom('rate_limit_counters')
        .select('key')
        .where('key', 'like', '%sprzatanie@example.pl%')
        .execute();
    await sweepEndedWindows(server.ctx.db, clock + WINDOW_MS - 1);
    expect(await keys()).toHaveLength(2);
    await sweepEndedWindows(server.ctx.db, clock + WINDOW_MS);
    expect(await keys()).toEqual([]);
  });
});

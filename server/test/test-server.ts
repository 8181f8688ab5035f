import fs from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { Adapters, AppContext } from '../context';
import { bootstrap } from '../bootstrap';
import { buildApp } from '../app';
import { DEMO_ACCOUNTS } from '../db/seed';
import { privateTestDatabase, type TestDatabase } from './test-database';
import type { DatabaseOptions } from '../db/database';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** A request with JSON in and out; `token` adds the bearer header. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Cookie and header values that pass the XSRF check of the auth POSTs. */
  csrf(): Promise<{ cookies: Record<string, string>; headers: Record<string, string> }>;
  /** Signs in and returns the access token. */
  login(email: string, password: string): Promise<string>;
  customerToken(): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real app on a private copy of the seeded template database (PGlite, or PostgreSQL on the second run); requests go through Fastify's inject,
 * so nothing listens on a port.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    adapters?: Partial<Adapters>;
    now?: () => Date;
    config?: Partial<Config>;
    /** Where log lines go; silent by default. */
    logStream?: NodeJS.WritableStream;
    /** Another database than a copy of the seeded template (it is migrated, and seeded when empty). */
    database?: DatabaseOptions;
    /** A second database the customers' lists are read from, standing in for a read replica. */
    listsDatabase?: DatabaseOptions;
  } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      DIST_DIR: path.join(dataDir, 'no-dist'),
      // Test files place many orders from one demo account under a clock that stands still; the tests of these
      // limits set them (checkout-limits.test.ts).
      RATE_LIMIT_ORDERS: '10000',
      MAX_UNPAID_DOMAINS_PER_ACCOUNT: '10000',
      MAX_UNPAID_PORTALS_PER_ACCOUNT: '10000',
      ...options.env,
    }),
    ...options.config,
  };
  const testDatabase: Pick<TestDatabase, 'options' | 'dispose'> = options.database
    ? { options: options.database, dispose: () => Promise.resolve() }
    : await privateTestDatabase();
  const { ctx, database } = await bootstrap(config, {
    database: testDatabase.options,
    ...(options.listsDatabase ? { listsDatabase: options.listsDatabase } : {}),
    adapters: { aftermarket: null, companyLookup: null, metricsProvider: null, social: {}, ...options.adapters },
    ...(options.now ? { now: options.now } : {}),
  });
  const app = await buildApp(ctx, { logger: options.logStream ? { level: 'info', stream: options.logStream } : false });
  await app.ready();

  const server: TestServer = {
    app,
    ctx,
    request({ token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
    async csrf() {
      const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
      if (!cookie) throw new Error('no XSRF-TOKEN cookie');
      return { cookies: { 'XSRF-TOKEN': cookie.value }, headers: { 'x-xsrf-token': cookie.value } };
    },
    async login(email, password) {
      const csrf = await server.csrf();
      const response = await app.inject({ method: 'POST', url: '/login', ...csrf, payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<{ access_token: string }>().access_token;
    },
    customerToken: () => server.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password),
    adminToken: () => server.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    async close() {
      await app.close();
      await database.close();
      await testDatabase.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export type TestServerOptions = Parameters<typeof startTestServer>[0];

/**
 * Starts the test file's server before its tests, hands it to `use` (which may sign in and look things up), and
 * closes it after the tests.
 */
export function serverForFile(options: TestServerOptions, use: (server: TestServer) => Promise<void>): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    await use(server);
  });
  afterAll(() => server?.close());
}

/** What most test files work with: their server and the demo customer's and administrator's tokens. */
export interface SignedInSession {
  server: TestServer;
  customer: string;
  admin: string;
}

/** A server for the file with the demo customer and administrator signed in, handed to `use`. */
export function signedInSession(options: TestServerOptions, use: (session: SignedInSession) => void): void {
  serverForFile(options, async (server) => {
    use({ server, customer: await server.customerToken(), admin: await server.adminToken() });
  });
}

/** Runs `body` with another adapter (or none) in place of the server's `name`, and puts the original back after. */
export async function withAdapter<K extends keyof Adapters>(
  server: TestServer,
  name: K,
  adapter: Adapters[K],
  body: () => Promise<void>,
): Promise<void> {
  const original = server.ctx.adapters[name];
  server.ctx.adapters[name] = adapter;
  try {
    await body();
  } finally {
    server.ctx.adapters[name] = original;
  }
}

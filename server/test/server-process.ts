import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../db/seed';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Start-up on a busy 2-core machine compiles the server with tsx first; this is a bound, not an expectation. */
const START_LIMIT_MS = 120_000;

/** `npm start` as a real operating-system process, for tests that kill it. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What it printed so far, to explain a failure. */
  output(): string;
  /** SIGKILL, which no handler can catch, like a power cut or the OOM killer; resolves once it has exited. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Starts `server/main.ts` on a free port against the given PostgreSQL database (migrated, and seeded when empty)
 * and resolves once GET /health answers 200. Node loads tsx itself (`--import tsx`) rather than through the tsx CLI,
 * which would run the server in a grandchild that a SIGKILL to the CLI leaves running.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      SKIP_SPA_BUILD: '1',
      SEED_DOMAINS: '50',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async kill() {
      if (!hasExited(child)) {
        child.kill('SIGKILL');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline && !hasExited(child)) {
    const status = await fetch(`${server.url}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.kill();
  throw new Error(`the server did not become healthy:\n${output}`);
}

/** Signs the demo customer in over HTTP, with the XSRF double-submit cookie the SPA would send; returns the token. */
export async function signInDemoCustomer(url: string): Promise<string> {
  const cookieResponse = await fetch(`${url}/sanctum/csrf-cookie`);
  const cookie = cookieResponse.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  const xsrf = cookie.slice('XSRF-TOKEN='.length).split(';')[0]!;
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

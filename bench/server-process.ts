import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The process group the server runs in (tsx and the server itself). */
  processGroup: number;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now, asked of the system by listening on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the real server on a fresh temporary database (or the given one) and waits for /health. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'domenika-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SKIP_SPA_BUILD: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30 * 60_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    processGroup: child.pid!,
    async stop() {
      // The whole process group: tsx runs the server in a child of its own.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP like the SPA does and returns the session the SPA keeps in local storage. */
export async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ user: unknown; access_token: string }> {
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!;
  const token = decodeURIComponent(cookie.split('=')[1]!);
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()) as { user: unknown; access_token: string };
}

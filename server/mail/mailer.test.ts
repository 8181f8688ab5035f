import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from '../test/test-server';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it is sent. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_FORGOT_PASSWORD: '2' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function forgot(email: string) {
  const csrf = await server.csrf();
  return server.request({ method: 'POST', url: '/forgot-password', payload: { email }, ...csrf });
}

describe('mail with SMTP_URL set', () => {
  it('goes out through the SMTP server, not into the outbox', async () => {
    expect((await forgot('klient@example.pl')).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['klient@example.pl']);
    // The subject has Polish letters, so it travels MIME-encoded (=?UTF-8?Q?Ustaw_nowe_has=C5=82o?=).
    expect(smtp.received[0]!.raw).toMatch(/Subject: (=\?UTF-8\?Q\?)?Ustaw[ _]nowe[ _]has/i);
    expect(smtp.received[0]!.raw).toMatch(/password-reset\//);
    const outbox = await server.request({ method: 'GET', url: '/dev/outbox/messages?to=klient@example.pl' });
    expect(outbox.json().data).toEqual([]);
  });
});

describe('forgot-password', () => {
  it('is rate-limited per address with a Polish 429', async () => {
    const email = 'limit-resetu@example.pl';
    expect((await forgot(email)).statusCode).toBe(200);
    expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ s\.$/);
  });
});

describe('the development outbox in production', () => {
  it('is not there', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.request({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await production.request({ method: 'GET', url: '/dev/outbox/messages' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from '../test/test-server';
import { outboxDir, readOutboxFiles } from './outbox-files';
import type { Schemas } from '../../src/contract/types';
import { anyNumber, anyString } from '../test/matchers';

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
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
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
    // The reset mail leaves after the answer (its timing must not tell whether the account exists).
    await server.ctx.background.settled();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['klient@example.pl']);
    // The subject has Polish letters, so it travels MIME-encoded (=?UTF-8?Q?Ustaw_nowe_has=C5=82o?=).
    expect(smtp.received[0]!.raw).toMatch(/Subject: (=\?UTF-8\?Q\?)?Ustaw[ _]nowe[ _]has/i);
    expect(smtp.received[0]!.raw).toMatch(/password-reset\//);
    const outbox = await server.request({ method: 'GET', url: '/api/admin/outbox', token: await server.adminToken() });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json<Schemas['OutboxPage']>().data).toEqual([]);
    // Nor into the files `npm run outbox` reads.
    expect(await readOutboxFiles(outboxDir(server.ctx.config.dataDir), { to: null, count: 10 })).toEqual({
      messages: [],
      unreadable: [],
    });
  });
});

describe('forgot-password', () => {
  it('is rate-limited per address with a Polish 429', async () => {
    const email = 'limit-resetu@example.pl';
    expect((await forgot(email)).statusCode).toBe(200);
    expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Schemas['Message']>().message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ s\.$/);
  });
});

describe('mail without SMTP_URL', () => {
  it('is kept in the outbox and in a file per message that only its owner can read, for `npm run outbox`', async () => {
    const local = await startTestServer();
    try {
      await local.ctx.mailer.send('plik@example.pl', {
        subject: 'Ustaw nowe hasło',
        text: 'Link: http://localhost:3000/password-reset/abc',
        html: '',
      });
      const dir = outboxDir(local.ctx.config.dataDir);
      const { messages } = await readOutboxFiles(dir, { to: 'plik@example.pl', count: 10 });
      expect(messages).toEqual([
        {
          id: anyNumber(),
          to: 'plik@example.pl',
          subject: 'Ustaw nowe hasło',
          text: 'Link: http://localhost:3000/password-reset/abc',
          created_at: anyString(),
        },
      ]);
      const [file] = await fs.readdir(dir);
      expect((await fs.stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
      expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
    } finally {
      await local.close();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSession, type TestServer } from '../test/test-server';
import { passwordResetMail } from '../mail/templates';
import { anyNumber, anyString } from '../test/matchers';
import type { Schemas } from '../../src/contract/types';

let server: TestServer, customer: string, admin: string;
signedInSession({}, (session) => ({ server, customer, admin } = session));

beforeAll(async () => {
  // Sent through the app's own mailer, as a reset request would, so the outbox holds a real reset link.
  await server.ctx.mailer.send(
    'ofiara@example.pl',
    passwordResetMail('Ofiara', 'http://localhost:3000/password-reset/tajny-token?email=ofiara%40example.pl'),
  );
  for (let i = 1; i <= 3; i++) {
    await server.ctx.mailer.send(`seria-${i}@example.pl`, {
      subject: `Wiadomość ${i}`,
      text: `Treść ${i}`,
      html: `<p>Treść ${i}</p>`,
    });
  }
});

const list = (url: string, token?: string) => server.request({ method: 'GET', url, ...(token ? { token } : {}) });

describe('the outbox', () => {
  it('is closed to anonymous visitors (401) and to customers (403), and shows them no message', async () => {
    const anonymous = await list('/api/admin/outbox?to=ofiara%40example.pl');
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await list('/api/admin/outbox?to=ofiara%40example.pl', customer);
    expect(asCustomer.statusCode).toBe(403);
    for (const response of [anonymous, asCustomer]) expect(response.body).not.toContain('tajny-token');
  });

  it('shows administrators the messages with their plain text, newest first, in pages', async () => {
    const response = await list('/api/admin/outbox?to=seria-&per_page=2', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<Schemas['OutboxPage']>();
    expect(body).toMatchObject({ current_page: 1, per_page: 2, last_page: 2, total: 3, total_is_capped: false });
    expect(body.data.map((m) => m.to)).toEqual(['seria-3@example.pl', 'seria-2@example.pl']);
    expect(body.data[0]).toEqual({
      id: anyNumber(),
      to: 'seria-3@example.pl',
      subject: 'Wiadomość 3',
      text: 'Treść 3',
      created_at: anyString(),
    });

    const second = (await list('/api/admin/outbox?to=seria-&per_page=2&page=2', admin)).json<Schemas['OutboxPage']>();
    expect(second.data.map((m) => m.to)).toEqual(['seria-1@example.pl']);
  });

  it('filters by part of the recipient in any letter case, and finds the reset link', async () => {
    const body = (await list('/api/admin/outbox?to=OFIARA', admin)).json<Schemas['OutboxPage']>();
    expect(body.total).toBe(1);
    expect(body.data[0]!.subject).toBe('Ustaw nowe hasło');
    expect(body.data[0]!.text).toContain('http://localhost:3000/password-reset/tajny-token');
  });

  it('treats % and _ in the filter as letters', async () => {
    expect((await list('/api/admin/outbox?to=%25', admin)).json<Schemas['OutboxPage']>().total).toBe(0);
  });
});

describe('the former public outbox', () => {
  it('is gone: /dev/outbox and /dev/outbox/messages answer 404, as JSON and to a browser', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox/messages', '/dev/outbox/messages?to=ofiara%40example.pl']) {
      for (const accept of ['application/json', 'text/html']) {
        const response = await server.request({ method: 'GET', url, headers: { accept } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('tajny-token');
      }
      expect((await list(url, admin)).statusCode).toBe(404);
    }
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import type { Schemas } from '../../src/contract/types';
import { anyString } from '../test/matchers';

/** How the server answers outside the happy path: unknown routes, wrong methods, crashes, the SPA's pages. */
let server: TestServer;
let distDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-dist-'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Domenika</title><div id="root"></div>');
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ config: { distDir }, logStream });
});
afterAll(async () => {
  await server.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('routes that do not exist', () => {
  it('answers an unknown API path with 404 and a Polish message', async () => {
    const response = await server.request({ method: 'GET', url: '/api/nie-ma-takiej-sciezki' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nie znaleziono.' });
  });

  it('answers a known path asked with the wrong method with 405 and the allowed methods', async () => {
    const response = await server.request({ method: 'DELETE', url: '/api/me' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, PUT');
    expect(response.json<Schemas['Message']>().message).toMatch(/metoda nie jest obsługiwana/);
  });

  it('tells a 405 from a 404 for paths with parameters too', async () => {
    expect((await server.request({ method: 'PATCH', url: '/api/orders/12' })).statusCode).toBe(405);
    expect((await server.request({ method: 'GET', url: '/api/orders/12/nic' })).statusCode).toBe(404);
  });
});

describe('the SPA', () => {
  it('gets its index.html for any page a browser asks for, so client-side routes survive a reload', async () => {
    for (const url of ['/domain-list?type=1', '/password-reset/abc?email=a%40b.pl', '/register']) {
      const response = await server.request({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('does not hide the API behind the SPA', async () => {
    const response = await server.request({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 and a Polish message', async () => {
    const token = await server.customerToken();
    const response = await server.request({
      method: 'PUT',
      url: '/api/me',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Schemas['Message']>().message).toBe('Nieprawidłowy format danych (JSON).');
  });

  it('names every invalid field with its Polish message, nested fields by their path', async () => {
    const token = await server.customerToken();
    const response = await server.request({
      method: 'POST',
      url: '/api/checkout/redirect-rental',
      token,
      headers: { 'idempotency-key': '7d7e0d8e-5b2f-4a55-9d55-0a5a7b3f1c11' },
      payload: {
        redirects: [{ id: 'x', redirect_period: 45 }],
        buyer: {
          type: 'person',
          name: '',
          email: 'zly-email',
          street: 'a',
          postal_code: '00-001',
          city: 'W',
          country: 'PL',
        },
        consents: { accept_terms: true },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors).toMatchObject({
      'redirects.0.id': ['Podaj liczbę całkowitą'],
      'redirects.0.redirect_period': ['Wybierz jedną z dostępnych wartości'],
      'buyer.name': ['Pole powinno być uzupełnione'],
      'buyer.email': ['Podaj poprawny adres e-mail'],
    });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a generic Polish body and a request id, logs the error with that id, and leaks no stack', async () => {
    const token = await server.customerToken();
    // The database going away mid-flight is the kind of failure no handler expects.
    await server.ctx.db.destroy();
    const response = await server.request({ method: 'GET', url: '/api/me', token });
    expect(response.statusCode).toBe(500);
    const body = response.json<Schemas['Message']>();
    expect(body).toEqual({ message: 'Coś poszło nie tak', request_id: anyString() });
    expect(response.body).not.toMatch(/stack|at .*\.ts|Error:/);
    const logged = logLines.map(
      (line) => JSON.parse(line) as { level: number; reqId?: string; err?: { stack?: string } },
    );
    const entry = logged.find((l) => l.level >= 50 && l.reqId === body.request_id);
    expect(entry?.err?.stack).toBeTruthy();
  });
});

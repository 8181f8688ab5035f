import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** What travels compressed: the SPA's files as vite build left them beside their .br/.gz, and large JSON answers. */
let server: TestServer;
let distDir: string;
let token: string;

const INDEX_HTML = `<!doctype html><title>Domenika</title><div id="root"></div>${'<!-- wypełnienie -->'.repeat(80)}`;
const APP_JS = `export const greeting = ${JSON.stringify('Dzień dobry, '.repeat(200))};\n`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const BROWSER = 'gzip, deflate, br, zstd';

/** Writes a file with the variants the build writes beside it. */
async function writeBuilt(relative: string, content: string): Promise<void> {
  const file = path.join(distDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(content));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(content));
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-dist-'));
  await writeBuilt('index.html', INDEX_HTML);
  await writeBuilt('assets/app-Bx1.js', APP_JS);
  // Below the build's threshold: no variants.
  await fs.writeFile(path.join(distDir, 'favicon.svg'), FAVICON);
  server = await startTestServer({ config: { distDir }, env: { RATE_LIMIT_LOGIN: '100' } });
  token = await server.customerToken();
});
afterAll(async () => {
  await server.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const asset = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the SPA’s files', () => {
  it('sends the brotli variant to a client that accepts it, even when it lists gzip first', async () => {
    const response = await asset('/assets/app-Bx1.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode('br', response.rawPayload)).toBe(APP_JS);
  });

  it('sends the gzip variant to a client that accepts only gzip', async () => {
    const response = await asset('/assets/app-Bx1.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('gzip', response.rawPayload)).toBe(APP_JS);
  });

  it('sends the plain file to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await asset('/assets/app-Bx1.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(APP_JS);
    }
  });

  it('sends a file the build left without variants as it is, not compressed on the fly', async () => {
    const response = await asset('/favicon.svg', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(FAVICON);
  });

  it('sends index.html compressed and uncached both at / and for a client-side route', async () => {
    for (const url of ['/', '/domain-list?type=1']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': BROWSER },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode('br', response.rawPayload)).toBe(INDEX_HTML);
    }
  });
});

describe('JSON answers', () => {
  const list = (acceptEncoding?: string) =>
    server.request({
      method: 'GET',
      url: '/api/portals-publications?per_page=50',
      token,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('compresses a list above 1 KB with brotli or gzip, decoding to the same JSON', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    for (const [acceptEncoding, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await list(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
    }
  });

  it('leaves an answer below 1 KB uncompressed', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/me',
      token,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ email: 'klient@example.pl' });
  });
});

describe('downloads', () => {
  it('sends an invoice PDF intact, not compressed again', async () => {
    const invoice = await server.ctx.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['invoices.id', 'invoices.order_id'])
      .where('users.email', '=', 'klient@example.pl')
      .executeTakeFirstOrThrow();
    const url = `/api/orders/${invoice.order_id}/invoices/${invoice.id}`;
    const response = await server.request({ method: 'GET', url, token, headers: { 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  it('sends an XLSX export intact, not compressed again', async () => {
    const url = '/api/portals-publications/export';
    const response = await server.request({ method: 'GET', url, token, headers: { 'accept-encoding': BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-encoding']).toBeUndefined();
    // A ZIP archive: local file header first, end of central directory record last.
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(response.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
  });
});

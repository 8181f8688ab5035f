import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../test/test-server';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** The headers every answer carries, and what production adds or withholds. */
let distDir: string;
let development: TestServer;
let productionApp: FastifyInstance;
// The same database and context, served as production would: bootstrap refuses production on the demo database.
const production = { request: (options: InjectOptions) => productionApp.inject(options) };

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Domenika</title><div id="root"></div>');
  await fs.writeFile(
    path.join(distDir, 'assets', 'index-abc.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
  );
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/app/main.tsx"]}');
  development = await startTestServer({ config: { distDir } });
  productionApp = await buildApp(
    { ...development.ctx, config: { ...development.ctx.config, production: true } },
    { logger: false },
  );
  await productionApp.ready();
});
afterAll(async () => {
  await productionApp?.close();
  await development?.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

/** The CSP as a map from directive to its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectProtected(response: LightMyRequestResponse) {
  const policy = policyOf(response);
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

const page = { accept: 'text/html,application/xhtml+xml' };

describe('security headers', () => {
  it('are on an API answer, without HSTS outside production', async () => {
    const response = await development.request({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expectProtected(response);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on refusals too', async () => {
    const response = await development.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expectProtected(response);
  });

  it("are on the SPA's index.html, served as a file and as a client-side route", async () => {
    for (const url of ['/', '/domain-list?type=1']) {
      const response = await development.request({ method: 'GET', url, headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expectProtected(response);
    }
  });

  it('are on the pages the server renders itself', async () => {
    const response = await development.request({ method: 'GET', url: '/regulamin', headers: page });
    expect(response.statusCode).toBe(200);
    expectProtected(response);
    // The page styles itself inline and runs no script, which is all the policy allows.
    expect(response.body).not.toMatch(/<script/i);
    expect(policyOf(response).get('style-src')).toContain("'unsafe-inline'");
  });

  it('add HSTS in production', async () => {
    const response = await production.request({ method: 'GET', url: '/', headers: page });
    expect(response.statusCode).toBe(200);
    expectProtected(response);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
  });

  it('name the API host the SPA was built for in connect-src', async () => {
    const { cspConnectSrc } = loadConfig({ VITE_API_URL: 'https://api.example.pl/' });
    const app = await buildApp(
      { ...development.ctx, config: { ...development.ctx.config, cspConnectSrc } },
      { logger: false },
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(policyOf(response).get('connect-src')).toEqual(["'self'", 'https://api.example.pl']);
    } finally {
      await app.close();
    }
  });
});

describe('source maps', () => {
  it('are served outside production, for debugging a local build', async () => {
    const response = await development.request({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(response.statusCode).toBe(200);
  });

  it('answer 404 in production even though the build left them in dist', async () => {
    for (const headers of [{ accept: '*/*' }, page]) {
      const response = await production.request({ method: 'GET', url: '/assets/index-abc.js.map', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
      expect(response.body).not.toContain('<div id="root">');
    }
    const script = await production.request({ method: 'GET', url: '/assets/index-abc.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(200);
  });
});

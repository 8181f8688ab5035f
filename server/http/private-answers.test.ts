import { describe, expect, it } from 'vitest';
import { signedInSession, type TestServer } from '../test/test-server';
import { PRIVATE_CACHE_CONTROL } from './private-answers';

/** An answer holding one caller's data, or a token, is never kept by a browser's disk cache or a shared proxy. */
let server: TestServer, customer: string, admin: string;
signedInSession({}, (session) => ({ server, customer, admin } = session));

describe('Cache-Control on answers that belong to one caller', () => {
  it('is private, no-store on the profile, orders, the catalogue and the XLSX export', async () => {
    for (const url of [
      '/api/me',
      '/api/orders',
      '/api/domains',
      '/api/portals-publications',
      '/api/portals-publications/export',
      '/api/me/user-articles',
    ]) {
      const response = await server.request({ method: 'GET', url, token: customer });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
    }
    const users = await server.request({ method: 'GET', url: '/api/admin/users', token: admin });
    expect(users.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('is private, no-store on a compressed catalogue page too', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/domains?per_page=100',
      token: customer,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeDefined();
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('is private, no-store on refusals of /api and on the answer that hands out a token', async () => {
    const anonymous = await server.request({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const csrf = await server.csrf();
    const login = await server.request({
      method: 'POST',
      url: '/login',
      ...csrf,
      payload: { email: 'klient@example.pl', password: 'Klient123!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('is private, no-store on any answer to a request carrying a token, and absent from the public terms page', async () => {
    const publicPage = await server.request({ method: 'GET', url: '/regulamin', headers: { accept: 'text/html' } });
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.headers['cache-control']).toBeUndefined();
    const withToken = await server.request({
      method: 'GET',
      url: '/regulamin',
      token: customer,
      headers: { accept: 'text/html' },
    });
    expect(withToken.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});

import { describe, expect, it } from 'vitest';
import { createApi, type ApiEvent } from './client';
import { ApiError } from './errors';
import { authApi } from './auth-api';
import { serializeQuery } from './query-serializer';

type Handler = (request: Request) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(handler: Handler, options: { token?: string | null; cookie?: string | null; timeoutMs?: number } = {}) {
  const requests: Request[] = [];
  const events: ApiEvent[] = [];
  let cookie = options.cookie ?? null;
  const api = createApi({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      const request = input as Request;
      requests.push(request);
      return handler(request);
    },
    getToken: () => options.token ?? null,
    onEvent: (event) => events.push(event),
    readCookie: (name) => (name === 'XSRF-TOKEN' ? cookie : null),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { api, requests, events, setCookie: (value: string) => (cookie = value) };
}

const profile = { id: 1, name: 'Jan', email: 'klient@example.pl' };

describe('the API client', () => {
  it('sends the bearer token when there is one', async () => {
    const { api, requests } = setup(() => json(200, profile), { token: '1|abc' });
    await api.call(api.client.GET('/api/me'));
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer 1|abc');
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
  });

  it('sends no authorization header without a token', async () => {
    const { api, requests } = setup(() => json(200, profile));
    await api.call(api.client.GET('/api/me'));
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('puts the decoded XSRF cookie in the header of unsafe requests only', async () => {
    const { api, requests } = setup(() => json(200, { message: 'ok' }), { cookie: 'abc%3D.def' });
    await api.call(api.client.GET('/api/me'));
    await api.call(api.client.POST('/forgot-password', { body: { email: 'a@b.pl' } }));
    expect(requests[0]!.headers.has('x-xsrf-token')).toBe(false);
    expect(requests[1]!.headers.get('x-xsrf-token')).toBe('abc=.def');
  });

  it('indexes array query parameters and skips empty ones', () => {
    expect(serializeQuery({ tags: [3, 7], name: '', industries: [], type: 1, x: null, q: 'a b&c' })).toBe(
      'tags%5B0%5D=3&tags%5B1%5D=7&type=1&q=a%20b%26c',
    );
  });

  it('reports a 401 so the app can end the session', async () => {
    const { api, events } = setup(() => json(401, { message: 'Zaloguj się, aby kontynuować.' }), { token: 'old' });
    const error = await api.call(api.client.GET('/api/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthenticated');
    expect(events).toContainEqual({ type: 'unauthorized' });
  });

  it('turns a 422 into field messages and keeps the server message', async () => {
    const { api, events } = setup(() =>
      json(422, { message: 'Pole powinno być uzupełnione', errors: { email: ['Pole powinno być uzupełnione'] } }),
    );
    const error = (await api
      .call(api.client.POST('/forgot-password', { body: { email: '' } }))
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('validation');
    expect(error.fieldError('email')).toBe('Pole powinno być uzupełnione');
    expect(events).toEqual([]);
  });

  it('answers a 500 with "Coś poszło nie tak" and reports it for the toast', async () => {
    const { api, events } = setup(() => json(500, { message: 'Internal', request_id: 'r1' }));
    const error = (await api.call(api.client.GET('/api/me')).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Coś poszło nie tak');
    expect(events).toEqual([{ type: 'failure', error }]);
  });

  it('decides what a failure means in its middleware, so even a call read without `call` rejects with the ApiError', async () => {
    const { api, events } = setup(() => json(409, { message: 'Domena ma otwarte zamówienia' }));
    const error = await api.client.GET('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'conflict', status: 409, message: 'Domena ma otwarte zamówienia' });
    expect((error as ApiError).failure).toEqual({ kind: 'other', message: 'Domena ma otwarte zamówienia' });
    expect(events).toEqual([]);
  });

  it('marks the failures the app announces itself, so a form does not toast them twice', async () => {
    let status = 200;
    const { api } = setup(() => json(status, {}));
    const announced: Record<number, boolean> = {};
    for (status of [401, 409, 422, 503]) {
      const error = (await api.call(api.client.GET('/api/me')).catch((e: unknown) => e)) as ApiError;
      announced[status] = error.announced;
    }
    expect(announced).toEqual({ 401: true, 409: false, 422: false, 503: true });
  });

  it('names a network failure in Polish', async () => {
    const { api, events } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await api.call(api.client.GET('/api/me')).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Brak połączenia z serwerem/);
    expect(events).toHaveLength(1);
  });

  it('names a timeout in Polish', async () => {
    // A server that never answers.
    const { api } = setup(() => new Promise<Response>(() => {}), {
      timeoutMs: 20,
    });
    const error = (await api.call(api.client.GET('/api/me')).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/nie odpowiedział na czas/);
  });

  it('names an unreadable answer in Polish', async () => {
    const { api } = setup(
      () => new Response('<html>proxy error', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const error = (await api.call(api.client.GET('/api/me')).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(/nieczytelną odpowiedź/);
  });
});

describe('the auth calls', () => {
  it('fetch the XSRF cookie first when there is none', async () => {
    const { api, requests, setCookie } = setup((request) => {
      if (request.url.endsWith('/sanctum/csrf-cookie')) {
        setCookie('tok');
        return new Response(null, { status: 204 });
      }
      return json(200, { user: profile, access_token: 't' });
    });
    const auth = authApi(api, () => null);
    await auth.login({ email: 'klient@example.pl', password: 'Klient123!' });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /login',
    ]);
  });

  it('refresh the cookie and retry once after a 419', async () => {
    let logins = 0;
    const { api, requests } = setup(
      (request) => {
        if (request.url.endsWith('/sanctum/csrf-cookie')) return new Response(null, { status: 204 });
        logins += 1;
        return logins === 1
          ? json(419, { message: 'Sesja formularza wygasła.' })
          : json(200, { user: profile, access_token: 't' });
      },
      { cookie: 'stale' },
    );
    const auth = authApi(api, () => 'stale');
    await expect(auth.login({ email: 'a@b.pl', password: 'x' })).resolves.toMatchObject({ access_token: 't' });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/login', '/sanctum/csrf-cookie', '/login']);
  });

  it('pass the provider callback query string through', async () => {
    const { api, requests } = setup(() => json(200, { user: profile, access_token: 't' }));
    const auth = authApi(api, () => 'c');
    await auth.socialFinish('google', '?code=abc&state=s1&scope=openid%20email');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/google/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'abc', state: 's1', scope: 'openid email' });
  });
});

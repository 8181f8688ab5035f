import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../contract/types';
import { ApiError, fromResponse, fromThrown } from './errors';
import { serializeQuery } from './query-serializer';

export type ApiClient = Client<paths>;

/** What the client reports for the app to react to; it never shows a toast or navigates itself. */
export type ApiEvent = { type: 'unauthorized' } | { type: 'failure'; error: ApiError };

export interface ApiOptions {
  /** The API host; empty means the SPA's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken(): string | null;
  onEvent?(event: ApiEvent): void;
  /** Reads a cookie by name; document.cookie in the browser. */
  readCookie?: (name: string) => string | null;
  /** Default time limit per call; a call's own `signal` can be shorter. */
  timeoutMs?: number;
}

export interface Api {
  client: ApiClient;
  /** Awaits an openapi-fetch call and returns its data, or throws the middleware's ApiError with a Polish message. */
  call: <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>) => Promise<T>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function browserCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

/**
 * Every call gets a time limit, combined with any signal the caller passed. The race settles the call at the limit
 * even where the engine drops the abort of a dependent signal; the abort still cancels the real request.
 */
async function fetchWithTimeout(baseFetch: typeof fetch, request: Request, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DOMException('Przekroczono czas oczekiwania', 'TimeoutError');
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const forward = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) forward();
  else request.signal.addEventListener('abort', forward, { once: true });
  try {
    return await Promise.race([baseFetch(new Request(request, { signal: controller.signal })), timedOut]);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forward);
  }
}

/** An error answer's body: JSON when it parses, its text otherwise. */
async function errorBodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Builds the one typed client of the app, with its middleware: bearer token, XSRF header, and the one place that
 * decides what a failure means (an ApiError) and reports it.
 */
export function createApi(options: ApiOptions): Api {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const readCookie = options.readCookie ?? browserCookie;

  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    mode: 'cors',
    headers: { accept: 'application/json' },
    querySerializer: serializeQuery,
    fetch: (request: Request) => fetchWithTimeout(baseFetch, request, timeoutMs),
  });

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = options.getToken();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      if (UNSAFE.has(request.method)) {
        const xsrf = readCookie('XSRF-TOKEN');
        // The cookie is URL-encoded; sending it raw is the classic cause of Sanctum's 419.
        if (xsrf) request.headers.set('x-xsrf-token', decodeURIComponent(xsrf));
      }
      return request;
    },
    // An error answer rejects the call with its ApiError, so no caller reads a status or a body to learn what it means.
    async onResponse({ response }) {
      if (response.ok) return response;
      throw announce(fromResponse(response.status, await errorBodyOf(response)));
    },
    onError({ error }) {
      return announce(fromThrown(error));
    },
  };
  client.use(middleware);

  /** Tells the app about the failures it announces itself (ApiError.announced): a 401, or a toast. */
  function announce(error: ApiError): ApiError {
    if (error.kind === 'unauthenticated') options.onEvent?.({ type: 'unauthorized' });
    else if (error.announced) options.onEvent?.({ type: 'failure', error });
    return error;
  }

  return {
    client,
    async call(request) {
      try {
        return (await request).data as never;
      } catch (thrown) {
        if (thrown instanceof ApiError) throw thrown;
        // Only what the middleware cannot see gets here: an answer's body is parsed after it has run, so an OK answer
        // that cannot be read (or a body cut off) fails here, and is decided by the same rules.
        throw announce(fromThrown(thrown));
      }
    },
  };
}

export { ApiError };

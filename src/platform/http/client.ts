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
  /** Awaits an openapi-fetch call and returns its data, or throws an ApiError with a Polish message. */
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

/** Builds the one typed client of the app, with its middleware: bearer token, XSRF header, 401 notice. */
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
    onResponse({ response }) {
      if (response.status === 401) options.onEvent?.({ type: 'unauthorized' });
      return response;
    },
  };
  client.use(middleware);

  return {
    client,
    async call(request) {
      let result;
      try {
        result = await request;
      } catch (thrown) {
        const error = fromThrown(thrown);
        options.onEvent?.({ type: 'failure', error });
        throw error;
      }
      if (result.error !== undefined || !result.response.ok) {
        const error = fromResponse(result.response.status, result.error);
        if (error.kind === 'server') options.onEvent?.({ type: 'failure', error });
        throw error;
      }
      return result.data as never;
    },
  };
}

export { ApiError };

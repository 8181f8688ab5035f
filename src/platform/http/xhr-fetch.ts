/** How much of a request body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface XhrFetchOptions {
  /** Called as the body goes out. */
  onProgress?: (progress: UploadProgress) => void;
  /** Makes the XMLHttpRequest; tests pass a fake. */
  createXhr?: () => XMLHttpRequest;
}

// Statuses whose Response may not carry a body (the constructor throws otherwise).
const NULL_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const aborted = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Przerwano wysyłanie', 'AbortError');

/**
 * A fetch for openapi-fetch's per-call `fetch` option that reports upload progress, which fetch itself cannot:
 * XMLHttpRequest underneath, the middleware's Request in (method, URL, headers such as the bearer token and the
 * XSRF header, credentials, body, signal) and a Response out. A network failure rejects with a TypeError, as fetch
 * does, and an abort with the signal's reason.
 */
export function createXhrFetch(options: XhrFetchOptions = {}): (request: Request) => Promise<Response> {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) {
        reject(aborted(request.signal));
        return;
      }
      const xhr = createXhr();
      xhr.open(request.method, request.url, true);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : (body?.size ?? 0) });
      };
      const abort = () => xhr.abort();
      const settle = () => request.signal.removeEventListener('abort', abort);
      xhr.onload = () => {
        settle();
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY.has(status) ? null : (xhr.response as Blob | null), {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        settle();
        reject(aborted(request.signal));
      };
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

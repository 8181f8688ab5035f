import { describe, expect, it } from 'vitest';
import { createXhrFetch, type UploadProgress } from './xhr-fetch';

/** Just enough of XMLHttpRequest to watch what the fetch does with it and to answer by hand. */
class FakeXhr {
  method = '';
  url = '';
  responseType = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: Blob | null | undefined;
  aborted = false;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseHeaders = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob | null) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  answer(status: number, body: string, headers = 'content-type: application/json\r\nx-request-id: 7\r\n') {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : '';
    this.response = new Blob([body]);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function setUp() {
  const xhrs: FakeXhr[] = [];
  const progress: UploadProgress[] = [];
  const fetch = createXhrFetch({
    onProgress: (p) => progress.push(p),
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  // The body is read before the request opens; wait for that step before answering.
  const opened = async () => {
    await expect.poll(() => xhrs.length).toBe(1);
    return xhrs[0]!;
  };
  return { fetch, progress, opened };
}

function uploadRequest(signal?: AbortSignal) {
  const form = new FormData();
  form.append('title', 'Jesień');
  form.append('file', new File(['treść'], 'a.txt', { type: 'text/plain' }));
  return new Request('http://localhost/api/me/user-articles', {
    method: 'POST',
    body: form,
    headers: { authorization: 'Bearer abc', 'x-xsrf-token': 'xyz' },
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
}

describe('the upload fetch on XMLHttpRequest', () => {
  it('sends the request as it is, headers and credentials included, and reports the upload’s progress', async () => {
    const { fetch, progress, opened } = setUp();
    const pending = fetch(uploadRequest());
    const xhr = await opened();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/me/user-articles');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer abc', 'x-xsrf-token': 'xyz' });
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await xhr.sent!.text()).toContain('filename="a.txt"');

    xhr.upload.onprogress!({ loaded: 100, total: 400, lengthComputable: true });
    xhr.upload.onprogress!({ loaded: 400, total: 400, lengthComputable: true });
    expect(progress).toEqual([
      { loaded: 100, total: 400 },
      { loaded: 400, total: 400 },
    ]);

    xhr.answer(201, '{"id":7}');
    const response = await pending;
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('7');
    expect(await response.json()).toEqual({ id: 7 });
  });

  it('answers a refusal as a response, not an error, so the client reads its Polish body', async () => {
    const { fetch, opened } = setUp();
    const pending = fetch(uploadRequest());
    (await opened()).answer(413, '{"message":"Plik jest większy niż 10 MB"}');
    const response = await pending;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Plik jest większy niż 10 MB' });
  });

  it('rejects with a TypeError on a network failure, as fetch does', async () => {
    const { fetch, opened } = setUp();
    const pending = fetch(uploadRequest());
    (await opened()).onerror!();
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts the request when its signal does', async () => {
    const { fetch, opened } = setUp();
    const controller = new AbortController();
    const pending = fetch(uploadRequest(controller.signal));
    const xhr = await opened();
    controller.abort(new DOMException('Przerwano', 'AbortError'));
    expect(xhr.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

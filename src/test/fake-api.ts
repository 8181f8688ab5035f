/** A fake of the API server for component tests: `'POST /login'` → a function answering that request. */
export type Routes = Record<string, (request: Request) => Response | Promise<Response>>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers from `routes` and records every request; unknown routes answer 404. */
export function fakeFetch(routes: Routes) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    return handler ? handler(request) : json(404, { message: 'Nie znaleziono.' });
  };
  return { fetch, requests };
}

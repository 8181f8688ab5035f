import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface FakeAccount {
  sub: string;
  email: string | null;
  email_verified: boolean;
  name: string;
}

export interface FakeOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs `account` in at the provider for an authorisation URL and returns the redirect back to the SPA. */
  authorize(authorizationUrl: string, account: FakeAccount): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with its development login and consent pages, which
 * the tests fill in over HTTP as a browser would. It stands in for Google or Facebook.
 */
export async function startFakeOidc(redirectUri: string): Promise<FakeOidc> {
  const accounts = new Map<string, FakeAccount>();
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'domenika';
  const clientSecret = 'sekret-klienta-testowego';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['klucz-ciasteczek-testowych'] },
    // A login typed on the provider's page that no test registered becomes a verified account of that name.
    findAccount(_ctx, sub) {
      const account = accounts.get(sub) ?? {
        sub,
        email: `${sub}@example.pl`,
        email_verified: true,
        name: `Konto ${sub}`,
      };
      return { accountId: sub, claims: () => ({ ...account, email: account.email ?? undefined }) };
    },
  });
  const callback = provider.callback();
  // Koa answers errors itself; the http server has no use for the promise.
  handler = (req, res) => void callback(req, res);

  async function authorize(authorizationUrl: string, account: FakeAccount): Promise<URL> {
    accounts.set(account.sub, account);
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!, value.join('='));
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = new URL(authorizationUrl);
    for (let step = 0; step < 10; step += 1) {
      if (url.href.startsWith(redirectUri)) return url;
      const page = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(page);
      if (page.status >= 300 && page.status < 400) {
        url = new URL(page.headers.get('location')!, url);
        continue;
      }
      // An interaction page: the login form asks for a login, the consent form only for a confirmation.
      const html = await page.text();
      const form = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login: account.sub, password: 'dowolne' })
        : new URLSearchParams({ prompt: 'consent' });
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form on ${url.href}: ${html.slice(0, 200)}`);
      const posted = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      remember(posted);
      url = new URL(posted.headers.get('location')!, url);
    }
    throw new Error('the provider did not send the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

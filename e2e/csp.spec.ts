import { expect, test } from './support/test';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { GUEST_PATHS, PROTECTED_ROUTES, type ProtectedRoute } from '../src/app/route-table';
import { pl } from '../src/i18n/pl';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { apiToken, bearer, expectStored, pickDomains, tokenOf } from './support/shop';
import { OUTCOME_LIMIT_MS } from '../src/test/limits';

/**
 * The app runs under the server's Content-Security-Policy (no inline script, no eval) without one violation: every
 * screen of the route table, the cart panel and the escrow popup, each as the role that may open it.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects the page's violation events and the browser's CSP complaints on the console, the workers' included. */
async function watchCsp(page: Page) {
  const complaints: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__cspViolations!.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  const listen = (message: ConsoleMessage) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) complaints.push(message.text());
  };
  page.on('console', listen);
  page.on('worker', (worker) => worker.on('console', listen));
  // Each document starts its own list, so the screen's events are read before the next navigation.
  const collected = async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? ['the collector did not run']);
    return [...events, ...complaints.splice(0)];
  };
  return {
    collected,
    expectNone: async (where: string) => {
      expect(await collected(), `CSP violations on ${where}`).toEqual([]);
    },
  };
}

/** Opens an address as a first visit and checks that the policy under test is the one in force. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
}

// A first load starts the app, its database worker and WebAssembly afresh; on a busy machine that takes a while.
const FIRST_PAINT = { timeout: OUTCOME_LIMIT_MS };

/** The screen's main content is there: its h1, and no loader still turning. */
async function expectScreen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('status').filter({ hasText: pl.loader.loading })).toHaveCount(0, FIRST_PAINT);
}

interface DemoIds {
  domain: { id: number; name: string };
  portal: { id: number; name: string };
  customerId: number;
  orderId: number;
  redirectId: number;
  articleId: number;
}

async function firstOf<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.status(), url).toBe(200);
  const { data } = (await response.json()) as { data: T[] };
  expect(data.length, url).toBeGreaterThan(0);
  return data[0]!;
}

/** Real ids from the seeded demo data, for the routes with parameters. */
async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const token = await apiToken(request, { email: CUSTOMER.email, password: CUSTOMER.password });
  const me = await request.get('/api/me', { headers: bearer(token) });
  return {
    domain: await firstOf(request, '/api/domains?per_page=10', token),
    portal: await firstOf(request, '/api/portals?per_page=10', token),
    customerId: ((await me.json()) as { id: number }).id,
    orderId: (await firstOf<{ id: number }>(request, '/api/me/orders', token)).id,
    redirectId: (await firstOf<{ id: number }>(request, '/api/me/redirects', token)).id,
    articleId: (await firstOf<{ id: number }>(request, '/api/me/user-articles', token)).id,
  };
}

/** The address to open for a route of the table, and the h1 its screen shows. */
function visitOf(route: ProtectedRoute, ids: DemoIds): { url: string; heading: string } {
  const params: Record<string, number> = {};
  if (route.path.startsWith('/domain-list/') || route.path.startsWith('/manage/')) params.id = ids.domain.id;
  else if (route.path.startsWith('/portals/')) params.id = ids.portal.id;
  else if (route.path.startsWith('/users/')) Object.assign(params, { id: ids.customerId, orderId: ids.orderId });
  else if (route.path.startsWith('/redirects/')) params.id = ids.redirectId;
  else if (route.path.startsWith('/user-articles/')) params.id = ids.articleId;
  else params.id = ids.orderId;
  const url =
    route.path === '*'
      ? '/nie-ma-takiej-strony'
      : route.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const heading =
    route.path === '/domain-list/:id' ? ids.domain.name : route.path === '/portals/:id' ? ids.portal.name : route.title;
  return { url, heading };
}

const GUEST_SCREENS: Record<(typeof GUEST_PATHS)[number], { url: string; heading: string }> = {
  '/': { url: '/', heading: pl.titles.login },
  '/home': { url: '/home', heading: pl.titles.login },
  '/register': { url: '/register', heading: pl.titles.register },
  '/reset': { url: '/reset', heading: pl.titles.reset },
  '/password-reset/*': {
    url: '/password-reset/nieznany-token?email=klient%40example.pl',
    heading: pl.titles.resetPassword,
  },
  '/auth/:provider': { url: '/auth/google', heading: pl.auth.socialFailed },
};

test.describe('the Content-Security-Policy', () => {
  test('the guest screens and the terms page run without a violation', async ({ page }) => {
    test.setTimeout(120_000);
    const { expectNone } = await watchCsp(page);
    for (const path of GUEST_PATHS) {
      const { url, heading } = GUEST_SCREENS[path];
      await open(page, url);
      await expectScreen(page, heading);
      await expectNone(url);
    }
    // The server renders this page itself, with its own inline styles and no script.
    await open(page, '/regulamin');
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamin serwisu Domenika' })).toBeVisible();
    await expectNone('/regulamin');
  });

  test('the watcher sees a violation when there is one: an inline script is refused and reported', async ({ page }) => {
    const watch = await watchCsp(page);
    await open(page, '/regulamin');
    await page.addScriptTag({ content: 'window.ranInline = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => 'ranInline' in window)).toBe(false);
    await expect.poll(watch.collected).toContainEqual(expect.stringContaining('script-src-elem blocked inline'));
  });

  for (const [role, account] of [
    ['user', CUSTOMER],
    ['admin', ADMIN],
  ] as const) {
    test(`every screen a ${role === 'user' ? 'customer' : 'administrator'} may open runs without a violation`, async ({
      page,
      request,
    }) => {
      // Each screen is a fresh page load (worker, WebAssembly and all), as its first visit would be.
      test.setTimeout(300_000);
      const ids = await demoIds(request);
      const { expectNone } = await watchCsp(page);
      await signInQuickly(page, account);
      await expectNone('/regulamin, signing in');
      const routes = PROTECTED_ROUTES.filter((route) => route.privileges.includes(role));
      for (const route of routes) {
        const { url, heading } = visitOf(route, ids);
        await open(page, url);
        await expectScreen(page, heading);
        await expectNone(url);
      }
    });
  }

  test('the cart panel and the escrow popup run without a violation', async ({ page }) => {
    test.setTimeout(120_000);
    const { expectNone } = await watchCsp(page);
    await signInQuickly(page, CUSTOMER);
    await open(page, '/domain-list');
    await expectScreen(page, pl.titles.domainList);
    const [domain] = await pickDomains(page.request, await tokenOf(page), {
      page: 5,
      count: 1,
      where: (d) => d.rent_price !== null,
    });
    await open(page, `/domain-list/${domain!.id}`);
    await expectScreen(page, domain!.name);
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expectStored(page, 'domains', domain!.id);
    await expectNone(`/domain-list/${domain!.id}, adding to the cart`);

    await page.getByRole('button', { name: /^Koszyk, / }).click();
    const panel = page.getByRole('dialog', { name: 'Koszyk' });
    await expect(panel.getByText(domain!.name)).toBeVisible();
    await expectNone('the cart panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await open(page, '/checkout');
    await expectScreen(page, pl.titles.checkout);
    const checkout = page.getByRole('form', { name: 'Formularz zamówienia' });
    await checkout.getByText('Dzierżawię', { exact: true }).click();
    await checkout.getByText(/Akceptuję Regulamin/).click();
    await checkout.getByRole('button', { name: 'Przejdź do transakcji Escrow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa transakcja Escrow' });
    await expect(dialog.getByRole('textbox', { name: 'Login w portalu Aftermarket' })).toHaveValue('jan_klient');
    await expectNone('the escrow popup');
  });
});

import type { APIRequestContext } from '@playwright/test';
import { GUEST_PATHS, PROTECTED_ROUTES, PUBLIC_ROUTES, type ProtectedRoute } from '../src/app/route-table';
import type { Privilege } from '../src/kernel/privileges';
import { expectNoViolations } from './support/axe';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { apiToken, bearer } from './support/shop';
import { settled } from './support/screen';
import { expect, test } from './support/test';

/**
 * Axe runs on every screen of the route table, for each role that may open it, and on the pages open to guests. The
 * list comes from the route table itself, so a screen added later is checked without anyone remembering to add it here.
 * Dialogs are checked by the journeys that open them (cart, escrow, password, publication order, the admin's
 * confirmations).
 */

const ROLES: Array<{ privilege: Privilege; account: { email: string; password: string } }> = [
  { privilege: 'user', account: CUSTOMER },
  { privilege: 'admin', account: ADMIN },
];

type Ids = Record<string, number>;

async function firstId(request: APIRequestContext, token: string, url: string): Promise<number> {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.status(), url).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ id: number }> };
  expect(data.length, `${url} lists nothing to open`).toBeGreaterThan(0);
  return data[0]!.id;
}

/** One real record per parameter the role's routes take, read through the API as that role. */
async function idsFor(request: APIRequestContext, privilege: Privilege): Promise<Ids> {
  if (privilege === 'user') {
    const token = await apiToken(request, CUSTOMER);
    return {
      domain: await firstId(request, token, '/api/domains?per_page=1'),
      portal: await firstId(request, token, '/api/portals?per_page=1'),
      order: await firstId(request, token, '/api/orders?per_page=1'),
      redirect: await firstId(request, token, '/api/me/redirects?per_page=1'),
      article: await firstId(request, token, '/api/me/user-articles?per_page=1'),
    };
  }
  const token = await apiToken(request, ADMIN);
  const customer = await request.get(`/api/admin/users?search=${encodeURIComponent(CUSTOMER.email)}`, {
    headers: bearer(token),
  });
  const user = ((await customer.json()) as { data: Array<{ id: number; email: string }> }).data.find(
    (u) => u.email === CUSTOMER.email,
  )!;
  return {
    domain: await firstId(request, token, '/api/admin/domains?per_page=1'),
    order: await firstId(request, token, '/api/admin/orders?per_page=1'),
    user: user.id,
    userOrder: await firstId(request, token, `/api/admin/orders?per_page=1&user_id=${user.id}`),
  };
}

/** The address of a route with its parameters filled in for the role. */
function addressOf(route: ProtectedRoute, privilege: Privilege, ids: Ids): string {
  if (route.path === '*') return '/nie-ma-takiej-strony';
  const byParam: Record<string, Record<string, number | undefined>> = {
    '/domain-list/:id': { id: ids.domain },
    '/portals/:id': { id: ids.portal },
    '/orders/:id': { id: ids.order },
    '/redirects/:id': { id: ids.redirect },
    '/user-articles/:id': { id: ids.article },
    '/manage/:id': { id: ids.domain },
    '/all-orders/:id': { id: ids.order },
    '/users/:id': { id: ids.user },
    '/users/:id/orders': { id: ids.user },
    '/users/:id/orders/:orderId': { id: ids.user, orderId: ids.userOrder },
  };
  const params = byParam[route.path] ?? {};
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no ${name} for ${route.path} as ${privilege}`);
    return String(value);
  });
}

for (const { privilege, account } of ROLES) {
  test.describe(`every screen a ${privilege === 'user' ? 'customer' : 'administrator'} may open`, () => {
    let ids: Ids = {};
    test.beforeAll(async ({ request }) => {
      ids = await idsFor(request, privilege);
    });

    for (const route of PROTECTED_ROUTES.filter((r) => r.privileges.includes(privilege))) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        await signInQuickly(page, account);
        await page.goto(addressOf(route, privilege, ids));
        await settled(page);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('the pages a guest opens', () => {
  const paths = [...GUEST_PATHS.filter((path) => !path.includes(':') && !path.includes('*')), '/password-reset/x']
    .filter((path) => path !== '/home')
    .concat(PUBLIC_ROUTES.map((route) => route.path));
  for (const path of paths) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path.startsWith('/password-reset/') ? `${path}?email=klient%40example.pl` : path);
      await settled(page);
      await expectNoViolations(page);
    });
  }
});

// At phone width the header keeps only icons and the menu moves into a drawer, so the names that words gave on a
// wide screen must come from hidden labels there, the icon-only profile link's included.
test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in page has no axe violations', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await expectNoViolations(page);
  });

  for (const { path, account } of [
    { path: '/domain-list', account: CUSTOMER },
    { path: '/checkout', account: CUSTOMER },
    { path: '/manage', account: ADMIN },
  ]) {
    test(`${path} has no axe violations, and every link and button in the header has a name`, async ({ page }) => {
      await signInQuickly(page, account);
      await page.goto(path);
      await settled(page);
      await expectNoViolations(page);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Mój profil' })).toBeVisible();
    });
  }
});

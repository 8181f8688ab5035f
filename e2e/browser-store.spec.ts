import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import type { BrowserStoreHook } from '../src/platform/db/qa-hook';
import type { CartDomain, CartSnapshot } from '../src/kernel/cart';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { OUTCOME_LIMIT_MS } from '../src/test/limits';

declare global {
  interface Window {
    __domenika: BrowserStoreHook;
    /** The carts this page heard of from other tabs (recordCartChanges). */
    __heard?: CartSnapshot[];
  }
}

/** The browser database across tabs: pages of one context share OPFS, Web Locks and BroadcastChannel. */
const domain = (id: number): CartDomain => ({
  id,
  name: `domena-${id}.pl`,
  price: 100,
  sale_price: 90,
  rent_price: null,
  redirect_price: null,
});

async function role(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.dbRole);
}

async function waitForRole(page: Page, expected: string): Promise<void> {
  await expect.poll(() => role(page), { timeout: OUTCOME_LIMIT_MS }).toBe(expected);
  await expect(page.locator('html[data-db-ready="true"]')).toHaveCount(1);
}

// The cart store as the cart machine uses it (window.__domenika is the app's QA hook).
function applyToCart(page: Page, id: number) {
  return page.evaluate(
    (item) => window.__domenika.cart.apply([{ type: 'put', collection: 'domains', item }]),
    domain(id),
  );
}

function cartIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => (await window.__domenika.cart.load()).domains.map((d) => d.id));
}

function recordCartChanges(page: Page) {
  return page.evaluate(() => {
    const heard: CartSnapshot[] = [];
    window.__heard = heard;
    window.__domenika.cart.subscribe((snapshot) => heard.push(snapshot));
  });
}

test.describe('two tabs', () => {
  test('the first page leads, the second follows, and a change in the follower shows in the leader', async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInQuickly(first, CUSTOMER);
    await first.goto('/profile');
    await waitForRole(first, 'leader');
    const second = await context.newPage();
    await second.goto('/profile');
    await waitForRole(second, 'follower');

    await recordCartChanges(first);
    await applyToCart(second, 41);
    await expect
      .poll(() => first.evaluate(() => (window.__heard?.at(-1)?.domains ?? []).map((d) => d.id)))
      .toContain(41);
  });

  test('closing the leader promotes the follower, and its data survives a reload', async ({ context }) => {
    const first = await context.newPage();
    await signInQuickly(first, CUSTOMER);
    await first.goto('/profile');
    await waitForRole(first, 'leader');
    await applyToCart(first, 77);
    const second = await context.newPage();
    await second.goto('/profile');
    await waitForRole(second, 'follower');

    await first.close();
    await waitForRole(second, 'leader');
    await second.reload();
    await waitForRole(second, 'leader');
    expect(await cartIds(second)).toContain(77);
  });

  test('an invalidated tag is refetched in both tabs', async ({ context }) => {
    const first = await context.newPage();
    await signInQuickly(first, ADMIN);
    await first.goto('/categories');
    const second = await context.newPage();
    await second.goto('/categories');
    const industries = (page: Page) => page.getByRole('list', { name: 'Branże' });
    await expect(industries(first).getByText('Motoryzacja')).toBeVisible();
    await expect(industries(second).getByText('Motoryzacja')).toBeVisible();

    const name = `Branża ${Date.now()}`;
    await second.getByLabel('Nazwa nowej branży').fill(name);
    await second.getByRole('button', { name: 'Dodaj' }).first().click();
    await expect(industries(second).getByText(name)).toBeVisible();
    // No reload: the first tab heard of the invalidation and refetched.
    await expect(industries(first).getByText(name)).toBeVisible();
  });
});

test('the database worker starts only after the first route has rendered, so it never delays it', async ({ page }) => {
  // When the first route's heading enters the page, and when the page creates its first worker, by its own clock.
  await page.addInitScript(() => {
    const marks = window as unknown as { __firstHeadingAt?: number; __firstWorkerAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')) return;
      marks.__firstHeadingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        marks.__firstWorkerAt ??= performance.now();
        super(url, options);
      }
    };
  });
  await page.goto('/');
  await waitForRole(page, 'leader');
  const { __firstHeadingAt: heading, __firstWorkerAt: worker } = await page.evaluate(() => {
    const { __firstHeadingAt, __firstWorkerAt } = window as unknown as {
      __firstHeadingAt?: number;
      __firstWorkerAt?: number;
    };
    return { __firstHeadingAt, __firstWorkerAt };
  });
  expect(heading).toBeDefined();
  expect(worker).toBeDefined();
  expect(worker!).toBeGreaterThan(heading!);
});

test('five quick reloads produce no lock error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInQuickly(page, CUSTOMER);
  await page.goto('/profile');
  await waitForRole(page, 'leader');
  await applyToCart(page, 5);
  // Each reload starts before the previous page has finished opening its database.
  for (let i = 0; i < 5; i += 1) await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  await waitForRole(page, 'leader');
  expect(await page.evaluate(() => window.__domenika.db.status.problem)).toBeNull();
  expect(await cartIds(page)).toContain(5);
  expect(errors.filter((e) => /NoModificationAllowed|Access Handles|SQLITE/i.test(e))).toEqual([]);
});

test('without OPFS the cart lives in local storage and a notice says it will not survive closing the window', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'getDirectory', {
      value: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
    });
  });
  await signInQuickly(page, CUSTOMER);
  await page.goto('/profile');
  await expect(page.getByText('Koszyk nie przetrwa zamknięcia okna.', { exact: false })).toBeVisible();
  expect(await role(page)).toBe('local');
  await applyToCart(page, 12);
  const stored: unknown = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('domenika.cart.domains'))) ?? 'null',
  );
  expect(stored).toEqual([domain(12)]);
});

test.describe('the cached lists', () => {
  test('a reload within 60 seconds shows the cached list at once, before the network answers', async ({ page }) => {
    await signInQuickly(page, ADMIN);
    await page.goto('/categories');
    await expect(page.getByRole('list', { name: 'Branże' }).getByText('Motoryzacja')).toBeVisible();
    // The list shows before its cache entry is written; a reload that outruns the write would have nothing cached.
    const industriesCached = () =>
      page.evaluate(async () =>
        (await window.__domenika.db.request('cache.entries', { now: Date.now() })).some(([, value]) =>
          value.includes('"queryKey":["Industry","list"]'),
        ),
      );
    await expect.poll(industriesCached).toBe(true);
    // From now on the network does not answer until the list has been seen: what shows can only be the cache.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    await page.route('**/api/industries', async (route) => {
      asked = true;
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Branże' }).getByText('Motoryzacja')).toBeVisible();
    answer();
    // The cached entry is fresh, so the reload did not even ask; had it asked, the answer was still held.
    expect(asked).toBe(false);
  });

  test('an entry is refetched after 61 seconds and not before', async ({ page }) => {
    // Four page loads, each opening the browser database.
    test.setTimeout(120_000);
    // The page's time stands still (timers still run), so only the steps below move it, however long the loads take.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    let requests = 0;
    await page.route('**/api/industries', async (route) => {
      requests += 1;
      await route.continue();
    });
    await signInQuickly(page, ADMIN);
    await page.goto('/categories');
    const list = page.getByRole('list', { name: 'Branże' });
    await expect(list.getByText('Motoryzacja')).toBeVisible();
    expect(requests).toBe(1);

    await page.clock.setFixedTime(start + 30_000);
    await page.reload();
    await expect(list.getByText('Motoryzacja')).toBeVisible();
    await page.clock.setFixedTime(start + 59_000);
    await page.reload();
    await expect(list.getByText('Motoryzacja')).toBeVisible();
    expect(requests).toBe(1);

    await page.clock.setFixedTime(start + 61_000);
    await page.reload();
    await expect(list.getByText('Motoryzacja')).toBeVisible();
    await expect.poll(() => requests).toBe(2);
  });
});

test('logging out wipes the whole cache and the cart', async ({ page }) => {
  await signInQuickly(page, ADMIN);
  await page.goto('/categories');
  await expect(page.getByRole('list', { name: 'Branże' }).getByText('Motoryzacja')).toBeVisible();
  await applyToCart(page, 9);
  const entries = () => page.evaluate(() => window.__domenika.db.request('cache.entries', { now: Date.now() }));
  await expect.poll(async () => (await entries()).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await entries()).length).toBe(0);
  expect(await cartIds(page)).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
});

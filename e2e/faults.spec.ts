import type { Page } from '@playwright/test';
import { MESSAGES } from '../server/http/errors';
import { pl } from '../src/i18n/pl';
import { profileCopy } from '../src/features/profile/profile-copy';
import type { BrowserStoreHook } from '../src/platform/db/qa-hook';
import { cartButtonName } from './support/cart-ui';
import { ADMIN, CUSTOMER, registerConfirmedCustomer, signInQuickly } from './support/session';
import { addDomainThroughItsPage, bearer, createDomainForSale, storedCart, tokenOf } from './support/shop';
import { expect, test } from './support/test';

/**
 * Faults that lose nothing, as the customer meets them: the network gone in the middle of a request, the database gone
 * behind the API (its 503), and the tab itself killed while the cart is being written.
 */

const ORDER_BUTTON = 'Zamawiam z obowiązkiem zapłaty';

/** The order form, with the consents ticked and a phone number typed, as a customer leaves it before ordering. */
async function fillCheckout(page: Page) {
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Formularz zamówienia' });
  const phone = form.getByRole('textbox', { name: 'Telefon (opcjonalnie)' });
  await phone.fill('+48 600 700 800');
  await form.getByText(/Akceptuję Regulamin/).click();
  await form.getByText(/Żądam rozpoczęcia realizacji/).click();
  return { form, phone, terms: form.getByRole('checkbox', { name: /Akceptuję Regulamin/ }) };
}

/** The customer's orders that hold the domain, as the API lists them. */
async function ordersWith(page: Page, token: string, domainId: number) {
  const response = await page.request.get('/api/orders?per_page=100', { headers: bearer(token) });
  const { data } = (await response.json()) as {
    data: Array<{ id: number; buyer: { phone: string | null }; items: Array<{ kind: string; item_id: number }> }>;
  };
  return data.filter((order) => order.items.some((item) => item.kind === 'domain' && item.item_id === domainId));
}

test.describe('the network gone', () => {
  test('at the order button: the Polish transport message, the cart and the form kept, and one order once back', async ({
    page,
    context,
    request,
  }) => {
    const domain = await createDomainForSale(request, ADMIN, 'awaria-sieci');
    await signInQuickly(page, CUSTOMER);
    const token = await tokenOf(page);
    await addDomainThroughItsPage(page, domain);
    const { form, phone, terms } = await fillCheckout(page);

    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') sent += 1;
    });
    await context.setOffline(true);
    await form.getByRole('button', { name: ORDER_BUTTON }).click();
    await expect(form.getByRole('alert').filter({ hasText: pl.errors.network })).toBeVisible();
    // Everything the customer typed and ticked is still there, and so is the cart.
    await expect(phone).toHaveValue('+48 600 700 800');
    await expect(terms).toBeChecked();
    expect((await storedCart(page)).domains.map((d) => d.id)).toEqual([domain.id]);
    await expect(page).toHaveURL(/\/checkout$/);

    await context.setOffline(false);
    await form.getByRole('button', { name: ORDER_BUTTON }).click();
    await expect(page).toHaveURL(/\/order-received\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const placed = await ordersWith(page, token, domain.id);
    expect(placed.map((o) => o.id)).toEqual([orderId]);
    expect(placed[0]!.buyer.phone).toBe('+48 600 700 800');
    // One request failed in the browser and one reached the server; neither press was doubled.
    expect(sent).toBe(2);
  });

  test('while saving the profile: the message, what was typed kept, and saved once back online', async ({
    page,
    context,
  }) => {
    const account = await registerConfirmedCustomer(page.request, 'Awaria Profil');
    await signInQuickly(page, account);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: profileCopy.details.heading });
    const name = form.getByRole('textbox', { name: profileCopy.details.name });
    const save = form.getByRole('button', { name: profileCopy.details.submit });
    await expect(name).toHaveValue('Awaria Profil');
    await name.fill('Awaria Profil Zmienione');

    await context.setOffline(true);
    await save.click();
    await expect(page.getByText(pl.errors.network).first()).toBeVisible();
    await expect(name).toHaveValue('Awaria Profil Zmienione');

    await context.setOffline(false);
    await save.click();
    await expect(page.getByText(profileCopy.details.saved)).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Awaria Profil Zmienione');
  });
});

test.describe('the database gone behind the API', () => {
  /** Every API call answers as the server does while PostgreSQL is stopped (server/db/database-outage.test.ts). */
  async function databaseDown(page: Page) {
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        json: { message: MESSAGES.databaseUnavailable },
      }),
    );
    return () => page.unroute('**/api/**');
  }

  test('the list says so in Polish, the cart stays, and the retry loads it when the database is back', async ({
    page,
    request,
  }) => {
    const domain = await createDomainForSale(request, ADMIN, 'awaria-bazy-lista');
    await signInQuickly(page, CUSTOMER);
    await addDomainThroughItsPage(page, domain);

    const databaseBack = await databaseDown(page);
    // A list the browser store has not cached: it has to ask the API.
    await page.goto('/portals?orderby=name&order=desc');
    const main = page.getByRole('main');
    await expect(main.getByText(MESSAGES.databaseUnavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: cartButtonName(1), exact: true })).toBeVisible();

    // The filters' categories and the results both failed, each with its own retry.
    const retries = main.getByRole('button', { name: 'Spróbuj ponownie' });
    await expect(retries).toHaveCount(2);

    await databaseBack();
    await main
      .getByRole('region', { name: 'Wyniki wyszukiwania' })
      .getByRole('button', { name: 'Spróbuj ponownie' })
      .click();
    await expect(main.getByRole('table')).toBeVisible();
    await retries.first().click();
    await expect(retries).toHaveCount(0);
    await expect(main.getByText(MESSAGES.databaseUnavailable)).toBeHidden();
    expect((await storedCart(page)).domains.map((d) => d.id)).toContain(domain.id);
  });

  test('at the order button: the message, nothing ordered, the form kept, and one order when it is back', async ({
    page,
    request,
  }) => {
    const domain = await createDomainForSale(request, ADMIN, 'awaria-bazy-zamowienie');
    await signInQuickly(page, CUSTOMER);
    const token = await tokenOf(page);
    await addDomainThroughItsPage(page, domain);
    const { form, phone, terms } = await fillCheckout(page);

    const databaseBack = await databaseDown(page);
    await form.getByRole('button', { name: ORDER_BUTTON }).click();
    await expect(form.getByRole('alert').filter({ hasText: MESSAGES.databaseUnavailable })).toBeVisible();
    await expect(phone).toHaveValue('+48 600 700 800');
    await expect(terms).toBeChecked();
    expect((await storedCart(page)).domains.map((d) => d.id)).toEqual([domain.id]);

    await databaseBack();
    await form.getByRole('button', { name: ORDER_BUTTON }).click();
    await expect(page).toHaveURL(/\/order-received\?order=\d+$/);
    expect(await ordersWith(page, token, domain.id)).toHaveLength(1);
  });
});

test.describe('the tab killed while the cart is written', () => {
  type Hook = { __domenika: BrowserStoreHook };
  const statusOf = (page: Page) => page.evaluate(() => (window as unknown as Hook).__domenika.db.status);

  /**
   * Writes one domain after another into the cart through the app's own store, each after the previous one was
   * confirmed, and reports each confirmation to the test at once: what the test holds is what the page had seen
   * confirmed when it died.
   */
  async function startWriting(page: Page, round: number, confirmed: number[]): Promise<void> {
    await page.exposeFunction('confirmedWrite', (id: number) => confirmed.push(id));
    await page.evaluate(
      (first) => {
        const { cart } = (window as unknown as Hook).__domenika;
        const report = (id: number) =>
          (window as unknown as { confirmedWrite(id: number): Promise<void> }).confirmedWrite(id);
        void (async () => {
          for (let id = first; ; id += 1) {
            const item = {
              id,
              name: `zapis-${id}.pl`,
              price: 100,
              sale_price: 90,
              rent_price: null,
              redirect_price: null,
            };
            await cart.apply([{ type: 'put', collection: 'domains', item }]);
            void report(id);
          }
        })();
      },
      900_000 + round * 10_000,
    );
  }

  test('loses no confirmed write and never leaves a store that fails to open, three kills over', async ({
    page: first,
    context,
  }) => {
    // The cart lives in this browser alone; an account of its own keeps the journey apart anyway.
    await signInQuickly(first, await registerConfirmedCustomer(first.request, 'Awaria Karty'));
    let page = first;
    let kept: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await page.goto('/profile');
      await expect.poll(async () => (await statusOf(page)).ready).toBe(true);
      const confirmed: number[] = [];
      await startWriting(page, round, confirmed);
      // Killed while writes keep coming: one is always under way, so the kill lands in the middle of one.
      await expect.poll(() => confirmed.length, { intervals: [10] }).toBeGreaterThanOrEqual(25);
      const cdp = await context.newCDPSession(page);
      const crashed = page.waitForEvent('crash');
      void cdp.send('Page.crash').catch(() => undefined);
      await crashed;
      const seen = [...confirmed];

      page = await context.newPage();
      await page.goto('/profile');
      // The store opens, from the file as it was left: never damaged, so never rebuilt.
      await expect.poll(async () => (await statusOf(page)).ready).toBe(true);
      expect(await statusOf(page)).toMatchObject({ role: 'leader', problem: null, rebuilt: null });
      const stored = (await storedCart(page)).domains.map((d) => d.id);
      // Everything from before, every write this round confirmed, and at most the one that was under way.
      expect(stored.slice(0, kept.length)).toEqual(kept);
      const thisRound = stored.slice(kept.length);
      expect(thisRound.slice(0, seen.length)).toEqual(seen);
      expect(thisRound.length - seen.length).toBeLessThanOrEqual(1);
      await expect(page.getByRole('button', { name: cartButtonName(stored.length), exact: true })).toBeVisible();
      kept = stored;
    }
  });
});

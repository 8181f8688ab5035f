import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { CUSTOMER, signInQuickly } from './support/session';
import { plnOf, storedCart } from './support/shop';
import { expectNoViolations } from './support/axe';
import { OUTCOME_LIMIT_MS } from '../src/test/limits';

const portals = (page: Page) => page.getByRole('table', { name: 'Portale i blogi na sprzedaż' });
const publications = (page: Page) => page.getByRole('table', { name: 'Portale oferujące publikacje sponsorowane' });
const filters = (page: Page) => page.getByRole('region', { name: 'Filtry' });

async function settled(table: ReturnType<typeof portals>) {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
}

test.describe('portals and sponsored publications', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
  });

  test('a customer filters portals, adds one to the cart, orders a publication ×3 with the add-on, and the cart shows both', async ({
    page,
  }) => {
    await page.goto('/portals');
    await settled(portals(page));
    await filters(page).getByRole('textbox', { name: 'DFS co najmniej' }).fill('30');
    await filters(page).getByRole('textbox', { name: 'DFS co najmniej' }).press('Enter');
    await expect(page).toHaveURL(/dfs_rating=30/);
    await portals(page).getByRole('button', { name: 'Cena netto' }).click();
    await expect(page).toHaveURL(/orderby=price/);
    await settled(portals(page));
    // The URL changes a render before the list asks for the new search, so for a moment the rows (not yet busy)
    // are still the previous search's: wait until they are this one's (a 4×-throttled Chromium caught that moment).
    await expect(async () => {
      const ratings = (await portals(page).locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);
      expect(ratings.length).toBeGreaterThan(0);
      expect(ratings.every((rating) => rating >= 30)).toBe(true);
    }).toPass();

    const first = portals(page).getByRole('row').nth(1);
    const portalName = (await first.getByRole('link').first().textContent())!;
    await first.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(first.getByRole('button', { name: 'Usuń z koszyka' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Koszyk, 1 pozycja' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Publikacje sponsorowane' })
      .click();
    await settled(publications(page));
    await filters(page).getByText('Follow', { exact: true }).click();
    await expect(page).toHaveURL(/link_type=1/);
    await settled(publications(page));
    await publications(page)
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Zamów publikację/ })
      .click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /^Publikacja stała \(1 link\)/ })).toBeChecked();
    const offerLabel = (await dialog.getByText(/^Publikacja stała \(1 link\) — /).textContent())!;
    const offerPrice = plnOf(offerLabel.split('—')[1]!);
    await dialog.getByText(/Przygotowanie artykułu/).click();
    await dialog.getByRole('textbox', { name: 'Ilość' }).fill('3');
    const total = dialog.getByText('Razem netto').locator('xpath=following-sibling::dd[1]');
    await expect.poll(async () => plnOf((await total.textContent()) ?? '')).toBeCloseTo((offerPrice + 25) * 3, 2);
    // The toast closes itself after 3 s of real time; watching for it from before the click (in the page, frame by
    // frame) sees it however long the dialog takes to close on a busy machine.
    const toastShown = page.getByText('Dodano do koszyka').first().waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await toastShown;
    await expect(dialog).toBeHidden();

    const cartButton = page.getByRole('button', { name: 'Koszyk, 2 pozycje' });
    await expect(cartButton).toBeVisible();
    const cart = await storedCart(page);
    expect(cart.portals.map((p) => p.name)).toEqual([portalName]);
    expect(cart.publications).toEqual([
      expect.objectContaining({
        publication_offer_id: 'permanent_publication',
        price: offerPrice,
        count: 3,
        link_type: 1,
        domenika_article: true,
      }),
    ]);

    // The cart is kept in the browser store: a reload shows the same two items.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Koszyk, 2 pozycje' })).toBeVisible();
  });

  test('"Pokaż więcej" appends the next page, and a new filter starts the list again', async ({ page }) => {
    await page.goto('/portals-publications');
    await settled(publications(page));
    const rows = publications(page).locator('tbody tr');
    await expect(rows).toHaveCount(30);
    const firstPage = await rows.locator('strong').allTextContents();
    await page.getByRole('button', { name: 'Pokaż więcej' }).click();
    await expect(rows).toHaveCount(60);
    expect((await rows.locator('strong').allTextContents()).slice(0, 30)).toEqual(firstPage);
    await expect(page.getByText(/^Pokazano 60 z \d+\sportali$/)).toBeVisible();

    await page.getByRole('button', { name: /Rodzaj publikacji/ }).click();
    await page.getByRole('option', { name: 'Link reklamowy' }).click();
    await expect(page).toHaveURL(/offer=advertising_link/);
    // The new address comes before the new list: until the filtered page replaces them, the 60 rows of the old
    // list are still there, and not yet busy. So wait for the outcome itself, however long the machine takes.
    await expect(async () => {
      await settled(publications(page));
      expect(await rows.count()).toBeLessThanOrEqual(30);
      const offers = await rows.locator('td:nth-child(5)').allTextContents();
      expect(offers.every((text) => text.includes('Link reklamowy'))).toBe(true);
    }).toPass({ timeout: OUTCOME_LIMIT_MS });
  });

  test('the export downloads the filtered list as an Excel file', async ({ page }) => {
    await page.goto('/portals-publications?offer=economic_publication');
    await settled(publications(page));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportuj do Excela' }).click();
    expect((await download).suggestedFilename()).toMatch(/^publikacje-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('a portal page shows its price as net, VAT 23 % and gross, with the cart button', async ({ page }) => {
    await page.goto('/portals');
    await settled(portals(page));
    const link = portals(page).getByRole('row').nth(1).getByRole('link').first();
    const name = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const [net, vat, gross] = (
      await page
        .getByRole('row', { name: /Zakup portalu/ })
        .getByRole('cell')
        .allTextContents()
    ).map(plnOf) as [number, number, number];
    expect(vat).toBeCloseTo(Math.round(net * 23) / 100, 2);
    expect(gross).toBeCloseTo(net + vat, 2);
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(page.getByRole('button', { name: 'Koszyk, 1 pozycja' })).toBeVisible();
  });

  // One screen per test: three axe passes over the two large lists did not fit one test's time in a throttled
  // Chromium on a busy machine, and a failure then names the screen.
  test('the portals list has no axe violations', async ({ page }) => {
    await page.goto('/portals');
    await settled(portals(page));
    await expectNoViolations(page);
  });

  test('the publications list has no axe violations', async ({ page }) => {
    await page.goto('/portals-publications');
    await settled(publications(page));
    await expectNoViolations(page);
  });

  test('the publication order popup has no axe violations', async ({ page }) => {
    await page.goto('/portals-publications');
    await settled(publications(page));
    await publications(page)
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Zamów publikację/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });
});

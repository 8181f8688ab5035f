import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import type { Locator, Page } from '@playwright/test';
import { CUSTOMER, signInQuickly } from './support/session';
import { plnOf } from './support/shop';
import { expectToastShown, recordToasts } from './support/toasts';

const results = (page: Page) => page.getByRole('table', { name: 'Wyniki wyszukiwania domen' });
const filters = (page: Page) => page.getByRole('region', { name: 'Filtry' });

/** The domain names on screen once the table has settled (a loading page keeps the old rows, marked busy). */
async function visibleNames(page: Page): Promise<string[]> {
  const table = results(page);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('link').first()).toBeVisible();
  return table.getByRole('link').allTextContents();
}

/**
 * The numbers of one column, read as the page shows them ("1 234" → 1234). Only the shown body: pages seen a
 * moment ago stay in the table, hidden, so that returning to them is instant.
 */
async function columnNumbers(table: Locator, index: number): Promise<number[]> {
  const texts = await table.locator(`tbody:not([hidden]) tr td:nth-child(${index})`).allTextContents();
  return texts.map((text) => Number(text.replace(/\s/g, '').replace(',', '.')));
}

test.describe('the domain catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await recordToasts(page);
    await signInQuickly(page, CUSTOMER);
  });

  test('a customer filters, sorts and pages; a reload and back/forward give the same results', async ({ page }) => {
    await page.goto('/domain-list');
    await visibleNames(page);

    // The radio input is visually hidden behind its label, which is what a person clicks.
    await filters(page).getByText('Domenika SEO', { exact: true }).click();
    await expect(page).toHaveURL(/type=1/);
    await filters(page).getByRole('textbox', { name: 'DFS od' }).fill('20');
    await filters(page).getByRole('textbox', { name: 'DFS od' }).press('Enter');
    await expect(page).toHaveURL(/dfs_rating=20/);
    await filters(page).getByRole('button', { name: 'Dodaj branżę' }).click();
    await page.getByRole('menuitem', { name: 'Budownictwo' }).click();
    await expect(page).toHaveURL(/industries=\d+/);
    await expect(filters(page).getByRole('row', { name: /Budownictwo/ })).toBeVisible();

    // DFS is a quantity: its first click sorts the highest first.
    await results(page).getByRole('button', { name: 'DFS' }).click();
    await expect(results(page).getByRole('columnheader', { name: 'DFS' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/orderby=dfs_rating/);
    const firstPage = await visibleNames(page);
    const ratings = await columnNumbers(results(page), 4);
    expect(ratings.every((rating) => rating >= 20)).toBe(true);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const pages = page.getByRole('navigation', { name: 'Strony wyników' });
    await expect(pages.getByRole('status')).toHaveText(/^\d+\s(domen|domeny)$/);
    await pages.getByRole('button', { name: 'Następna strona' }).click();
    await expect(pages.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await visibleNames(page);
    expect(secondPage).toHaveLength(30);
    expect(secondPage).not.toEqual(firstPage);
    const url = page.url();

    await page.reload();
    await expect(pages.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(await visibleNames(page)).toEqual(secondPage);
    expect(page.url()).toBe(url);
    await expect(filters(page).getByRole('radio', { name: 'Domenika SEO' })).toBeChecked();
    await expect(filters(page).getByRole('textbox', { name: 'DFS od' })).toHaveValue('20');
    await expect(filters(page).getByRole('row', { name: /Budownictwo/ })).toBeVisible();

    await page.goBack();
    await expect(pages.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    expect(await visibleNames(page)).toEqual(firstPage);
    await page.goForward();
    await expect(pages.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(await visibleNames(page)).toEqual(secondPage);

    // Further back undoes the sort, then the industry.
    await page.goBack();
    await page.goBack();
    await expect(results(page).getByRole('columnheader', { name: 'DFS' })).toHaveAttribute('aria-sort', 'none');
    await page.goBack();
    await expect(filters(page).getByRole('row', { name: /Budownictwo/ })).toHaveCount(0);
  });

  test('the menu entries filter by type, and clearing the filters returns to all domains', async ({ page }) => {
    await page.goto('/domain-list?type=0&page=1&per_page=30');
    await visibleNames(page);
    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Domeny Wyróżnione' })
      .click();
    await expect(filters(page).getByRole('radio', { name: 'Wyróżnione' })).toBeChecked();
    await visibleNames(page);
    await filters(page).getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect(page).toHaveURL(/\/domain-list$/);
    await expect(filters(page).getByRole('radio', { name: 'Wszystkie' })).toBeChecked();
  });

  test('a filter keeps the view where it is, a search seen a moment ago comes back as it was, another page starts at the top', async ({
    page,
  }) => {
    await page.goto('/domain-list');
    const all = await visibleNames(page);
    // Marks a row of this page, to recognise the very same row when the page comes back.
    await results(page)
      .getByRole('link')
      .first()
      .evaluate((link) => link.closest('tr')!.setAttribute('data-probe', 'kept'));
    const seo = filters(page).getByText('Domenika SEO', { exact: true });
    // Scrolled a little, with the type filter still in view, so the click itself does not scroll the page.
    const top = (await seo.boundingBox())!.y;
    await page.evaluate((y) => window.scrollTo(0, y), Math.max(1, Math.min(150, Math.floor(top) - 20)));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await seo.click();
    await expect(page).toHaveURL(/type=1/);
    const seoNames = await visibleNames(page);
    expect(seoNames).not.toEqual(all);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The page of all types is still in the table, hidden: it comes back with the same rows, from no new request.
    let requested = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/domains') requested = true;
    });
    await filters(page).getByText('Wszystkie', { exact: true }).click();
    await expect(page).not.toHaveURL(/type=1/);
    expect(await visibleNames(page)).toEqual(all);
    await expect(results(page).locator('tbody:not([hidden]) tr[data-probe="kept"]')).toBeVisible();
    expect(requested).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    const pages = page.getByRole('navigation', { name: 'Strony wyników' });
    await pages.getByRole('button', { name: 'Następna strona' }).click();
    await expect(pages.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a domain’s page starts at the top, and back returns to where the catalogue was left', async ({ page }) => {
    await page.goto('/domain-list');
    await visibleNames(page);
    const link = results(page).getByRole('link').nth(20);
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await link.click();
    await expect(page).toHaveURL(/\/domain-list\/\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Parametry SEO' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/domain-list$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('with 200 per page only the rows in view are rendered, and the table still says how many there are', async ({
    page,
  }) => {
    await page.goto('/domain-list');
    await visibleNames(page);
    await page.getByRole('button', { name: /Wyników na stronie/ }).click();
    await page.getByRole('option', { name: '200' }).click();
    await expect(page).toHaveURL(/per_page=200/);
    const table = results(page);
    await expect(table).toHaveAttribute('aria-rowcount', '201');
    await visibleNames(page);
    const rendered = await table.locator('tbody tr[aria-rowindex]').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    // The scroll container is the region named after the table.
    await page.getByRole('region', { name: 'Wyniki wyszukiwania domen' }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(table.locator('tbody tr[aria-rowindex="201"]')).toBeAttached();
  });

  test('the list has no axe violations', async ({ page }) => {
    await page.goto('/domain-list');
    await visibleNames(page);
    await expectNoViolations(page);
  });

  test('a domain page shows each price as net, VAT 23 % and gross', async ({ page }) => {
    await page.goto('/domain-list');
    const [name] = await visibleNames(page);
    await results(page).getByRole('link', { name: name! }).click();
    await expect(page).toHaveURL(/\/domain-list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    const prices = page.getByRole('table', { name: /Ceny domeny/ });
    const purchase = (await prices.getByRole('row', { name: /Zakup/ }).getByRole('cell').allTextContents()).map(plnOf);
    const [net, vat, gross] = purchase as [number, number, number];
    expect(vat).toBeCloseTo(Math.round(net * 23) / 100, 2);
    expect(gross).toBeCloseTo(net + vat, 2);
    await expect(prices.getByRole('row', { name: /Dzierżawa/ })).toBeVisible();
    await expect(prices.getByRole('row', { name: /Przekierowanie 301/ }).first()).toBeVisible();
  });

  test('an unknown domain says so in Polish', async ({ page }) => {
    await page.goto('/domain-list/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono domeny' })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do listy domen' }).click();
    await expect(page).toHaveURL(/\/domain-list$/);
  });

  test('the Sell popup checks the form and sends it', async ({ page }) => {
    await page.goto('/domain-list');
    await page.getByRole('button', { name: 'Sprzedaj domene/portal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sprzedaj domenę lub portal' });
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(CUSTOMER.email);
    await dialog.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('');
    await dialog.getByRole('button', { name: 'Wyślij' }).click();
    await expect(dialog.getByText('Pole powinno być uzupełnione')).toHaveCount(3);

    await dialog.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Jan Klient');
    await dialog.getByRole('textbox', { name: 'Adres domeny' }).fill('moja-domena.pl');
    await dialog.getByRole('textbox', { name: 'Wiadomość' }).fill('Chcę sprzedać domenę z historią.');
    await dialog.getByRole('button', { name: 'Wyślij' }).click();
    await expect(dialog).toBeHidden();
    await expectToastShown(page, 'Dziękujemy!');
  });
});

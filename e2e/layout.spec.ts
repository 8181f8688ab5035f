import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { addDomainThroughItsPage, pickDomains, tokenOf } from './support/shop';

// The widths the layout must hold at: a common laptop and a phone.
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

const LISTS = [
  { path: '/domain-list', account: CUSTOMER, table: 'Wyniki wyszukiwania domen' },
  { path: '/portals', account: CUSTOMER, table: 'Portale i blogi na sprzedaż' },
  { path: '/manage', account: ADMIN, table: 'Wszystkie domeny' },
] as const;

/**
 * What makes the page itself scroll sideways (it never may: only a table's box does): nothing when it does not,
 * otherwise the outermost elements reaching past the window's right edge, named so a failure says where to look.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element): boolean => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        if (getComputedStyle(e).overflowX !== 'visible') return true;
      }
      return false;
    };
    const beyond = (element: Element | null) => element !== null && element.getBoundingClientRect().right > width + 1;
    const offenders = [...document.body.querySelectorAll('*')].filter(
      (e) => beyond(e) && !beyond(e.parentElement) && !clipped(e),
    );
    const named = offenders.map((e) => `${e.tagName.toLowerCase()}.${e.className} "${e.textContent?.slice(0, 40)}"`);
    if (named.length > 0) return named;
    // Positioned elements escape a clipping box whose descendants they are, unless the box is their containing block.
    const escaped = [...document.body.querySelectorAll('*')].filter(
      (e) => beyond(e) && ['absolute', 'fixed'].includes(getComputedStyle(e).position),
    );
    return [
      `scrollWidth ${document.documentElement.scrollWidth} > ${width}`,
      ...escaped.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${e.className} "${e.textContent?.slice(0, 40)}"`),
    ];
  });
}

/** The box a table scrolls in: its parent. */
const boxOf = (table: Locator) => table.locator('xpath=..');

/** The first cell of the first shown row: the row's name (pages kept for later are hidden bodies). */
const firstNameCell = (table: Locator) => table.locator('tbody:not([hidden]) tr').first().locator('td').first();

/** The cell lies within the box's visible area, give or take a pixel of rounding. */
async function expectWithin(cell: Locator, box: Locator): Promise<void> {
  const inner = (await cell.boundingBox())!;
  const outer = (await box.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
}

/** A table with its rows loaded, on a page that has settled. */
async function loadedTable(page: Page, name: string | RegExp): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(firstNameCell(table)).toBeVisible();
  return table;
}

for (const viewport of VIEWPORTS) {
  test.describe(`the lists at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const list of LISTS) {
      test(`${list.path}: the page never scrolls sideways, and the name stays when the table does`, async ({
        page,
      }) => {
        await signInQuickly(page, list.account);
        await page.goto(list.path);
        const table = await loadedTable(page, list.table);
        expect(await sidewaysOverflow(page)).toEqual([]);

        const box = boxOf(table);
        await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        // Scrolled as far as it goes (or it needed no scrolling), the name is still in view.
        await expect.poll(() => box.evaluate((e) => e.scrollLeft + e.clientWidth >= e.scrollWidth - 1)).toBe(true);
        await expectWithin(firstNameCell(table), box);
        expect(await sidewaysOverflow(page)).toEqual([]);
      });
    }

    test('/domain-list: the last columns are in the table box, and tabbing to the cart keeps the name', async ({
      page,
    }) => {
      await signInQuickly(page, CUSTOMER);
      await page.goto('/domain-list');
      const table = await loadedTable(page, 'Wyniki wyszukiwania domen');
      const box = boxOf(table);

      const backlinks = table.getByRole('columnheader', { name: 'Linki zwrotne' });
      await backlinks.scrollIntoViewIfNeeded();
      await expect(backlinks).toBeInViewport();
      await expectWithin(backlinks, box);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);

      // From the row's name link, Tab through the row to its "Dodaj do koszyka", as a keyboard user does.
      const addButton = page.getByRole('button', { name: 'Dodaj do koszyka' });
      const row = table.locator('tbody:not([hidden]) tr').filter({ has: addButton }).last();
      const add = row.getByRole('button', { name: 'Dodaj do koszyka' });
      await row.getByRole('link').first().focus();
      // A row has a handful of tab stops; the bound only keeps a broken row from looping for ever.
      for (let stop = 0; stop < 20 && !(await add.evaluate((button) => button === document.activeElement)); stop++) {
        await page.keyboard.press('Tab');
      }
      await expect(add).toBeFocused();
      await expect(add).toBeInViewport();
      await expectWithin(add, box);
      await expectWithin(row.locator('td').first(), box);
      expect(await sidewaysOverflow(page)).toEqual([]);
    });

    test('/domain-list: each type button holds its whole name', async ({ page }) => {
      await signInQuickly(page, CUSTOMER);
      await page.goto('/domain-list');
      const types = page.getByRole('radiogroup', { name: 'Rodzaj domen' });
      await expect(types.getByText('Naming/Branding')).toBeVisible();
      const overflowing = await types
        .locator('label')
        .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
      expect(overflowing).toEqual([]);
    });

    test('/checkout with an item: the page never scrolls sideways', async ({ page }) => {
      await signInQuickly(page, CUSTOMER);
      await page.goto('/profile');
      const [domain] = await pickDomains(page.request, await tokenOf(page), {
        page: 15 + VIEWPORTS.indexOf(viewport),
        count: 1,
        where: () => true,
      });
      await addDomainThroughItsPage(page, domain!);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(domain!.name).first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      // Every choice of the form's radio groups (segments and plain radios) holds its whole label.
      const choices = page.getByRole('main').getByRole('radiogroup').locator('label');
      await expect(choices.first()).toBeVisible();
      const cutOff = await choices.evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      );
      expect(cutOff).toEqual([]);

      if (viewport.width >= 768) {
        // The side navigation's background runs down to the end of the page, however long the page is.
        const sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Menu główne' }) });
        const bottom = await sidebar.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        const contentBottom = await page
          .locator('main#content')
          .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
        // A page longer than the window, or there would be nothing for the background to fall short of.
        expect(pageHeight).toBeGreaterThan(viewport.height);
        expect(bottom).toBeGreaterThanOrEqual(contentBottom - 1);
        expect(bottom).toBeGreaterThanOrEqual(pageHeight - 1);
      }
    });
  });
}

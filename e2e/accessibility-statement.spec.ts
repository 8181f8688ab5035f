import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { CUSTOMER, signInQuickly } from './support/session';

/** The statement is open: its title, its parts, and the support address to write to. */
async function expectStatement(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deklaracja dostępności' })).toBeVisible();
  for (const part of ['Stan dostępności', 'Procedura wnioskowo-skargowa', 'Informacje zwrotne i dane kontaktowe']) {
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'pomoc@example.pl' })).toHaveAttribute(
    'href',
    'mailto:pomoc@example.pl',
  );
  await expect(page).toHaveTitle(/Deklaracja dostępności/);
  await expectNoViolations(page);
}

test.describe('the accessibility statement', () => {
  test('a guest opens it from the sign-in page footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Deklaracja dostępności' }).click();
    await expectStatement(page);
    // A guest stays a guest: the statement does not ask to sign in first.
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(0);
  });

  test('a customer opens it from the menu footer and stays in the app', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/profile');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Deklaracja dostępności' }).click();
    await expectStatement(page);
    await expect(menu.getByRole('link', { name: 'Deklaracja dostępności' })).toHaveAttribute('aria-current', 'page');
  });

  test("the header's cart button draws its icon, with no emoji that could show as a box", async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/profile');
    const cart = page.getByRole('banner').getByRole('button', { name: /^Koszyk/ });
    await expect(cart.locator('svg')).toBeVisible();
    await expect(cart.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await cart.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

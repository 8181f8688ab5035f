import { expect, test } from './support/test';

test('a customer signs in with Google through the provider pages and lands on the domain list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Google' }).click();
  // The provider's own development login page.
  await page.locator('input[name=login]').fill('google-e2e-1');
  await page.locator('input[name=password]').fill('dowolne');
  await page.getByRole('button', { name: /sign-in/i }).click();
  await page.getByRole('button', { name: /continue/i }).click();
  await expect(page).toHaveURL(/\/domain-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
});

test('Facebook, not configured here, says so in Polish and keeps the visitor on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Facebook' }).click();
  await expect(
    page.getByText('Logowanie przez Facebook nie jest dostępne. Zaloguj się e-mailem i hasłem.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

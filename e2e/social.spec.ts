import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { registerWithForm, signInWithForm } from './support/session';

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

test('whoever registered someone else’s address loses it once its owner signs in with Google', async ({
  page,
  browser,
}) => {
  const login = `ofiara-${randomUUID()}`;
  // The test provider gives a login typed on its page the verified address `<login>@example.pl`.
  const stolen = { name: 'Napastnik', email: `${login}@example.pl`, password: 'Przejete-Konto1!' };
  const origin = test.info().project.use.baseURL!;
  const attacker = await browser.newContext();
  try {
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(`${origin}/register`);
    await registerWithForm(attackerPage, stolen);
    await expect(attackerPage.getByRole('status').filter({ hasText: /^Sprawdź skrzynkę pocztową/ })).toBeVisible();
    await attackerPage.goto(`${origin}/`);
    await signInWithForm(attackerPage, stolen);
    await expect(attackerPage).toHaveURL(/\/domain-list$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[name=password]').fill('dowolne');
    await page.getByRole('button', { name: /sign-in/i }).click();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page).toHaveURL(/\/domain-list$/);
    await expect(page.getByText(/usunęliśmy ustawione wcześniej hasło/).first()).toBeVisible();

    // The attacker's session ended with the takeover: their next request to the API sends them back to the sign-in form.
    await attackerPage.goto(`${origin}/profile`);
    await expect(attackerPage.getByText('Sesja wygasła. Zaloguj się ponownie.').first()).toBeVisible();
    await expect(attackerPage.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await signInWithForm(attackerPage, stolen);
    await expect(attackerPage.getByText(/Nieprawidłowy e-mail lub hasło/).first()).toBeVisible();
    await expect(attackerPage).not.toHaveURL(/\/domain-list$/);
  } finally {
    await attacker.close();
  }
});

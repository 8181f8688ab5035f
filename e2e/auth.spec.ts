import { expect, test } from './support/test';
import { ADMIN, CUSTOMER, signInQuickly, signInWithForm } from './support/session';

test.describe('signing in', () => {
  test('a customer lands on the domain list with the customer menu', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, CUSTOMER);
    await expect(page).toHaveURL(/\/domain-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: 'Publikacje sponsorowane' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Domenika SEO' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Użytkownicy' })).toHaveCount(0);
  });

  test('an administrator lands on the domain management list with only the admin menu', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, ADMIN);
    await expect(page).toHaveURL(/\/manage$/);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    for (const name of ['Użytkownicy', 'Zamówienia', 'Domeny', 'Kategorie', 'Moje konto', 'Sprawdź szczegóły']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Portale & Blogi' })).toHaveCount(0);
  });

  test('an empty form says which fields to fill in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Pole powinno być uzupełnione')).toHaveCount(2);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows a Polish error and keeps the e-mail typed', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, { email: CUSTOMER.email, password: 'to-nie-jest-haslo' });
    await expect(page.getByText('Nieprawidłowy e-mail lub hasło')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(CUSTOMER.email);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the guards', () => {
  test('a guest opening /orders is sent to sign in and returned to /orders afterwards', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await signInWithForm(page, CUSTOMER);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienia' })).toBeVisible();
  });

  test('a signed-in visitor at / is redirected to their home', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/');
    await expect(page).toHaveURL(/\/domain-list$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/domain-list$/);
  });

  test('a customer cannot open the management screens', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/domain-list$/);
  });

  test('an unknown address shows the not-found page to a signed-in visitor', async ({ page }) => {
    await signInQuickly(page, ADMIN);
    await page.goto('/nie-ma-takiej-strony');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  });
});

test.describe('logging out', () => {
  test('empties local storage, and back and forward do not reveal protected pages', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, CUSTOMER);
    await expect(page).toHaveURL(/\/domain-list$/);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Zamówienia' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await menu.getByRole('link', { name: 'Przekierowania' }).click();
    await expect(page).toHaveURL(/\/redirects$/);
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // Each earlier entry of the history was a protected page; none of them may show again.
    for (const move of ['back', 'back', 'forward'] as const) {
      if (move === 'back') await page.goBack();
      else await page.goForward();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(0);
    }
  });

  test('the token no longer works after logout', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('domenika.auth')!) as { access_token: string }).access_token,
    );
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});

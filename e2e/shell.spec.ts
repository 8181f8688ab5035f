import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { expectToastShown, recordToasts } from './support/toasts';

test.describe('the header and menu', () => {
  test('on a phone the menu opens behind the burger and its close button shuts it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInQuickly(page, CUSTOMER);
    await page.goto('/profile');
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeHidden();
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu główne' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Zamknij menu' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Przekierowania' }).click();
    await expect(page).toHaveURL(/\/redirects$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the back button returns to the previous screen and the profile link opens the profile', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/domain-list');
    await page.getByRole('link', { name: 'Mój profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(CUSTOMER.email);
    await page.getByRole('button', { name: 'Wstecz' }).click();
    await expect(page).toHaveURL(/\/domain-list$/);
  });

  test('the menu footer has help, the terms in a new tab and the copyright', async ({ page }) => {
    await signInQuickly(page, ADMIN);
    await page.goto('/manage');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: 'pomoc@example.pl' })).toHaveAttribute(
      'href',
      'mailto:pomoc@example.pl',
    );
    await expect(menu.getByRole('link', { name: /Regulamin/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByText('© 2023 Domenika')).toBeVisible();
  });
});

test.describe('failures the user is told about', () => {
  test('a 500 shows the toast "Coś poszło nie tak" at the top centre, and it closes by itself', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom', request_id: 'r1' } }),
    );
    await page.goto('/profile');
    const toast = page
      .getByRole('region', { name: 'Powiadomienia' })
      .getByRole('alertdialog')
      .filter({ hasText: 'Coś poszło nie tak' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20);
    expect(box.y).toBeLessThan(100);
    await expect(toast).toBeHidden({ timeout: 6_000 });
  });

  test('a lost connection is named in Polish', async ({ page }) => {
    await recordToasts(page);
    await signInQuickly(page, CUSTOMER);
    await page.route('**/api/me', (route) => route.abort('internetdisconnected'));
    await page.goto('/profile');
    await expectToastShown(page, /Brak połączenia z serwerem/);
  });

  test('an unreadable answer is named in Polish', async ({ page }) => {
    await recordToasts(page);
    await signInQuickly(page, CUSTOMER);
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }),
    );
    await page.goto('/profile');
    await expectToastShown(page, /nieczytelną odpowiedź/);
  });

  test('a 401 from any call ends the session and remembers where the visitor was', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 401, json: { message: 'Zaloguj się, aby kontynuować.' } }),
    );
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Sesja wygasła. Zaloguj się ponownie.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('domenika.auth'))).toBeNull();
    await page.unroute('**/api/me');
    await page.getByLabel('E-mail').fill(CUSTOMER.email);
    await page.getByLabel('Hasło', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an unexpected render error shows the error page, not a blank screen', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    // A profile without the fields the screen reads makes it throw while rendering.
    await page.route('**/api/me', (route) => route.fulfill({ status: 200, json: {} }));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Coś poszło nie tak' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Odśwież stronę' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the sign-in page has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the signed-in shell has no axe violations', async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(CUSTOMER.email);
    await expectNoViolations(page);
  });
});

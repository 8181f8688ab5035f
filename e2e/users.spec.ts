import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { ADMIN, CUSTOMER, registerConfirmedCustomer, signInQuickly } from './support/session';

const table = (page: Page) => page.getByRole('table', { name: 'Użytkownicy' });
const filters = (page: Page) => page.getByRole('form', { name: 'Filtry użytkowników' });
const privileges = (page: Page) => page.getByRole('region', { name: 'Uprawnienia' });

test.describe('Użytkownicy', () => {
  test('an admin finds users by e-mail and privilege, sees why their own admin box is locked; both screens pass axe', async ({
    page,
  }) => {
    await signInQuickly(page, ADMIN);
    await page.goto('/users');
    // Other journeys register accounts in the same database, newest first: the demo customer may be on a later page.
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    await expectNoViolations(page);

    await filters(page).getByLabel('Szukaj (imię i nazwisko, e-mail lub NIP)').fill(CUSTOMER.email);
    await filters(page).getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/users\?search=klient%40example\.pl$/);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(table(page).getByRole('row').filter({ hasText: CUSTOMER.email })).toBeVisible();
    await filters(page).getByRole('button', { name: 'Wyczyść filtry' }).click();

    await filters(page)
      .getByRole('button', { name: /Uprawnienie$/ })
      .click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await filters(page).getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/users\?privilege=admin$/);
    const adminRow = table(page).getByRole('row').filter({ hasText: ADMIN.email });
    await expect(adminRow).toContainText('Administrator');

    await adminRow.getByRole('link', { name: ADMIN.name }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(privileges(page).getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    await expect(privileges(page)).toContainText(
      'Nie możesz odebrać sobie uprawnień administratora: zrobi to inny administrator.',
    );
    await expect(page.getByRole('region', { name: 'Profil' })).toContainText(ADMIN.email);
    await expectNoViolations(page);
  });

  test('an admin grants admin to a customer and takes it back, then opens the customer’s orders', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerConfirmedCustomer(request, 'Przyszła Administratorka');
    await signInQuickly(page, ADMIN);
    await page.goto(`/users?search=${encodeURIComponent(account.email)}`);
    await table(page).getByRole('link', { name: account.name }).click();
    const adminBox = privileges(page).getByRole('checkbox', { name: 'Administrator' });
    await expect(adminBox).toBeEnabled();
    await expect(adminBox).not.toBeChecked();

    // react-aria keeps the input visually hidden: a person clicks the label.
    await privileges(page).getByText('Administrator', { exact: true }).click();
    await expect(adminBox).toBeChecked();
    await privileges(page).getByRole('button', { name: 'Zapisz uprawnienia' }).click();
    await expect(page.getByText('Uprawnienia zostały zapisane.')).toBeVisible();
    await page.reload();
    await expect(privileges(page).getByRole('checkbox', { name: 'Administrator' })).toBeChecked();

    await privileges(page).getByText('Administrator', { exact: true }).click();
    await expect(privileges(page)).toContainText('Odebranie uprawnienia wyloguje tego użytkownika');
    await privileges(page).getByRole('button', { name: 'Zapisz uprawnienia' }).click();
    await expect(page.getByText('Uprawnienia zostały zapisane.').first()).toBeVisible();
    await page.reload();
    await expect(privileges(page).getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();

    // Unticking every box is refused before anything is sent.
    await privileges(page).getByText('Klient', { exact: true }).click();
    await privileges(page).getByRole('button', { name: 'Zapisz uprawnienia' }).click();
    await expect(privileges(page).getByText('Wybierz co najmniej jedno uprawnienie.')).toBeVisible();

    await page.getByRole('link', { name: 'Zamówienia użytkownika (0)' }).click();
    await expect(page).toHaveURL(/\/users\/\d+\/orders$/);
    await expect(page.getByText('Żadne zamówienie nie pasuje do filtrów.')).toBeVisible();
  });

  test('an admin opens the demo customer’s orders and one of them, under the user', async ({ page }) => {
    await signInQuickly(page, ADMIN);
    await page.goto(`/users?search=${encodeURIComponent(CUSTOMER.email)}`);
    await table(page).getByRole('link', { name: CUSTOMER.name }).click();
    await page.getByRole('link', { name: /^Zamówienia użytkownika \(\d+\)$/ }).click();
    const orders = page.getByRole('table', { name: 'Zamówienia użytkownika' });
    await expect(orders.getByRole('row').nth(1)).toBeVisible();
    await expectNoViolations(page);
    await orders
      .getByRole('link', { name: /^ZAM\// })
      .first()
      .click();
    await expect(page).toHaveURL(/\/users\/\d+\/orders\/\d+$/);
    await expect(page.getByRole('region', { name: 'Nabywca' })).toContainText(CUSTOMER.email);
    await expect(page.getByRole('link', { name: 'Wróć do zamówień użytkownika' })).toBeVisible();
  });
});

import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { CUSTOMER, latestMail, linkIn, signInWithForm } from './support/session';

const CHECK_MAILBOX = /^Sprawdź skrzynkę pocztową/;

async function register(page: Page, account: { name: string; email: string; password: string }) {
  await page.getByLabel('Imię i nazwisko').fill(account.name);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByLabel('Potwierdź hasło').fill(account.password);
  await page.getByText('Akceptuję').click();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
}

test('a new customer registers, confirms the e-mail from the mailed link and then signs in', async ({
  page,
  request,
}) => {
  const account = { name: 'Nowy Klient', email: `nowy.${Date.now()}@example.pl`, password: 'Bezpieczne1!' };
  await page.goto('/register');
  await register(page, account);
  // Registering signs nobody in: the screen says to check the mailbox and shows the way to the sign-in form.
  await expect(page.getByRole('status').filter({ hasText: CHECK_MAILBOX })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do logowania' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => localStorage.getItem('domenika.auth'))).toBeNull();

  const mail = await latestMail(request, account.email, 'Potwierdź adres e-mail');
  const link = linkIn(mail.text);
  await page.goto(`${link.pathname}${link.search}`);
  // The link confirmed the address on the server; the profile it leads to asks a guest to sign in first.
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
  await expect(page.getByText('Dziękujemy! Adres e-mail został potwierdzony.')).toBeVisible();
  await expect(page.getByText('Adres e-mail potwierdzony')).toBeVisible();
});

test('an address that already has an account gets the same answer on screen, and its owner a mail', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await register(page, { name: 'Ktoś Obcy', email: CUSTOMER.email, password: 'Przejecie1!' });
  await expect(page.getByRole('status').filter({ hasText: CHECK_MAILBOX })).toBeVisible();

  const mail = await latestMail(request, CUSTOMER.email, 'Masz już konto w Domenice');
  expect(mail.text).toContain('masz już u nas konto');
  expect(linkIn(mail.text).pathname).toBe('/');
  // The account is untouched: its own password still signs in.
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await signInWithForm(page, CUSTOMER);
  await expect(page).toHaveURL(/\/domain-list$/);
});

test('registration checks every field before sending and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill('klient@example.pl');
  await page.getByLabel('Hasło', { exact: true }).fill('krotkie');
  await page.getByLabel('Potwierdź hasło').fill('inne');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('Pole powinno być uzupełnione')).toBeVisible();
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeVisible();
  await expect(page.getByText('Zaakceptuj regulamin, aby kontynuować')).toBeVisible();

  await page.getByLabel('Imię i nazwisko').fill('Ktoś');
  await page.getByLabel('Hasło', { exact: true }).fill('Bezpieczne1!');
  await page.getByLabel('Potwierdź hasło').fill('Bezpieczne1!');
  await page.getByText('Akceptuję').click();
  // The server fails once: its message shows and the form keeps everything typed.
  await page.route('**/register', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'Coś poszło nie tak', request_id: 'e2e' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  // The form says it beside itself (the app's toast says it too).
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Coś poszło nie tak' })).toBeVisible();
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue('Ktoś');
  await expect(page.getByLabel('E-mail')).toHaveValue('klient@example.pl');
  await expect(page.getByLabel('Hasło', { exact: true })).toHaveValue('Bezpieczne1!');
});

test('a forgotten password is reset through the link in the outbox', async ({ page, request }) => {
  const email = `reset.${Date.now()}@example.pl`;
  await page.goto('/register');
  await register(page, { name: 'Reset Testowy', email, password: 'StareHaslo1!' });
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByText(/wysłaliśmy na nie link/)).toBeVisible();

  const mail = await latestMail(request, email, 'Ustaw nowe hasło');
  const link = linkIn(mail.text);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Nowe hasło').fill('NoweHaslo1!');
  await page.getByLabel('Potwierdź hasło').fill('NoweHaslo2!');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByText('Hasła nie pasują')).toBeVisible();
  await page.getByLabel('Potwierdź hasło').fill('NoweHaslo1!');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hasło zostało zmienione. Możesz się teraz zalogować.')).toBeVisible();
  await signInWithForm(page, { email, password: 'NoweHaslo1!' });
  await expect(page).toHaveURL(/\/domain-list$/);
});

import { expect, test } from '@playwright/test';
import { latestMail, linkIn, signInWithForm } from './support/session';

test('a new customer registers, lands on the domain list and verifies the e-mail from the outbox', async ({ page, request }) => {
  const email = `nowy.${Date.now()}@example.pl`;
  await page.goto('/register');
  await page.getByLabel('Imię i nazwisko').fill('Nowy Klient');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('Bezpieczne1!');
  await page.getByLabel('Potwierdź hasło').fill('Bezpieczne1!');
  await page.getByText('Akceptuję').click();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/domain-list$/);

  const mail = await latestMail(request, email, 'Potwierdź adres e-mail');
  const link = linkIn(mail.text);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/profile\?verified=1$/);
  await expect(page.getByText('Dziękujemy! Adres e-mail został potwierdzony.')).toBeVisible();
  await expect(page.getByText('Adres e-mail potwierdzony')).toBeVisible();
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
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('Ten adres e-mail jest już zajęty')).toBeVisible();
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue('Ktoś');
});

test('a forgotten password is reset through the link in the outbox', async ({ page, request }) => {
  const email = `reset.${Date.now()}@example.pl`;
  await page.goto('/register');
  await page.getByLabel('Imię i nazwisko').fill('Reset Testowy');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('StareHaslo1!');
  await page.getByLabel('Potwierdź hasło').fill('StareHaslo1!');
  await page.getByText('Akceptuję').click();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/domain-list$/);
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
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

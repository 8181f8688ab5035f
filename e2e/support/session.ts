import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer } from './shop';

export const CUSTOMER = { email: 'klient@example.pl', password: 'Klient123!', name: 'Jan Klient' };
export const ADMIN = { email: 'admin@example.pl', password: 'Admin123!', name: 'Anna Administrator' };

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** Fills and sends the registration form at /register, as a person would. */
export async function registerWithForm(
  page: Page,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Imię i nazwisko').fill(account.name);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByLabel('Potwierdź hasło').fill(account.password);
  await page.getByText('Akceptuję').click();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
}

/** Signs in through the API and stores the session the way the app does, to start a test already signed in. */
export async function signInQuickly(page: Page, account: { email: string; password: string }): Promise<void> {
  const csrf = await page.request.get('/sanctum/csrf-cookie');
  expect(csrf.status()).toBe(204);
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  // Only the fields /login takes: it refuses unknown ones (the accounts here also carry a name).
  const credentials = { email: account.email, password: account.password };
  const response = await page.request.post('/login', {
    data: credentials,
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  expect(response.status()).toBe(200);
  const session: unknown = await response.json();
  await page.goto('/regulamin');
  await page.evaluate((value) => localStorage.setItem('domenika.auth', JSON.stringify(value)), session);
}

/**
 * The newest message with this subject to an address, from the outbox, which only administrators may read: it signs
 * in as the admin through the API (XSRF cookie, then POST /login), as the SPA does.
 */
export async function latestMail(request: APIRequestContext, to: string, subject: string): Promise<{ text: string }> {
  const token = await apiToken(request, { email: ADMIN.email, password: ADMIN.password });
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, { headers: bearer(token) });
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ subject: string; text: string }> };
      found = data.find((m) => m.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The first link in a plain-text mail. */
export function linkIn(text: string): URL {
  const match = /(https?:\/\/\S+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[1]!);
}

/**
 * A customer of one journey alone, as a real one becomes it: registered through the API, e-mail confirmed from the
 * mailed link. Journeys run at once, so those that change an account's data never touch the shared demo customer.
 */
export async function registerConfirmedCustomer(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; password: string; name: string }> {
  const account = { email: `klient.${randomUUID()}@example.pl`, password: 'Klient-Nowy1!', name };
  expect((await request.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const registered = await request.post('/register', {
    data: {
      name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      accept_terms: true,
    },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(registered.ok()).toBe(true);
  const link = linkIn((await latestMail(request, account.email, 'Potwierdź adres e-mail')).text);
  // The link answers with a redirect to the profile, which says whether the address was confirmed.
  const confirmed = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(confirmed.headers()['location']).toMatch(/\/profile\?verified=1$/);
  return account;
}

import { expect, test } from './support/test';
import { ADMIN, latestMail, signInQuickly } from './support/session';

test('an administrator reads a reset mail in "Poczta wychodząca", and its link resets the password', async ({
  page,
  request,
  browser,
}) => {
  // Two people in one journey (the administrator, then the customer in a browser of their own) on shared cores.
  test.setTimeout(90_000);
  // An account of this journey alone, so resetting its password touches no other journey.
  const email = `poczta.${Date.now()}@example.pl`;
  expect((await request.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const headers = { 'x-xsrf-token': xsrf };
  const registered = await request.post('/register', {
    data: {
      name: 'Poczta Testowa',
      email,
      password: 'StareHaslo1!',
      password_confirmation: 'StareHaslo1!',
      accept_terms: true,
    },
    headers,
  });
  // 201 signed in, or 202 "check your mail": either way the account exists.
  expect(registered.ok()).toBe(true);
  // The reset form itself is the account-recovery journey's; here the request only has to send the mail.
  expect((await request.post('/forgot-password', { data: { email }, headers })).status()).toBe(200);
  // The mail may leave after the answer; wait until it is there before looking for it on the screen.
  await latestMail(request, email, 'Ustaw nowe hasło');

  await signInQuickly(page, ADMIN);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Poczta wychodząca' }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Poczta wychodząca' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Odbiorca' }).fill(email);
  await expect(page).toHaveURL(new RegExp(`/outbox\\?to=${encodeURIComponent(email).replace(/\./g, '\\.')}$`));

  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Ustaw nowe hasło' });
  await row.getByRole('link', { name: 'Ustaw nowe hasło' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ustaw nowe hasło' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(email, { exact: true })).toBeVisible();
  const link = dialog.getByRole('link', { name: /\/password-reset\// });
  const href = (await link.getAttribute('href'))!;
  // The link's text is the address itself, as in the mail.
  await expect(link).toContainText(href);
  expect(new URL(href).searchParams.get('email')).toBe(email);

  // The customer follows the link in their own browser, where nobody is signed in.
  const customer = await browser.newContext();
  try {
    const reset = await customer.newPage();
    await reset.goto(href);
    await expect(reset.getByLabel('E-mail')).toHaveValue(email);
    await reset.getByLabel('Nowe hasło').fill('NoweHaslo1!');
    await reset.getByLabel('Potwierdź hasło').fill('NoweHaslo1!');
    await reset.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await expect(reset.getByText('Hasło zostało zmienione. Możesz się teraz zalogować.')).toBeVisible();
  } finally {
    await customer.close();
  }
});

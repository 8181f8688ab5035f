import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { ADMIN, CUSTOMER, registerConfirmedCustomer, signInQuickly } from './support/session';
import { apiToken, bearer, pickDomains, type ApiDomain } from './support/shop';

/**
 * A customer of this journey alone with one running 301 rental: a domain rented for 30 days through the redirect
 * checkout, then paid and completed by the administrator, which starts the redirect.
 */
async function customerWithRedirect(request: APIRequestContext): Promise<{
  account: { email: string; password: string };
  domain: ApiDomain;
}> {
  const account = await registerConfirmedCustomer(request, 'Najemca Przekierowania');
  const token = await apiToken(request, account);
  const [domain] = await pickDomains(request, token, { page: 7, count: 1, where: (d) => d.redirect_price !== null });
  const placed = await request.post('/api/checkout/redirect-rental', {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data: {
      redirects: [{ id: domain!.id, redirect_period: 30, target_url: 'https://stary-sklep.pl' }],
      buyer: {
        type: 'person',
        name: 'Najemca Przekierowania',
        email: account.email,
        street: 'ul. Długa 5',
        postal_code: '00-001',
        city: 'Warszawa',
        country: 'PL',
      },
      consents: { accept_terms: true, immediate_service: true },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const admin = await apiToken(request, ADMIN);
  for (const [expected_status, status] of [
    ['awaiting_payment', 'paid'],
    ['paid', 'completed'],
  ]) {
    const changed = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: bearer(admin),
      data: { status, expected_status },
    });
    expect(changed.status()).toBe(200);
  }
  return { account, domain: domain! };
}

const table = (page: Page) => page.getByRole('table', { name: 'Moje przekierowania 301' });
const facts = (page: Page) => page.getByRole('region', { name: 'Szczegóły przekierowania' });
const targetField = (page: Page) => page.getByLabel('Nowy adres docelowy');

test.describe('Przekierowania', () => {
  test('the demo customer sees a running rental and one in its last days, highlighted; the list passes axe', async ({
    page,
  }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/redirects');
    const expiring = table(page).getByRole('row').filter({ hasText: 'Wygasa wkrótce' });
    await expect(expiring).toHaveCount(1);
    await expect(expiring).toContainText(/(zostały|zostało)\s\d\sdni|ostatni dzień/);
    await expect(expiring).toContainText('https://blog.przyklad-sklepu.pl/promocje');
    // The row stands out as a whole, not only its badge.
    await expect(expiring).toHaveCSS('background-color', 'rgb(255, 250, 235)');
    await expect(
      page.getByRole('status').filter({ hasText: '1\u00a0przekierowanie wygasa w ciągu 7 dni.' }),
    ).toBeVisible();

    const running = table(page).getByRole('row').filter({ hasText: 'https://www.przyklad-sklepu.pl' });
    await expect(running).toContainText('Aktywne');
    await expect(running).toContainText('90\u00a0dni');
    await expect(running).not.toHaveCSS('background-color', 'rgb(255, 250, 235)');
    await expectNoViolations(page);

    await expiring.getByRole('link').click();
    await expect(page).toHaveURL(/\/redirects\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: /To przekierowanie wygasa za \d/ })).toBeVisible();
  });

  test('a customer points a rental at a new address: the form refuses the domain itself, shows the request pending, and the list follows', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { account, domain } = await customerWithRedirect(request);
    await signInQuickly(page, account);
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/me/redirects/updateRequest')) sent.push(r);
    });

    await page.goto('/redirects');
    const row = table(page).getByRole('row').filter({ hasText: domain.name });
    await expect(row).toContainText('Aktywne');
    await expect(row).toContainText('https://stary-sklep.pl');
    await row.getByRole('link', { name: domain.name }).click();
    await expect(facts(page).getByRole('heading', { level: 2, name: domain.name })).toBeVisible();
    await expect(facts(page)).toContainText('30\u00a0dni');
    await expectNoViolations(page);

    // The form's own checks: the same rule as the server's, nothing is sent.
    await targetField(page).fill(`https://www.${domain.name.toUpperCase()}/oferta`);
    await page.getByRole('button', { name: 'Zmień adres' }).click();
    await expect(page.getByText('Przekierowanie nie może wskazywać na tę samą domenę ani jej subdomenę')).toBeVisible();
    await expect(targetField(page)).toHaveAttribute('aria-invalid', 'true');
    await targetField(page).fill('ftp://nowy-sklep.pl');
    await page.getByRole('button', { name: 'Zmień adres' }).click();
    await expect(targetField(page)).toHaveAttribute('aria-invalid', 'true');
    await targetField(page).fill('https://127.0.0.1/sklep');
    await page.getByRole('button', { name: 'Zmień adres' }).click();
    await expect(page.getByText('Podaj adres z nazwą domeny, a nie adres IP')).toBeVisible();
    expect(sent).toHaveLength(0);

    // The request is held at the network until its pending state has been seen.
    let hold!: (route: Route) => void;
    const held = new Promise<Route>((resolve) => (hold = resolve));
    await page.route('**/api/me/redirects/updateRequest', (route) => hold(route));
    await targetField(page).fill('https://nowy-sklep.pl/jesien');
    await page.getByRole('button', { name: 'Zmień adres' }).click();
    const route = await held;
    await expect(page.getByText('Wysyłanie prośby o zmianę…')).toBeVisible();
    await expect(targetField(page)).toBeDisabled();
    await route.continue();

    await expect(page.getByText('Adres docelowy przekierowania został zmieniony.')).toBeVisible();
    await expect(facts(page)).toContainText('https://nowy-sklep.pl/jesien');
    await expect(page.getByText('Wysyłanie prośby o zmianę…')).toHaveCount(0);

    // Redirects was invalidated: the list reads the new target, not its cached page.
    await page.getByRole('link', { name: 'Wróć do listy przekierowań' }).click();
    await expect(table(page).getByRole('row').filter({ hasText: domain.name })).toContainText(
      'https://nowy-sklep.pl/jesien',
    );
  });
});

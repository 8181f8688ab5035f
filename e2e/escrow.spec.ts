import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import type { SuccessOf } from '../src/contract/types';
import {
  addDomainThroughItsPage,
  apiToken,
  bearer,
  pickDomains,
  storedCart,
  tokenOf,
  type ApiDomain,
} from './support/shop';

const leasable = (d: ApiDomain) => d.rent_price !== null;

/** From /checkout in rent mode to the open escrow popup, as a customer gets there. */
async function openEscrowPopup(page: Page) {
  await page.goto('/checkout');
  const checkout = page.getByRole('form', { name: 'Formularz zamówienia' });
  // The radio input is visually hidden behind its label, which is what a person clicks.
  await checkout.getByText('Dzierżawię', { exact: true }).click();
  await expect(checkout.getByRole('radio', { name: 'Escrow przez Aftermarket' })).toBeChecked();
  await checkout.getByText(/Akceptuję Regulamin/).click();
  await checkout.getByRole('button', { name: 'Przejdź do transakcji Escrow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa transakcja Escrow' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('escrow through the aftermarket portal', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page, CUSTOMER);
  });

  test('a customer leases two domains by escrow: success page, and the domains leave the cart', async ({ page }) => {
    await page.goto('/domain-list');
    const domains = await pickDomains(page.request, await tokenOf(page), { page: 2, count: 2, where: leasable });
    for (const domain of domains) await addDomainThroughItsPage(page, domain);

    const dialog = await openEscrowPopup(page);
    const login = dialog.getByRole('textbox', { name: 'Login w portalu Aftermarket' });
    await expect(login).toHaveValue('jan_klient');
    await expect(dialog.getByText(/menu Ustawienia/)).toBeVisible();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/escrow-transactions') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Rozpocznij transakcję' }).click();
    expect((await sent).postDataJSON()).toEqual({
      aftermarket_id: 'jan_klient',
      items: domains.map((d) => ({ id: d.id, name: d.name, rent_price: d.rent_price })),
    });

    // No aftermarket adapter is configured in this run, so the server queues the transaction and says so.
    await expect(page.getByText('Przyjęliśmy zgłoszenie transakcji escrow', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/order-received\?status=success$/);
    await expect(page.getByText('Dziękujemy za złożenie zamówienia!')).toBeVisible();
    await expect(page.getByText('Sprawdź swoją skrzynkę mailową, aby dokończyć transakcję')).toBeVisible();
    await expect.poll(async () => (await storedCart(page)).domains).toEqual([]);

    // A reload keeps the success message (it is in the address) and the cart stays empty.
    await page.reload();
    await expect(page.getByText('Dziękujemy za złożenie zamówienia!')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText('Twój koszyk jest pusty.')).toBeVisible();
  });

  test('when the server refuses (the domain was reserved meanwhile) its message shows and the cart stays', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/domain-list');
    const [domain] = await pickDomains(page.request, await tokenOf(page), { page: 3, count: 1, where: leasable });
    await addDomainThroughItsPage(page, domain!);

    // Meanwhile an administrator reserves the domain (for a phone order, say).
    const admin = await playwright.request.newContext({ baseURL: baseURL! });
    const adminToken = await apiToken(admin, ADMIN);
    const shown = await admin.get(`/api/admin/domains/${domain!.id}`, { headers: bearer(adminToken) });
    const current = (await shown.json()) as SuccessOf<'adminGetDomain'>;
    const { id: _id, created_at: _c, updated_at: _u, tags, industries, ...fields } = current;
    const reserved = await admin.put(`/api/admin/domains/${domain!.id}`, {
      headers: bearer(adminToken),
      data: {
        ...fields,
        status: 'reserved',
        tags: tags.map((t) => t.id),
        industries: industries.map((i) => i.id),
      },
    });
    expect(reserved.status()).toBe(200);
    await admin.dispose();

    const dialog = await openEscrowPopup(page);
    await dialog.getByRole('button', { name: 'Rozpocznij transakcję' }).click();
    await expect(dialog.getByRole('alert')).toContainText(domain!.name);
    await expect(dialog.getByRole('alert')).toContainText('nie są już dostępne');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(dialog.getByRole('textbox', { name: 'Login w portalu Aftermarket' })).toHaveValue('jan_klient');
    expect((await storedCart(page)).domains.map((d) => d.id)).toEqual([domain!.id]);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Domeny' }).getByText(domain!.name)).toBeVisible();
  });

  test('the checkout page and the escrow popup have no axe violations', async ({ page }) => {
    await page.goto('/domain-list');
    const [domain] = await pickDomains(page.request, await tokenOf(page), { page: 5, count: 1, where: leasable });
    await addDomainThroughItsPage(page, domain!);
    await page.goto('/checkout');
    await expect(page.getByRole('textbox', { name: 'Imię i nazwisko' })).toBeVisible();
    await expectNoViolations(page);
    await openEscrowPopup(page);
    await expectNoViolations(page);
  });
});

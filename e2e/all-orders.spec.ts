import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from './support/axe';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { placeUnpaidOrder } from './support/shop';

const table = (page: Page) => page.getByRole('table', { name: 'Wszystkie zamówienia' });
const statusActions = (page: Page) => page.getByRole('group', { name: 'Zmień status' });

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)) }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await pdf.getPage(i + 1)).getTextContent()),
  );
  return pages
    .flatMap((p) => p.items.map((item) => ('str' in item ? item.str : '')))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The admin's list filtered to one customer's unpaid orders, through the filter form. */
async function findUnpaidOrdersOf(page: Page, email: string): Promise<void> {
  await page.goto('/all-orders');
  await page.getByLabel('Klient (e-mail lub nazwa)').fill(email);
  await page
    .getByRole('form', { name: 'Filtry' })
    .getByRole('button', { name: /Status$/ })
    .click();
  await page.getByRole('option', { name: 'Oczekuje na płatność' }).click();
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/\/all-orders\?status=awaiting_payment&customer=klient%40example\.pl$/);
}

test.describe('Wszystkie zamówienia', () => {
  test('an admin finds the demo customer’s unpaid order by e-mail and marks it paid; the customer sees it and downloads the invoice', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await placeUnpaidOrder(request, CUSTOMER);
    await signInQuickly(page, ADMIN);
    await findUnpaidOrdersOf(page, CUSTOMER.email);
    const row = table(page).getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('Oczekuje na płatność');
    await expect(row).toContainText(CUSTOMER.email);
    await expectNoViolations(page);

    await row.getByRole('link', { name: order.number }).click();
    await expect(page).toHaveURL(new RegExp(`/all-orders/${order.id}$`));
    // Only the moves the model allows from "awaiting payment".
    await expect(statusActions(page).getByRole('button')).toHaveText(['Oznacz jako opłacone', 'Anuluj zamówienie']);
    await expect(page.getByRole('region', { name: 'Nabywca' })).toContainText(CUSTOMER.email);
    await expectNoViolations(page);

    await statusActions(page).getByRole('button', { name: 'Oznacz jako opłacone' }).click();
    await expect(page.getByText('Status zamówienia zmieniono na „Opłacone”. Klient dostał e-mail.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historia statusu' }).getByRole('listitem').last()).toContainText(
      'Opłacone',
    );
    await expect(
      page.getByRole('region', { name: 'Faktury' }).getByRole('button', { name: /^Pobierz PDF/ }),
    ).toBeVisible();

    // The customer, in a browser of their own, sees it paid and takes the invoice.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signInQuickly(customerPage, CUSTOMER);
    await customerPage.goto(`/orders/${order.id}`);
    await expect(customerPage.getByRole('region', { name: `Zamówienie ${order.number}` })).toContainText('Opłacone');
    const [download] = await Promise.all([
      customerPage.waitForEvent('download'),
      customerPage
        .getByRole('region', { name: 'Faktury' })
        .getByRole('button', { name: /^Pobierz PDF/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^FV_\d{4}_\d{2}_\d{4}\.pdf$/);
    const text = await pdfText(await download.path());
    expect(text).toContain(order.number);
    expect(text).toContain(CUSTOMER.name);
    await customerContext.close();

    // The customer was told by e-mail, which the outbox shows.
    await page.goto(`/outbox?to=${encodeURIComponent(CUSTOMER.email)}`);
    await expect(page.getByText(`Zamówienie ${order.number}: Opłacone`).first()).toBeVisible();
  });

  test('of two admins changing one order, the second is told it changed meanwhile and sees it as it is now; a cancel asks first', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await placeUnpaidOrder(request, CUSTOMER);
    await signInQuickly(page, ADMIN);
    await page.goto(`/all-orders/${order.id}`);
    await expect(statusActions(page).getByRole('button', { name: 'Anuluj zamówienie' })).toBeVisible();

    // Another administrator marks it paid meanwhile.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInQuickly(other, ADMIN);
    await other.goto(`/all-orders/${order.id}`);
    await statusActions(other).getByRole('button', { name: 'Oznacz jako opłacone' }).click();
    await expect(other.getByText('Status zamówienia zmieniono na „Opłacone”. Klient dostał e-mail.')).toBeVisible();
    await otherContext.close();

    // The first still sees "awaiting payment" and asks to cancel: confirmation first, backing out sends nothing.
    await statusActions(page).getByRole('button', { name: 'Anuluj zamówienie' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Anulować zamówienie?' });
    await expect(confirm).toContainText(order.number);
    await confirm.getByRole('button', { name: 'Nie anuluj' }).click();
    await expect(confirm).toBeHidden();
    await statusActions(page).getByRole('button', { name: 'Anuluj zamówienie' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Anuluj zamówienie' }).click();

    await expect(
      statusActions(page).getByText(
        'Zamówienie zostało w międzyczasie zmienione i ma teraz status „Opłacone”. Sprawdź je i wybierz zmianę jeszcze raz.',
      ),
    ).toBeVisible();
    // The page shows the order as it is now, with the moves allowed from "paid".
    await expect(statusActions(page).getByRole('button')).toHaveText([
      'Rozpocznij realizację',
      'Oznacz jako zrealizowane',
      'Anuluj zamówienie',
    ]);
  });
});

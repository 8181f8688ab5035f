import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { pdfText } from '../server/test/pdf-text';
import { expectNoViolations } from './support/axe';
import { CUSTOMER, registerConfirmedCustomer, signInQuickly } from './support/session';

const table = (page: Page) => page.getByRole('table', { name: 'Moje zamówienia' });
const invoices = (page: Page) => page.getByRole('region', { name: 'Faktury' });
/** The same amount however the browser or the PDF spaced its digit groups. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** From the list, filtered to paid orders, opens the demo customer's paid order, as a customer would. */
async function openPaidOrder(page: Page): Promise<void> {
  await page.goto('/orders');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Opłacone', { exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?status=paid$/);
  const rows = table(page).getByRole('row').filter({ hasText: 'Opłacone' });
  await expect(rows.first()).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: 'Oczekuje na płatność' })).toHaveCount(0);
  await rows
    .first()
    .getByRole('link', { name: /^ZAM\// })
    .click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(invoices(page).getByRole('button', { name: /^Pobierz PDF faktury / })).toBeVisible();
}

test.describe('Zamówienia', () => {
  test('the demo customer filters the list, opens the paid order and downloads its invoice as FV_….pdf; both screens pass axe', async ({
    page,
  }) => {
    await signInQuickly(page, CUSTOMER);
    await page.goto('/orders');
    // Newest first: the order awaiting payment (2 days old) comes before the paid one (9 days old).
    await expect(table(page).getByRole('row').filter({ hasText: 'Oczekuje na płatność' }).first()).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Numer',
      'Data',
      'Status',
      'Netto',
      'VAT',
      'Brutto',
    ]);
    await expectNoViolations(page);

    await openPaidOrder(page);
    await expect(page.getByRole('region', { name: 'Historia statusu' }).getByRole('listitem')).toHaveText([
      /^Nowe \d{2}\.\d{2}\.\d{4}/,
      /^Oczekuje na płatność /,
      /^Opłacone /,
    ]);
    // Paid: no bank transfer to make any more.
    await expect(page.getByRole('heading', { name: 'Zapłać przelewem' })).toHaveCount(0);
    const gross = spaced(await page.locator('dt:text-is("Brutto") + dd').innerText());
    const invoiceNumber = spaced(
      await invoices(page)
        .getByText(/^\d{4}\/\d{2}\/\d{4}$/)
        .innerText(),
    );
    await expectNoViolations(page);

    const downloading = page.waitForEvent('download');
    await invoices(page)
      .getByRole('button', { name: `Pobierz PDF faktury ${invoiceNumber}` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^FV_.*\.pdf$/);
    expect(download.suggestedFilename()).not.toContain('/');
    expect(download.suggestedFilename()).toBe(`FV_${invoiceNumber.replaceAll('/', '_')}.pdf`);
    await expect(invoices(page).getByRole('status')).toHaveText(`Zapisano plik ${download.suggestedFilename()}.`);

    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Faktura VAT nr ${invoiceNumber}`);
    expect(text).toContain(`Razem do zapłaty: ${gross}`);
  });

  test('an invoice that takes more than 15 s gets its own message, and a failed one another', async ({ page }) => {
    await page.clock.install();
    await signInQuickly(page, CUSTOMER);
    await openPaidOrder(page);

    // The server never answers: only the page's clock moves, not the test's.
    await page.route('**/api/orders/*/invoices/*', () => undefined);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const button = invoices(page).getByRole('button', { name: /^Pobierz PDF faktury / });
    await button.click();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await page.clock.runFor(14_000);
    await expect(invoices(page).getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(invoices(page).getByRole('alert')).toHaveText(
      'Pobieranie faktury trwa dłużej niż 15 sekund. Sprawdź połączenie i spróbuj ponownie.',
    );

    // Tried again, the server fails: a different message.
    await page.unroute('**/api/orders/*/invoices/*');
    await page.route('**/api/orders/*/invoices/*', (route) =>
      route.fulfill({ status: 404, json: { message: 'Nie znaleziono faktury.' } }),
    );
    await button.click();
    await expect(invoices(page).getByRole('alert')).toHaveText(
      'Nie udało się pobrać faktury. Spróbuj ponownie za chwilę.',
    );
  });

  test('a customer with no orders is pointed to the catalogue; the empty list passes axe', async ({
    page,
    request,
  }) => {
    const account = await registerConfirmedCustomer(request, 'Nowa Klientka');
    await signInQuickly(page, account);
    await page.goto('/orders');
    await expect(page.getByText('Nie masz jeszcze żadnych zamówień.')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Przejdź do listy domen' }).click();
    await expect(page).toHaveURL(/\/domain-list/);
  });
});

import { expect, test } from './support/test';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { ADMIN, registerConfirmedCustomer, signInQuickly } from './support/session';
import { apiToken, bearer, placeUnpaidOrder } from './support/shop';

/**
 * A customer of this journey alone with a publication ×2 ordered, and the order marked paid by the administrator.
 * The demo customer is shared by journeys running at once, so none of theirs is touched.
 */
async function customerWithPaidPublications(request: APIRequestContext) {
  const account = await registerConfirmedCustomer(request, 'Autorka Publikacji');
  const order = await placeUnpaidOrder(request, account, { offer: 'permanent_publication', count: 2, linkType: 1 });
  const portal = order.portal;
  const admin = await apiToken(request, ADMIN);
  const paid = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: bearer(admin),
    data: { status: 'paid', expected_status: 'awaiting_payment' },
  });
  expect(paid.status()).toBe(200);
  return { account, portal };
}

const table = (page: Page) => page.getByRole('table', { name: 'Moje publikacje' });
const facts = (page: Page) => page.getByRole('region', { name: 'Szczegóły publikacji' });

/** Opens the first publication awaiting content from the list, as a customer would. */
async function openAwaiting(page: Page) {
  await page.goto('/user-articles');
  const rows = table(page).getByRole('row').filter({ hasText: 'Oczekuje na treść' });
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole('link', { name: /^Publikacja nr \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/user-articles\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Wyślij artykuł' })).toBeVisible();
}

async function fillTitleAndLink(page: Page) {
  await page.getByLabel('Tytuł artykułu').fill('Jesień w ogrodzie');
  await page.getByLabel('Adres strony (link 1)').fill('https://ogrod.pl/jesien');
  await page.getByLabel('Tekst linku (link 1)').fill('porady ogrodnicze');
}

test.describe('Moje publikacje', () => {
  test('a customer sends a pasted article for a paid publication and sees it in review; the list and the form pass axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { account, portal } = await customerWithPaidPublications(request);
    await signInQuickly(page, account);

    await page.goto('/user-articles');
    await expect(table(page).getByRole('row').filter({ hasText: portal.name })).toHaveCount(2);
    await expect(table(page).getByRole('row').filter({ hasText: 'Oczekuje na treść' }).first()).toContainText(
      'Publikacja stała (1 link)',
    );
    await expectNoViolations(page);

    await openAwaiting(page);
    // The limits are shown before any file is chosen.
    await expect(page.getByText('Dozwolone formaty: .docx, .odt, .html, .txt. Największy plik: 10 MB.')).toBeVisible();
    await expectNoViolations(page);

    // Sent empty, the form says what is missing beside each field and sends nothing.
    await page.getByRole('button', { name: 'Wyślij artykuł' }).click();
    await expect(page.getByText('Wklej treść artykułu', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Tytuł artykułu')).toHaveAttribute('aria-invalid', 'true');

    await fillTitleAndLink(page);
    await page.getByLabel('Treść artykułu').fill('<p>Jesień to dobry czas na porządki w ogrodzie.</p>');
    await page.getByRole('button', { name: 'Wyślij artykuł' }).click();

    await expect(facts(page).getByText('W weryfikacji', { exact: true })).toBeVisible();
    await expect(facts(page).getByRole('heading', { level: 2, name: 'Jesień w ogrodzie' })).toBeVisible();
    await expect(facts(page)).toContainText('porady ogrodnicze — https://ogrod.pl/jesien');

    // The list shows it too, and its status filter lives in the URL.
    await page.getByRole('link', { name: 'Wróć do listy publikacji' }).click();
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('W weryfikacji', { exact: true }).click();
    await expect(page).toHaveURL(/\/user-articles\?status=in_review$/);
    await expect(table(page).getByRole('row').filter({ hasText: 'Jesień w ogrodzie' })).toContainText('W weryfikacji');
    await expect(table(page).getByRole('row').filter({ hasText: 'Oczekuje na treść' })).toHaveCount(0);
  });

  test('a customer sends a .txt file, watches the upload progress, and the file is in review', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { account } = await customerWithPaidPublications(request);
    await signInQuickly(page, account);
    await openAwaiting(page);
    await fillTitleAndLink(page);
    await page.getByText('Dołączam plik', { exact: true }).click();
    const file = page.getByLabel('Plik z artykułem');

    // A format the server does not take is refused beside the field before anything is sent.
    await file.setInputFiles({ name: 'artykul.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await page.getByRole('button', { name: 'Wyślij artykuł' }).click();
    await expect(page.getByText('Dozwolone formaty: .docx, .odt, .html, .txt', { exact: true })).toBeVisible();

    await file.setInputFiles({
      name: 'artykul.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Jesień w ogrodzie.\nZażółć gęślą jaźń.\n'.repeat(2000)),
    });
    // The upload is held at the network until its progress has been seen on the page.
    let hold!: (route: Route) => void;
    const held = new Promise<Route>((resolve) => (hold = resolve));
    await page.route('**/api/me/user-articles', (route) =>
      route.request().method() === 'POST' ? hold(route) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Wyślij artykuł' }).click();
    const upload = await held;
    await expect(page.getByRole('progressbar', { name: 'Postęp wysyłania' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Przerwij wysyłanie' })).toBeVisible();
    await expect(page.getByLabel('Tytuł artykułu')).toBeDisabled();
    await upload.continue();

    await expect(facts(page).getByText('W weryfikacji', { exact: true })).toBeVisible();
    await expect(facts(page)).toContainText('Plik: artykul.txt');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

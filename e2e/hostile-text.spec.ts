import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { ADMIN, CUSTOMER, signInQuickly } from './support/session';
import { apiToken, bearer } from './support/shop';
import { OUTCOME_LIMIT_MS } from '../src/test/limits';

// A script-shaped string the server accepted comes back as text and never runs, on the screens that show it.
const SCRIPT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // React renders text, so neither an <img> with that handler nor an injected <script> exists in the document.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
}

test('a contact message shaped like a script shows as text in the administrator\'s "Poczta wychodząca"', async ({
  page,
  request,
}) => {
  const customer = await apiToken(request, CUSTOMER);
  const subject = `skrypt-${Date.now()}.pl`;
  const sent = await request.post('/api/me/send-contact-form', {
    headers: bearer(customer),
    data: { name: SCRIPT, email: 'jan@example.pl', subject_kind: 'domain', subject, message: SCRIPT },
  });
  expect(sent.status()).toBe(200);

  await signInQuickly(page, ADMIN);
  await page.goto('/outbox');
  const title = `Chcę sprzedać domenę: ${subject}`;
  await page.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(SCRIPT, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page);
});

test('a tag named like a script shows as text on the categories screen', async ({ page, request }) => {
  const admin = await apiToken(request, ADMIN);
  const name = `<b onmouseover="window.__pwned=1">tag-${Date.now()}</b>`;
  const created = await request.post('/api/tags', { headers: bearer(admin), data: { name } });
  expect(created.status()).toBe(201);
  const tag = (await created.json()) as { id: number };
  try {
    await signInQuickly(page, ADMIN);
    await page.goto('/categories');
    const shown = page.getByText(name, { exact: true });
    // The lists count domains per category, which takes a while on a busy machine.
    await expect(shown.first()).toBeVisible({ timeout: OUTCOME_LIMIT_MS });
    await shown.first().hover();
    await expectNothingRan(page);
    expect(await page.locator('b[onmouseover]').count()).toBe(0);
  } finally {
    await request.delete(`/api/tags/${tag.id}`, { headers: bearer(admin) });
  }
});

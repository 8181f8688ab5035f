import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, signInQuickly } from './support/session';
import { expectToastShown, recordToasts } from './support/toasts';

const BULK = '/api/admin/domains/bulk-update';

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Wszystkie domeny' });
}

function priceInputs(page: Page): Locator {
  return table(page).getByRole('textbox', { name: /^Cena domeny / });
}

function bar(page: Page): Locator {
  return page.getByRole('region', { name: 'Niezapisane zmiany' });
}

/** The domain a price input belongs to, and its price in PLN as shown ("1234,00"). */
async function readPrice(input: Locator): Promise<{ name: string; price: number }> {
  const label = (await input.getAttribute('aria-label'))!;
  return { name: label.replace('Cena domeny ', ''), price: Number((await input.inputValue()).replace(',', '.')) };
}

const asTyped = (pln: number) => pln.toFixed(2).replace('.', ',');

async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('domenika.auth')!) as { access_token: string }).access_token,
  );
}

/** The domain as the server has it now, looked up by exact name. */
async function serverPrice(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`/api/admin/domains?name=${encodeURIComponent(name)}&per_page=100`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  const { data } = (await response.json()) as { data: Array<{ name: string; price: number }> };
  return data.find((d) => d.name === name)!.price;
}

test.describe('the domain management table', () => {
  test('three prices edited on two pages go out in one bulk update and are shown after a reload', async ({ page }) => {
    await recordToasts(page);
    await signInQuickly(page, ADMIN);
    let bulkRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === BULK) bulkRequests += 1;
    });
    await page.goto('/manage?orderby=name&order=asc');

    const edited: Array<{ name: string; price: number }> = [];
    for (const index of [0, 1]) {
      const input = priceInputs(page).nth(index);
      const { name, price } = await readPrice(input);
      edited.push({ name, price: price + 100 });
      await input.fill(asTyped(price + 100));
    }
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table(page).getByRole('link', { name: `Edytuj domenę ${edited[0]!.name}` })).toHaveCount(0);
    const second = priceInputs(page).first();
    const onPageTwo = await readPrice(second);
    edited.push({ name: onPageTwo.name, price: onPageTwo.price + 250.5 });
    await second.fill(asTyped(onPageTwo.price + 250.5));
    await expect(bar(page).getByRole('status')).toHaveText('3\u00a0niezapisane zmiany');

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === BULK,
    );
    await bar(page).getByRole('button', { name: 'Zapisz zmiany' }).click();
    const body = (await sent).postDataJSON() as { changes: Array<{ price: number }> };
    expect(body.changes.map((c) => c.price).sort()).toEqual(edited.map((e) => e.price).sort());
    await expectToastShown(page, /Zapisano zmiany/);
    await expect(bar(page)).toBeHidden();
    expect(bulkRequests).toBe(1);

    await page.reload();
    await expect(table(page).getByRole('textbox', { name: `Cena domeny ${edited[2]!.name}` })).toHaveValue(
      asTyped(edited[2]!.price),
    );
    await page.getByRole('button', { name: 'Poprzednia strona' }).click();
    for (const { name, price } of edited.slice(0, 2)) {
      await expect(table(page).getByRole('textbox', { name: `Cena domeny ${name}` })).toHaveValue(asTyped(price));
    }
  });

  test('a refused entry keeps every edit, names the failing domain and applies nothing', async ({ page }) => {
    await recordToasts(page);
    await signInQuickly(page, ADMIN);
    await page.goto('/manage?orderby=created_at&order=asc');
    const failing = await readPrice(priceInputs(page).first());
    await priceInputs(page).first().fill('1');
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The first page stays on screen while the second loads.
    await expect(table(page).getByRole('link', { name: `Edytuj domenę ${failing.name}` })).toHaveCount(0);
    const valid = await readPrice(priceInputs(page).first());
    await priceInputs(page)
      .first()
      .fill(asTyped(valid.price + 50));

    await bar(page).getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(bar(page).getByText('Nie zapisano żadnej zmiany. Popraw 1 pozycję.')).toBeVisible();
    const item = bar(page).getByRole('listitem').filter({ hasText: failing.name });
    await expect(item).toContainText('Cena nie może być niższa niż cena promocyjna');
    await expect(bar(page).getByRole('status')).toHaveText('2\u00a0niezapisane zmiany');
    await expect(priceInputs(page).first()).toHaveValue(asTyped(valid.price + 50));
    expect(await serverPrice(page, valid.name)).toBe(valid.price);
    expect(await serverPrice(page, failing.name)).toBe(failing.price);

    await item.getByRole('button', { name: `Pokaż ${failing.name} w tabeli` }).click();
    const failingInput = table(page).getByRole('textbox', { name: `Cena domeny ${failing.name}` });
    await expect(failingInput).toHaveValue('1,00');
    await expect(failingInput).toHaveAttribute('aria-invalid', 'true');
  });

  test('leaving with unsaved edits asks first, in the app and when closing the tab', async ({ page }) => {
    await recordToasts(page);
    await signInQuickly(page, ADMIN);
    await page.goto('/manage');
    const input = priceInputs(page).first();
    const { price } = await readPrice(input);
    await input.fill(asTyped(price + 10));

    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Kategorie' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Masz niezapisane zmiany' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zostań na stronie' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(input).toHaveValue(asTyped(price + 10));

    const unload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await unload;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await expect(input).toHaveValue(asTyped(price + 10));

    await menu.getByRole('link', { name: 'Kategorie' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Opuść stronę' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('going back with unsaved edits asks first, and goes back only when told to', async ({ page }) => {
    await signInQuickly(page, ADMIN);
    await page.goto('/categories');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Domeny' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    const input = priceInputs(page).first();
    const { price } = await readPrice(input);
    await input.fill(asTyped(price + 10));

    // The browser has already left the page when the app hears of it: the app comes back and asks.
    await page.goBack();
    const dialog = page.getByRole('alertdialog', { name: 'Masz niezapisane zmiany' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await dialog.getByRole('button', { name: 'Zostań na stronie' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(input).toHaveValue(asTyped(price + 10));

    await page.goBack();
    await dialog.getByRole('button', { name: 'Opuść stronę' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kategorie' })).toBeVisible();
  });
});

test.describe('a single domain', () => {
  test('is created, edited and deleted on /manage/{id}', async ({ page }) => {
    const name = `zzz-e2e-${Date.now()}.pl`;
    await recordToasts(page);
    await signInQuickly(page, ADMIN);
    await page.goto('/manage');
    await page.getByRole('link', { name: 'Dodaj domenę' }).click();
    await expect(page).toHaveURL(/\/manage\/new$/);
    await page.getByRole('textbox', { name: 'Nazwa domeny' }).fill(name);
    await page.getByRole('textbox', { name: 'Cena', exact: true }).fill('2500');
    await page.getByRole('textbox', { name: 'Cena promocyjna' }).fill('2600');
    await page.getByRole('textbox', { name: '30 dni' }).fill('49');
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();
    await expect(page.getByText('Cena promocyjna nie może być wyższa niż cena')).toBeVisible();
    await expect(page.getByText('Podaj wszystkie trzy ceny przekierowania albo żadnej')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Cena promocyjna' }).fill('2199,99');
    await page.getByRole('textbox', { name: '90 dni' }).fill('129');
    await page.getByRole('textbox', { name: '365 dni' }).fill('399');
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();

    await expect(page).toHaveURL(/\/manage\/\d+$/);
    const url = page.url();
    await expectToastShown(page, `Dodano domenę ${name}`);
    await expect(page.getByRole('textbox', { name: 'Cena promocyjna' })).toHaveValue('2199,99');

    await page.getByRole('textbox', { name: 'Cena', exact: true }).fill('2700');
    await page.getByRole('textbox', { name: 'Opis' }).fill('Domena testowa');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expectToastShown(page, `Zapisano domenę ${name}`);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Cena', exact: true })).toHaveValue('2700,00');
    await expect(page.getByRole('textbox', { name: 'Opis' })).toHaveValue('Domena testowa');

    // The same name again: the server refuses it, and says so beside the name.
    await page.goto('/manage/new');
    await page.getByRole('textbox', { name: 'Nazwa domeny' }).fill(name);
    await page.getByRole('textbox', { name: 'Cena', exact: true }).fill('100');
    await page.getByRole('textbox', { name: 'Cena promocyjna' }).fill('100');
    await page.getByRole('button', { name: 'Dodaj domenę' }).click();
    await expect(page.getByText('Ta domena jest już w katalogu')).toBeVisible();
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Domeny' }).click();
    await page
      .getByRole('alertdialog', { name: 'Masz niezapisane zmiany' })
      .getByRole('button', { name: 'Opuść stronę' })
      .click();
    await expect(page).toHaveURL(/\/manage$/);
    await page.goto(url);

    await page.getByRole('button', { name: 'Usuń domenę' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Usunąć domenę ${name}?` });
    await dialog.getByRole('button', { name: 'Usuń domenę' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await expectToastShown(page, `Usunięto domenę ${name}`);
    await page.goto(url);
    await expect(page.getByText('Nie ma takiej domeny. Mogła zostać usunięta.')).toBeVisible();
  });
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { ADMIN, signInQuickly } from './support/session';
import { apiToken, pickDomains } from './support/shop';
import { fakeMetricsOf } from '../server/test/fake-metrics-provider';

function results(page: Page): Locator {
  return page.getByRole('table', { name: 'Wyniki sprawdzenia' });
}

function rowOf(page: Page, name: string | RegExp): Locator {
  return results(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name }) });
}

test('an admin pastes a mixed list into check-details and imports the unknown names as drafts', async ({
  page,
  request,
}) => {
  const [known] = await pickDomains(request, await apiToken(request, ADMIN), {
    page: 8,
    count: 1,
    where: () => true,
  });
  const suffix = Date.now().toString(36);
  const unknown = `nowa-${suffix}.pl`;
  const idn = `żółw-test-${suffix}.pl`;
  const idnAscii = new URL(`http://${idn}`).hostname;

  await signInQuickly(page, ADMIN);
  await page.goto('/check-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź szczegóły' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Nazwy domen' });
  await field.fill(`${known!.name}, ${unknown}; ${idn}\nhttp://www.${known!.name.toUpperCase()}/ to_nie.pl`);
  await expect(page.getByText('5 nazw, 1 duplikat')).toBeVisible();
  await page.getByRole('button', { name: 'Sprawdź' }).click();

  await expect(page.getByText('Połączono duplikaty: 1 duplikat')).toBeVisible();
  await expect(results(page).getByRole('row')).toHaveCount(5); // the header and four names
  await expect(rowOf(page, known!.name)).toContainText('W katalogu');
  await expect(rowOf(page, known!.name)).toContainText('Dostępna');
  const unknownRow = rowOf(page, unknown);
  await expect(unknownRow).toContainText('Nie ma w katalogu');
  await expect(unknownRow.getByRole('cell').nth(4)).toHaveText(String(fakeMetricsOf(unknown).dfs_rating));
  await expect(rowOf(page, new RegExp(idnAscii.replaceAll('.', '\\.')))).toContainText(idn);
  await expect(rowOf(page, 'to_nie.pl')).toContainText('Nieprawidłowa nazwa: ');
  await expectNoViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sprawdz-szczegoly.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv).toContain(idn);
  expect(csv).toContain('Nie ma w katalogu');

  await page.getByRole('button', { name: 'Importuj nieznane jako szkice (2)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Zaimportować nieznane domeny?' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.getByText('Zaimportowano 2 szkice.').first()).toBeVisible();

  await page.goto(`/manage?name=${encodeURIComponent(unknown)}`);
  const manage = page.getByRole('table', { name: 'Wszystkie domeny' });
  await expect(manage.getByRole('row').filter({ hasText: unknown })).toContainText('Szkic');
});

import { expect, type Page } from '@playwright/test';
import { pl } from '../../src/i18n/pl';

/** The screen has settled: its heading is there and nothing is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: pl.loader.loading })).toHaveCount(0);
}

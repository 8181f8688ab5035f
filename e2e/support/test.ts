import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * E2E_CPU_THROTTLE=4 runs every page of a journey on a CPU four times slower (Chromium's own emulation), to prove
 * that no test depends on how fast the machine is (`npm run test:stress`).
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? '1');

async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/** Playwright's `test`, with every page of the context throttled when E2E_CPU_THROTTLE asks for it. */
export const test = base.extend({
  context: async ({ context }, use) => {
    if (CPU_THROTTLE > 1) context.on('page', (page) => void throttle(page).catch(() => undefined));
    await use(context);
  },
  page: async ({ page }, use) => {
    // The context's listener may still be attaching for the first page: this one is throttled before it is used.
    if (CPU_THROTTLE > 1) await throttle(page);
    await use(page);
  },
});

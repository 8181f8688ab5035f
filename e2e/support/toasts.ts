import { expect, type Page } from '@playwright/test';

/*
 * Every toast the page shows, recorded as it appears. A toast closes itself after three seconds of real time, and on
 * a busy machine a journey can reach its check later than that: it then reads the record, which keeps each toast's
 * text whatever the machine's speed (`npm run test:stress`). Call `recordToasts` before the page's first load.
 */

type ToastWindow = Window & { __toasts?: string[] };

/** Runs in the page before its scripts: keeps the text of each toast added inside a labelled toast region. */
function install(regionLabel: string) {
  const w = window as ToastWindow;
  w.__toasts = [];
  const record = (node: Node) => {
    if (!(node instanceof Element)) return;
    const region = node.closest(`[aria-label="${regionLabel}"]`);
    if (!region) return;
    const toasts = node.matches('[role="alertdialog"]') ? [node] : [...node.querySelectorAll('[role="alertdialog"]')];
    for (const toast of toasts) w.__toasts!.push(toast.textContent ?? '');
  };
  new MutationObserver((mutations) => mutations.forEach((m) => m.addedNodes.forEach(record))).observe(document, {
    childList: true,
    subtree: true,
  });
}

export async function recordToasts(page: Page, regionLabel = 'Powiadomienia'): Promise<void> {
  await page.addInitScript(install, regionLabel);
}

/** The page has shown a toast with this text since it loaded (recorded by `recordToasts`). */
export async function expectToastShown(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as ToastWindow).__toasts ?? []))
    .toContainEqual(typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text));
}

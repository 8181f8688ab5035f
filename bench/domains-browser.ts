import type { Page } from 'playwright-core';
import { browserProfile } from './browser-profile';
import type { BenchWindow } from './page-window';
import { signIn } from './server-process';
import { summarize, type Figure } from './stats';

const CHANGES = 20;

// In the page: when the user last acted, and a wait for the results table to show new rows. A filter is applied by
// Enter; a type is chosen by a click, which acts when the button is released, so the time runs from the click:
// the gap between pressing and releasing is the automation's round trips here, not the app.
const HARNESS = `
  window.__bench = { inputAt: 0 };
  addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__bench.inputAt = performance.now(); }, true);
  addEventListener('click', () => { window.__bench.inputAt = performance.now(); }, true);
  window.__bench.rowsChanged = (before) => new Promise((resolve, reject) => {
    // A change that never shows is a broken bench, not a slow app: fail loudly instead of waiting forever.
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no new rows within 30 s')); }, 30000);
    const done = () => {
      const table = document.querySelector('table[aria-label]');
      // The shown body: pages seen a moment ago stay in the table, hidden.
      const body = table && table.querySelector('tbody:not([hidden])');
      if (!table || !body || table.getAttribute('aria-busy') === 'true') return false;
      if (body.textContent === before || !body.querySelector('tr')) return false;
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - window.__bench.inputAt));
      return true;
    };
    const observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
    if (done()) return;
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
`;

// In the admin's page: scrolls an element from top to bottom, 400 px a frame, recording long tasks. Written as text,
// because tsx wraps named functions in a helper (__name) that does not exist in the page.
const SCROLL_HARNESS = `
  window.__scrollThrough = (element) => new Promise((resolve) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    let frames = 0;
    const step = () => {
      element.scrollTop += 400;
      frames += 1;
      if (element.scrollTop + element.clientHeight < element.scrollHeight - 1 && frames < 1000) requestAnimationFrame(step);
      else setTimeout(() => { observer.disconnect(); resolve({ longTasks, frames }); }, 200);
    };
    requestAnimationFrame(step);
  });
`;

async function session(page: Page, url: string, email: string, password: string): Promise<void> {
  const value = await signIn(url, email, password);
  await page.goto(`${url}/regulamin`);
  await page.evaluate((v) => localStorage.setItem('domenika.auth', JSON.stringify(v)), value);
}

const tableText = (page: Page) =>
  page.evaluate(() => document.querySelector('table[aria-label] tbody:not([hidden])')?.textContent ?? '');

/**
 * Times one user action from the input to the next frame after the new rows are in the table. Each action starts
 * from an idle page, as a person's next click does: the previous change's effects that run after its paint are
 * not charged to the next one.
 */
async function timed(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 1000 })));
  const before = await tableText(page);
  const changed = page.evaluate((b) => (window as unknown as BenchWindow).__bench.rowsChanged(b), before);
  await act();
  return changed;
}

/**
 * The catalogue in Chromium: a filter change to painted rows (a new query), a revisit of a cached search, and
 * the long tasks while a 1000-row admin page scrolls.
 */
export async function benchDomainsBrowser(url: string): Promise<Figure[]> {
  const viewport = { width: 1440, height: 900 };
  const customerBrowser = await browserProfile({ viewport });
  const adminBrowser = await browserProfile({ viewport });
  try {
    const customer = await customerBrowser.context.newPage();
    await customer.addInitScript(HARNESS);
    await session(customer, url, 'klient@example.pl', 'Klient123!');
    // Sorted by DFS ascending, so raising the DFS minimum always drops the first rows: every change shows new rows.
    await customer.goto(`${url}/domain-list?orderby=dfs_rating&order=asc`);
    await customer.waitForSelector('table[aria-label] tbody tr', { timeout: 60_000 });

    // A new DFS minimum each time: every change is a query the app has not seen.
    const fresh: number[] = [];
    const dfsFrom = customer
      .getByRole('textbox', { name: /DFS od/ })
      .or(customer.getByLabel(/DFS.*od/))
      .first();
    for (let i = 1; i <= CHANGES; i += 1) {
      fresh.push(
        await timed(customer, async () => {
          await dfsFrom.fill(String(i * 3));
          await customer.keyboard.press('Enter');
        }),
      );
    }

    // Two types alternately: after the first visit each, every switch is served from the cache.
    // The radio inputs are visually hidden behind their labels, which is what a person clicks.
    const types = customer.getByRole('radiogroup', { name: 'Rodzaj domen' });
    const revisits: number[] = [];
    for (let i = 0; i < CHANGES + 2; i += 1) {
      const ms = await timed(customer, () =>
        types.getByText(i % 2 === 0 ? 'Domenika SEO' : 'Naming/Branding', { exact: true }).click(),
      );
      if (i >= 2) revisits.push(ms);
    }

    // The admin's 1000-row page, scrolled from top to bottom while long tasks are recorded.
    const admin = await adminBrowser.context.newPage();
    await admin.addInitScript(SCROLL_HARNESS);
    await session(admin, url, 'admin@example.pl', 'Admin123!');
    await admin.goto(`${url}/manage?per_page=1000`);
    const scroller = admin
      .locator('[role="region"][tabindex="0"]')
      .filter({ has: admin.locator('table') })
      .first();
    await scroller.waitFor({ timeout: 60_000 });
    await admin.waitForSelector('table[aria-rowcount="1001"]', { timeout: 60_000 });
    const scrolling = await scroller.evaluate((element) => (window as unknown as BenchWindow).__scrollThrough(element));

    const freshStats = summarize(fresh);
    const revisitStats = summarize(revisits);
    const longest = scrolling.longTasks.length ? Math.max(...scrolling.longTasks) : 0;
    return [
      {
        group: 'domains (browser)',
        name: 'filter change → painted rows (median)',
        value: freshStats.median,
        detail: freshStats,
      },
      {
        group: 'domains (browser)',
        name: 'filter change → painted rows (p95)',
        value: freshStats.p95,
        target: { max: 150, label: '≤ 150 ms' },
        detail: freshStats,
      },
      {
        group: 'domains (browser)',
        name: 'revisit of a cached search → painted rows (median)',
        value: revisitStats.median,
        target: { max: 16, label: '≤ 16 ms' },
        detail: revisitStats,
      },
      {
        group: 'domains (browser)',
        name: 'revisit of a cached search → painted rows (p95)',
        value: revisitStats.p95,
        detail: revisitStats,
      },
      {
        group: 'domains (browser)',
        name: `longest task while a 1000-row page scrolls (${scrolling.frames} frames, ${scrolling.longTasks.length} long tasks)`,
        value: Math.round(longest * 100) / 100,
        target: { max: 50, label: 'no task > 50 ms' },
        detail: { frames: scrolling.frames, longTasks: scrolling.longTasks.length },
      },
    ];
  } finally {
    await customerBrowser.close();
    await adminBrowser.close();
  }
}

import { browserProfile } from './browser-profile';
import { signIn } from './server-process';
import { summarize, type Figure } from './stats';

const LOADS = 9;
/** The page is at rest once no long task has ended for this long (Lighthouse waits for 5 s of quiet). */
const QUIET_MS = 3000;
const GROUP = 'route load (Chromium, CPU throttled 4×)';
/** Lighthouse's phone, and the laptop width the layout journeys (e2e/layout.spec.ts) use. */
const VIEWPORTS = [
  { label: 'phone 412 px', size: { width: 412, height: 823 } },
  { label: 'laptop 1366 px', size: { width: 1366, height: 768 } },
];

// In the page, from its first script on: every long task, and a wait for an idle moment. Written as text, because
// tsx wraps named functions in a helper (__name) that does not exist in the page.
const LONG_TASKS = `
  window.__longTasks = [];
  window.__lastTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push(entry.duration);
      window.__lastTaskEnd = Math.max(window.__lastTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__atRest = (quiet) => new Promise((resolve) => {
    const check = () => (performance.now() - window.__lastTaskEnd >= quiet ? resolve(null) : setTimeout(check, 250));
    check();
  });
`;

/**
 * How long the main thread is blocked while a route loads, measured in Chromium itself, not simulated: the sum of
 * each long task's time past 50 ms (Lighthouse's total blocking time), from the navigation until the network is idle
 * and no long task has ended for QUIET_MS,
 * with the CPU throttled 4×. Lighthouse gives the same quantity as a simulation from one unthrottled load; this is
 * the real thing, over LOADS loads, in a profile on disk with the cache and the browser database warm, as a
 * returning customer has them.
 */
export async function benchRouteLoadBlocking(url: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const viewport of VIEWPORTS) figures.push(...(await blockingAt(url, viewport.label, viewport.size)));
  return figures;
}

async function blockingAt(url: string, label: string, size: { width: number; height: number }): Promise<Figure[]> {
  const browser = await browserProfile({ viewport: size });
  const figures: Figure[] = [];
  try {
    const page = await browser.context.newPage();
    await page.addInitScript(LONG_TASKS);
    const measure = async (route: string, name: string) => {
      // One load unmeasured, so the cache holds the scripts and the browser database its files.
      await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const blocking: number[] = [];
      const tasks: number[] = [];
      for (let i = 0; i < LOADS; i += 1) {
        await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
        await page.evaluate(
          (quiet) => (window as unknown as { __atRest: (ms: number) => Promise<void> }).__atRest(quiet),
          QUIET_MS,
        );
        const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
        blocking.push(longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
        tasks.push(longTasks.length);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      const stats = summarize(blocking);
      figures.push({
        group: GROUP,
        name: `${name}, ${label}: main thread blocked (Σ long task − 50 ms), median of ${LOADS}`,
        value: stats.median,
        detail: { ...stats, longTasksPerLoad: tasks.join(' ') },
      });
    };
    await measure('/', 'sign-in page');
    const session = await signIn(url, 'klient@example.pl', 'Klient123!');
    await page.evaluate((value) => localStorage.setItem('domenika.auth', JSON.stringify(value)), session);
    await measure('/domain-list', '/domain-list');
  } finally {
    await browser.close();
  }
  return figures;
}

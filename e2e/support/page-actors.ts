import type { Page } from '@playwright/test';
import type { QaEventEntry } from '../../src/platform/db/protocol';

/*
 * The state values the page's machine actors went through, read from the app's QA event log
 * (`window.__domenika.qa.recentEvents()`), so a test can compare them with a generated path step by step, transient
 * states (a write, a request) included, without racing them. The log exists in QA mode only: a journey opens its
 * first page of the app with `?qa=1`, which keeps QA mode on for the rest of the tab. Entries reach the log in
 * batches a quarter of a second after a burst starts, so read these values through `expect.poll`.
 */

/** The address of a page of the app with QA mode switched on (the app takes the switch out of the address). */
export const inQaMode = (path: string): string => `${path}${path.includes('?') ? '&' : '?'}qa=1`;

/** What an actor's first entry is: XState reports its initial snapshot with this event. */
const INIT_EVENT = 'xstate.init';

/** The log's newest entries, oldest first; none until the inspector of a QA page has loaded. */
async function recentEvents(page: Page): Promise<readonly QaEventEntry[]> {
  return page.evaluate(() => {
    const hook = (window as { __domenika?: { qa?: { recentEvents(): readonly QaEventEntry[] } } }).__domenika;
    return hook?.qa?.recentEvents() ?? [];
  });
}

/** The state value an entry's (redacted) snapshot holds; one the log did not keep shows in the test's diff. */
function valueOf(entry: QaEventEntry): unknown {
  if (entry.snapshot === null) return `(no snapshot kept after ${entry.eventType})`;
  return (JSON.parse(entry.snapshot) as { value?: unknown }).value;
}

/**
 * The values each actor of this machine went through, one list per actor (in the order the actors started), each
 * from its initial snapshot on and without a value twice in a row. Every page load has actors of its own.
 */
export async function actorValues(page: Page, machineId: string): Promise<unknown[][]> {
  const byActor = new Map<string, unknown[]>();
  for (const entry of await recentEvents(page)) {
    if (entry.machineId !== machineId) continue;
    let values = byActor.get(entry.actorId);
    if (!values) {
      // The log keeps only its newest entries: an actor whose start fell out of it cannot be compared.
      if (entry.eventType !== INIT_EVENT) {
        throw new Error(`the QA log no longer holds the start of ${machineId} actor ${entry.actorId}`);
      }
      values = [];
      byActor.set(entry.actorId, values);
    }
    const value = valueOf(entry);
    if (JSON.stringify(values[values.length - 1]) !== JSON.stringify(value)) values.push(value);
  }
  return [...byActor.values()];
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface OpenBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a profile on disk, as a customer's browser has, removed when closed. Playwright's usual
 * context is off the record, like a private window: there OPFS lives in the browser process's memory, and every
 * read and write of the database file is a synchronous round trip to it, which costs a cart write several times
 * what it costs in a profile (the private window is measured too, by privateWindow).
 */
export async function browserProfile(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<OpenBrowser> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domenika-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ARGS, ...options });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same Chromium in an off-the-record context: a private window. */
export async function privateWindow(): Promise<OpenBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return { context: await browser.newContext(), close: () => browser.close() };
}

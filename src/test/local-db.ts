import { createBrowserDb } from '../platform/db/browser-db';
import type { DbClient } from '../platform/db/db-client';

/** The browser database as jsdom can have it: no OPFS and no Web Locks, so the local-storage store. */
export function localDb(storage: Storage): DbClient {
  return createBrowserDb({
    createWorker: () => {
      throw new Error('no workers in jsdom');
    },
    locks: undefined,
    createChannel: () => {
      throw new Error('no channel in jsdom');
    },
    probeOpfs: () => Promise.resolve(false),
    storage,
    onPageHide: () => {},
    onPageShow: () => {},
    onStorageChange: () => {},
  });
}

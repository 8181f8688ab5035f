import type { DbEnvironment } from './db-environment';

/** OPFS is missing in private windows of some browsers; asking for the root directory is the honest test. */
async function probeOpfs(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory) return false;
  await navigator.storage.getDirectory();
  return true;
}

/** The real browser behind the store: the database worker, Web Locks, BroadcastChannel and page lifecycle. */
export function browserEnvironment(): DbEnvironment {
  return {
    createWorker: () => new Worker(new URL('./db.worker.ts', import.meta.url), { type: 'module', name: 'domenika-db' }),
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    createChannel: (name) => new BroadcastChannel(name),
    probeOpfs,
    storage: window.localStorage,
    onPageHide: (listener) => window.addEventListener('pagehide', (event) => listener(event.persisted)),
    onPageShow: (listener) => window.addEventListener('pageshow', (event) => listener(event.persisted)),
    onStorageChange: (listener) => window.addEventListener('storage', (event) => listener(event.key)),
  };
}

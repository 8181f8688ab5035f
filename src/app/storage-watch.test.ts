// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createToastQueue } from '../ui/toast-queue';
import { localDb } from '../test/local-db';
import { watchStorage } from './storage-watch';

/** A local storage that is full: every write fails as browsers fail it. */
function fullStorage(): Storage {
  const storage = window.localStorage;
  return Object.assign(Object.create(storage) as Storage, {
    getItem: (key: string) => storage.getItem(key),
    removeItem: (key: string) => storage.removeItem(key),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  });
}

describe('problems with the browser database', () => {
  it('are told to the user in Polish, and the page is marked with the database role', async () => {
    const toasts = createToastQueue();
    const db = localDb(fullStorage());
    watchStorage(db, toasts);
    await db.start();
    expect(document.documentElement.dataset.dbRole).toBe('local');

    const write = db.request('cart.write', { batchId: 'b', changes: [{ type: 'mode', mode: 'rent' }] });
    await expect(write).rejects.toMatchObject({ kind: 'quota' });
    expect(toasts.visibleToasts.map((t) => t.content)).toEqual([
      {
        tone: 'error',
        message:
          'Brak miejsca w pamięci przeglądarki. Dane pobieramy z sieci; zwolnij miejsce, aby koszyk zapisywał się trwale.',
      },
    ]);
  });

  it('say nothing by toast when OPFS is simply missing; the layout notice says it', async () => {
    const toasts = createToastQueue();
    const db = localDb(window.localStorage);
    watchStorage(db, toasts);
    await db.start();
    expect(db.status).toMatchObject({ temporaryCart: true, problem: { kind: 'unavailable' } });
    expect(toasts.visibleToasts).toEqual([]);
  });
});

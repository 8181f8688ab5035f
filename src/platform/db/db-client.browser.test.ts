import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartDomain, CartSnapshot } from '../../kernel/cart';
import { createBrowserDb } from './browser-db';
import type { DbClient, DbEnvironment, DbEvent } from './db-client';
import { readCartCopy } from './stores/cart/local-cart-copy';
import { SCHEMA_VERSION } from './migrations';
import { OUTCOME_LIMIT_MS } from '../../test/limits';

/**
 * The store across tabs, in a real Chromium: each DbClient is a tab (they share OPFS, Web Locks and the
 * BroadcastChannel exactly as tabs of one origin do), each leader runs the real database worker.
 */
interface Tab {
  client: DbClient;
  events: DbEvent[];
  /** The tab closes (pagehide). */
  leave(): void;
}

const open: Tab[] = [];

function openTab(options: { opfs?: boolean } = {}): Tab {
  let hide: ((persisted: boolean) => void) | null = null;
  const env: DbEnvironment = {
    createWorker: () => new Worker(new URL('./db.worker.ts', import.meta.url), { type: 'module' }),
    locks: navigator.locks,
    createChannel: (name) => new BroadcastChannel(name),
    probeOpfs: () => Promise.resolve(options.opfs ?? true),
    storage: window.localStorage,
    onPageHide: (listener) => (hide = listener),
    onPageShow: () => {},
    onStorageChange: () => {},
    requestTimeoutMs: 15_000,
  };
  const client = createBrowserDb(env);
  const events: DbEvent[] = [];
  client.subscribe((event) => events.push(event));
  void client.start();
  const tab = { client, events, leave: () => hide?.(false) };
  open.push(tab);
  return tab;
}

const isReadyLeader = (tab: Tab) => tab.client.status.role === 'leader' && tab.client.status.ready;

async function leaderReady(tab: Tab): Promise<void> {
  await vi.waitFor(() => expect(isReadyLeader(tab)).toBe(true), { timeout: OUTCOME_LIMIT_MS, interval: 20 });
}

const domain = (id: number): CartDomain => ({
  id,
  name: `domena-${id}.pl`,
  price: 100,
  sale_price: 90,
  rent_price: null,
  redirect_price: null,
});

async function emptyCart(tab: Tab): Promise<void> {
  await tab.client.request('cart.write', { batchId: crypto.randomUUID(), changes: [{ type: 'clear' }] });
  await tab.client.request('cache.clear', {});
}

afterEach(async () => {
  for (const tab of open.splice(0)) tab.leave();
  window.localStorage.clear();
  // Let the closed workers hand their OPFS access handles back before the next test opens the file.
  await new Promise((resolve) => setTimeout(resolve, 100));
});

describe('one tab leads', () => {
  it('the first tab opens the OPFS database and the second follows', async () => {
    const first = openTab();
    await leaderReady(first);
    const second = openTab();
    await vi.waitFor(() => expect(second.client.status.role).toBe('follower'), { timeout: OUTCOME_LIMIT_MS });
    await emptyCart(first);
    expect(await second.client.request('db.info', {})).toEqual({ schemaVersion: SCHEMA_VERSION, storage: 'opfs' });
  });

  it("a change made in a follower is stored and shown to the leader, and kept in the cart's local copy", async () => {
    const leader = openTab();
    await leaderReady(leader);
    const follower = openTab();
    await emptyCart(follower);
    leader.events.length = 0;
    const stored = await follower.client.request('cart.write', {
      batchId: crypto.randomUUID(),
      changes: [{ type: 'put', collection: 'domains', item: domain(5) }],
    });
    expect(stored.domains.map((d) => d.id)).toEqual([5]);
    await vi.waitFor(
      () => {
        const heard = leader.events.filter((e): e is { type: 'cart'; snapshot: CartSnapshot } => e.type === 'cart');
        expect(heard.at(-1)?.snapshot.domains.map((d) => d.id)).toEqual([5]);
      },
      { timeout: OUTCOME_LIMIT_MS },
    );
    expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual([5]);
  });

  it('has the local copy current the moment a write is confirmed, in the leader and in a follower', async () => {
    const leader = openTab();
    await leaderReady(leader);
    const follower = openTab();
    await emptyCart(follower);
    for (const [tab, id] of [
      [leader, 7],
      [follower, 8],
    ] as const) {
      const stored = await tab.client.request('cart.write', {
        batchId: crypto.randomUUID(),
        changes: [{ type: 'put', collection: 'domains', item: domain(id) }],
      });
      // No waiting: a tab killed right after this line must still find the item in the copy.
      expect(readCartCopy(window.localStorage).domains.map((d) => d.id)).toEqual(stored.domains.map((d) => d.id));
    }
  });

  it('tells the other tabs which cache tags were invalidated', async () => {
    const leader = openTab();
    await leaderReady(leader);
    const follower = openTab();
    await vi.waitFor(() => expect(follower.client.status.role).toBe('follower'), { timeout: OUTCOME_LIMIT_MS });
    follower.client.announce({ type: 'invalidated', tags: ['Industry'] });
    await vi.waitFor(() => expect(leader.events).toContainEqual({ type: 'invalidated', tags: ['Industry'] }), {
      timeout: OUTCOME_LIMIT_MS,
    });
    expect(follower.events.filter((e) => e.type === 'invalidated')).toEqual([]);
  });
});

describe('when the leader goes', () => {
  it('a follower takes over and the data is still there', async () => {
    const leader = openTab();
    await leaderReady(leader);
    const follower = openTab();
    await emptyCart(leader);
    await leader.client.request('cart.write', {
      batchId: crypto.randomUUID(),
      changes: [{ type: 'put', collection: 'domains', item: domain(8) }],
    });
    leader.leave();
    await vi.waitFor(() => expect(isReadyLeader(follower)).toBe(true), { timeout: OUTCOME_LIMIT_MS, interval: 10 });
    const cart = await follower.client.request('cart.read', {});
    expect(cart.domains.map((d) => d.id)).toEqual([8]);
  });

  it('requests in flight during the change are sent again and answered, not lost', async () => {
    const leader = openTab();
    await leaderReady(leader);
    const next = openTab();
    const other = openTab();
    await vi.waitFor(() => expect(other.client.status.role).toBe('follower'), { timeout: OUTCOME_LIMIT_MS });
    await emptyCart(leader);
    leader.leave();
    // Nobody leads for a moment: these wait, then go to whoever takes over.
    const write = other.client.request('cart.write', {
      batchId: crypto.randomUUID(),
      changes: [{ type: 'put', collection: 'domains', item: domain(3) }],
    });
    const read = other.client.request('db.info', {});
    await expect(write).resolves.toMatchObject({ domains: [expect.objectContaining({ id: 3 })] });
    await expect(read).resolves.toMatchObject({ storage: 'opfs' });
    expect(isReadyLeader(next) || isReadyLeader(other)).toBe(true);
  });
});

describe('a damaged database file', () => {
  // The pool keeps its files in a directory of opaque names; the database is the one whose data starts with
  // SQLite's header. Overwriting that header is what a torn or foreign write does to a file.
  async function* filesUnder(directory: FileSystemDirectoryHandle): AsyncGenerator<FileSystemFileHandle> {
    for await (const handle of (directory as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
      if (handle.kind === 'directory') yield* filesUnder(handle as FileSystemDirectoryHandle);
      else yield handle as FileSystemFileHandle;
    }
  }

  async function corruptPoolFiles(): Promise<number> {
    const root = await navigator.storage.getDirectory();
    const pool = await root.getDirectoryHandle('.domenika-sahpool');
    let damaged = 0;
    for await (const handle of filesUnder(pool)) {
      const file = await handle.getFile();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const header = new TextEncoder().encode('SQLite format 3');
      const at = bytes.findIndex((_, i) => header.every((b, j) => bytes[i + j] === b));
      if (at === -1) continue;
      const writable = await handle.createWritable({ keepExistingData: true });
      await writable.write({ type: 'write', position: at, data: new Uint8Array(100).fill(0x5a) });
      await writable.close();
      damaged += 1;
    }
    return damaged;
  }

  it('is rebuilt, the user is told, and the cart comes back from its local copy', async () => {
    const first = openTab();
    await leaderReady(first);
    await emptyCart(first);
    await first.client.request('cart.write', {
      batchId: crypto.randomUUID(),
      changes: [{ type: 'put', collection: 'domains', item: domain(11) }],
    });
    first.leave();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await corruptPoolFiles()).toBeGreaterThan(0);

    const reopened = openTab();
    await vi.waitFor(() => expect(reopened.client.status.rebuilt).toEqual({ cartRestored: true }), {
      timeout: OUTCOME_LIMIT_MS,
    });
    expect(reopened.client.status.problem?.kind).toBe('corrupt');
    const cart = await reopened.client.request('cart.read', {});
    expect(cart.domains.map((d) => d.id)).toEqual([11]);
  });
});

describe('without OPFS', () => {
  it('keeps the cart in local storage and says it will not survive closing the window', async () => {
    const tab = openTab({ opfs: false });
    await vi.waitFor(
      () => expect(tab.client.status).toMatchObject({ role: 'local', ready: true, temporaryCart: true }),
      { timeout: OUTCOME_LIMIT_MS },
    );
    await tab.client.request('cart.write', {
      batchId: 'local-1',
      changes: [{ type: 'put', collection: 'domains', item: domain(2) }],
    });
    expect(JSON.parse(window.localStorage.getItem('domenika.cart.domains')!)).toEqual([domain(2)]);
    expect(await tab.client.request('cache.get', { key: 'nothing', now: Date.now() })).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserDb } from './browser-db';
import type { DbClient, DbEnvironment } from './db-client';
import { LocalDatabase } from './local-database';
import { migrate, SCHEMA_VERSION } from './migrations';
import { openDatabase } from './open-database';
import { readReply } from './pending-requests';
import { DbProcessor } from './processor';
import type { ArgsOf, DbOperation, QaEventEntry, ResultOf } from './protocol';
import { QA_EVENT_CAP } from './qa-events-table';
import type { SqlDatabase } from './sql-database';
import { OUTCOME_LIMIT_MS } from '../../test/limits';

/** The QA inspector's event log in the browser store: real sqlite-wasm, and the real worker on OPFS. */
const event = (n: number): QaEventEntry => ({
  at: 1_700_000_000_000 + n,
  actorId: 'x:0',
  machineId: 'cart',
  eventType: `cart.event${n}`,
  payload: JSON.stringify({ n }),
  snapshot: n % 2 === 0 ? JSON.stringify({ value: 'ready' }) : null,
});
const events = (from: number, count: number) => Array.from({ length: count }, (_, i) => event(from + i));

describe('the QA log in SQLite', () => {
  let db: SqlDatabase;
  let processor: DbProcessor;
  let next = 0;
  const run = <O extends DbOperation>(op: O, args: ArgsOf<O>): ResultOf<O> =>
    readReply(op, processor.handle({ id: String((next += 1)), op, args }));

  beforeEach(async () => {
    db = (await openDatabase({ persistent: false })).db;
    processor = new DbProcessor(db, 'memory');
  });

  it('gives back what was appended, in order, from a given id on', () => {
    expect(run('qa.append', { events: events(1, 3) })).toBe(3);
    const rows = run('qa.read', {});
    expect(rows.map(({ id: _id, ...entry }) => entry)).toEqual(events(1, 3));
    expect(run('qa.read', { afterId: rows[0]!.id, limit: 1 }).map((row) => row.eventType)).toEqual(['cart.event2']);
  });

  it(`keeps only the newest ${QA_EVENT_CAP} events, dropping the oldest on append`, () => {
    run('qa.append', { events: events(1, QA_EVENT_CAP - 10) });
    expect(run('qa.append', { events: events(QA_EVENT_CAP - 9, 30) })).toBe(QA_EVENT_CAP);
    const rows = run('qa.read', {});
    expect(rows).toHaveLength(QA_EVENT_CAP);
    expect(rows[0]!.eventType).toBe('cart.event21');
    expect(rows.at(-1)!.eventType).toBe(`cart.event${QA_EVENT_CAP + 20}`);
  });

  it('can be cleared', () => {
    run('qa.append', { events: events(1, 2) });
    run('qa.clear', {});
    expect(run('qa.read', {})).toEqual([]);
  });

  it('is added to a database of the previous schema, whose cart stays', () => {
    db.exec('DROP TABLE qa_events');
    db.exec('PRAGMA user_version = 1');
    db.exec(`INSERT INTO cart_meta (key, value) VALUES ('probe', 'kept')`);
    expect(migrate(db)).toBe(1);
    expect(Number(db.selectValue('PRAGMA user_version'))).toBe(SCHEMA_VERSION);
    expect(db.selectValue(`SELECT value FROM cart_meta WHERE key = 'probe'`)).toBe('kept');
    expect(run('qa.append', { events: events(1, 1) })).toBe(1);
  });
});

describe('the QA log without OPFS', () => {
  it('is kept in memory under the same cap', () => {
    const local = new LocalDatabase(window.localStorage);
    const run = <O extends DbOperation>(op: O, args: ArgsOf<O>) => readReply(op, local.handle({ id: op, op, args }));
    run('qa.append', { events: events(1, QA_EVENT_CAP) });
    expect(run('qa.append', { events: events(QA_EVENT_CAP + 1, 5) })).toBe(QA_EVENT_CAP);
    expect(run('qa.read', { limit: 1 })[0]!.eventType).toBe('cart.event6');
  });
});

describe('the QA log on OPFS', () => {
  const leaving: Array<() => void> = [];

  function openTab(): DbClient {
    let hide: ((persisted: boolean) => void) | null = null;
    const env: DbEnvironment = {
      createWorker: () => new Worker(new URL('./db.worker.ts', import.meta.url), { type: 'module' }),
      locks: navigator.locks,
      createChannel: (name) => new BroadcastChannel(name),
      probeOpfs: () => Promise.resolve(true),
      storage: window.localStorage,
      onPageHide: (listener) => (hide = listener),
      onPageShow: () => {},
      onStorageChange: () => {},
      requestTimeoutMs: 15_000,
    };
    const client = createBrowserDb(env);
    void client.start();
    leaving.push(() => hide?.(false));
    return client;
  }

  const ready = (client: DbClient) =>
    vi.waitFor(() => expect(client.status).toMatchObject({ role: 'leader', ready: true }), {
      timeout: OUTCOME_LIMIT_MS,
    });

  afterEach(async () => {
    for (const leave of leaving.splice(0)) leave();
    window.localStorage.clear();
    // Let the closed worker hand its OPFS access handles back before the next test opens the file.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('survives closing and reopening the database', async () => {
    const first = openTab();
    await ready(first);
    await first.request('qa.clear', {});
    await first.request('qa.append', { events: events(1, 2) });
    await first.request('qa.append', { events: events(3, 1) });
    leaving.splice(0).forEach((leave) => leave());
    await new Promise((resolve) => setTimeout(resolve, 200));

    const reopened = openTab();
    await ready(reopened);
    const rows = await reopened.request('qa.read', {});
    expect(rows.map((row) => row.eventType)).toEqual(['cart.event1', 'cart.event2', 'cart.event3']);
    expect(rows[1]!.snapshot).toBe(JSON.stringify({ value: 'ready' }));
    await reopened.request('qa.clear', {});
  });
});

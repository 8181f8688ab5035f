import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PERSON } from './test/checkout-fixtures';
import { privateTestDatabase, type TestDatabase } from './test/test-database';
import { signInDemoCustomer, startServerProcess, type ServerProcess } from './test/server-process';
import { OUTCOME_LIMIT_MS } from '../src/test/limits';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + OUTCOME_LIMIT_MS;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/**
 * A server process killed with SIGKILL in the middle of a checkout and started again loses nothing: the order exists
 * exactly once or not at all, never half-written, and a retry with the same Idempotency-Key places it once. The kill
 * lands inside the order's transaction without any hook in the server: the test holds the ordered domain's row lock, so
 * the checkout, having already counted its order number and inserted its order, waits on reserving the domain; the test
 * sees that wait in pg_stat_activity and kills the process then. It runs on the test command's PostgreSQL pass: PGlite
 * lives inside the process, so there is no separate database to survive the kill.
 */
describe.runIf(inject('postgresAdminUrl'))(
  'a server killed during a checkout',
  // Each test starts the server process again; on a busy 2-core machine one start can take tens of seconds.
  { timeout: 300_000 },
  () => {
    let database: TestDatabase;
    let databaseUrl: string;
    let sql: pg.Client;
    let server: ServerProcess | undefined;
    let token: string;

    async function restartServer() {
      await server?.kill();
      server = await startServerProcess(databaseUrl);
      token = await signInDemoCustomer(server.url);
    }

    const checkout = (domainId: number, key: string) =>
      fetch(`${server!.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
        body: JSON.stringify({ domains: [domainId], portals: [], publications: [], ...PERSON }),
      });

    async function placed(domainId: number, key: string): Promise<number> {
      const response = await checkout(domainId, key);
      expect(response.status, await response.clone().text()).toBe(201);
      const order = (await response.json()) as { id: number };
      return order.id;
    }

    async function ordersUnder(key: string) {
      const { rows } = await sql.query<{ id: number; items: number; history: number }>(
        `SELECT o.id,
                (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items,
                (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id) AS history
           FROM orders o WHERE o.idempotency_key = $1`,
        [key],
      );
      return rows;
    }

    async function domainStatus(id: number): Promise<string> {
      const { rows } = await sql.query<{ status: string }>('SELECT status FROM domains WHERE id = $1', [id]);
      return rows[0]!.status;
    }

    /** Everything a checkout writes besides the order row, none of which may outlive its order. */
    async function orphans(): Promise<number> {
      const { rows } = await sql.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id))
              + (SELECT count(*) FROM order_status_history h WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = h.order_id))
              + (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS n`,
      );
      return Number(rows[0]!.n);
    }

    async function orderCounters(): Promise<Record<string, number>> {
      const { rows } = await sql.query<{ key: string; value: number }>(
        "SELECT key, value FROM counters WHERE key LIKE 'order:%'",
      );
      return Object.fromEntries(rows.map((r) => [r.key, Number(r.value)]));
    }

    async function availableDomain(): Promise<number> {
      const { rows } = await sql.query<{ id: number }>(
        "SELECT id FROM domains WHERE status = 'available' ORDER BY id DESC LIMIT 1",
      );
      return rows[0]!.id;
    }

    beforeAll(async () => {
      database = await privateTestDatabase();
      if (!('databaseUrl' in database.options)) throw new Error('expected a PostgreSQL database');
      databaseUrl = database.options.databaseUrl;
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      await restartServer();
    });

    afterAll(async () => {
      await server?.kill();
      await sql?.end();
      await database?.dispose();
    });

    it('leaves no trace of an order killed before its commit, and places it once when the customer retries', async () => {
      const domainId = await availableDomain();
      const key = randomUUID();
      const countersBefore = await orderCounters();
      const orphansBefore = await orphans();

      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('SELECT id FROM domains WHERE id = $1 FOR UPDATE', [domainId]);
        const answer = checkout(domainId, key).then(
          (response) => response.status,
          () => 'connection lost',
        );
        // A transaction id means the checkout has written (the order number and the order row) before it waits.
        const blocked = await waitFor('the checkout to wait on the domain after writing', async () => {
          const { rows } = await sql.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'
                AND backend_xid IS NOT NULL AND query ILIKE 'update "domains"%'`,
          );
          return rows[0]?.pid;
        });
        await server!.kill();
        expect(await answer).toBe('connection lost');
        await locker.query('ROLLBACK');
        // The orphaned backend gets the lock, finds its client gone and rolls back; wait until it has.
        await waitFor('the killed server’s transaction to end', async () => {
          const { rows } = await sql.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blocked]);
          return rows.length === 0 ? true : undefined;
        });
      } finally {
        await locker.end();
      }

      expect(await ordersUnder(key)).toEqual([]);
      expect(await domainStatus(domainId)).toBe('available');
      expect(await orderCounters()).toEqual(countersBefore);
      expect(await orphans()).toBe(orphansBefore);

      await restartServer();
      const orderId = await placed(domainId, key);
      expect(await ordersUnder(key)).toEqual([{ id: orderId, items: 1, history: 2 }]);
      expect(await domainStatus(domainId)).toBe('reserved');
      expect(await placed(domainId, key)).toBe(orderId);
      expect(await ordersUnder(key)).toEqual([{ id: orderId, items: 1, history: 2 }]);
      expect(await orphans()).toBe(orphansBefore);
    });

    it('keeps an order killed after its commit exactly once, and a retry returns it', async () => {
      const domainId = await availableDomain();
      const key = randomUUID();
      const orderId = await placed(domainId, key);
      await server!.kill();

      await restartServer();
      expect(await ordersUnder(key)).toEqual([{ id: orderId, items: 1, history: 2 }]);
      expect(await domainStatus(domainId)).toBe('reserved');
      expect(await placed(domainId, key)).toBe(orderId);
      expect(await ordersUnder(key)).toEqual([{ id: orderId, items: 1, history: 2 }]);
    });
  },
);

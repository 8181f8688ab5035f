import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Dialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serializedDialect } from './serialized-dialect';

/**
 * A single-connection engine like PGlite: it runs a statement in the same thread and answers with a promise that is
 * already settled, so nothing it does ever returns to the event loop.
 */
function inThreadDialect(log: string[]): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createDriver: () => ({
      init: () => Promise.resolve(),
      acquireConnection: () =>
        Promise.resolve({
          executeQuery: (query: CompiledQuery) => {
            log.push(query.sql);
            return Promise.resolve({ rows: [] });
          },
          streamQuery: () => {
            throw new Error('not used');
          },
        }),
      releaseConnection: () => Promise.resolve(),
      beginTransaction: () => Promise.resolve(),
      commitTransaction: () => Promise.resolve(),
      rollbackTransaction: () => Promise.resolve(),
      destroy: () => Promise.resolve(),
    }),
  };
}

describe('the serialized single connection', () => {
  it('lets a request that arrives while others keep it busy take its turn, instead of waiting for all of them', async () => {
    const log: string[] = [];
    const driver = serializedDialect(inThreadDialect(log)).createDriver();
    const statement = async (label: string) => {
      const connection = await driver.acquireConnection();
      await connection.executeQuery(CompiledQuery.raw(label));
      await driver.releaseConnection(connection);
    };
    // A busy request: fifty statements, each asked for as soon as the one before it is answered.
    const busy = (async () => {
      for (let i = 0; i < 50; i += 1) await statement(`busy ${i}`);
    })();
    // Another request comes in from the network, a callback of the event loop, while the busy one runs.
    const arriving = new Promise<void>((resolve) => setImmediate(() => void statement('arriving').then(resolve)));
    await Promise.all([busy, arriving]);
    expect(log).toHaveLength(51);
    // It queues behind the statement running when it came, not behind every statement the busy request has left.
    expect(log.indexOf('arriving')).toBeLessThanOrEqual(2);
  });
});

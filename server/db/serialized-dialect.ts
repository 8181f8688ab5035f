import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * Wraps the PGlite dialect so that waiting callers get its one connection in arrival order, one event-loop turn apart.
 *
 * PGlite runs every statement in the server's one thread. Its dialect queues callers for the connection, but hands it
 * on from inside the release, so a queue of statements runs from one microtask to the next and no new request is even
 * read until it is empty. Under many clients that starves some requests while others are served; a turn of the event
 * loop before each hand-over lets every request queue in arrival order, for the same throughput
 * (bench/domains-load.ts; figures in docs/performance.md). Each transaction still has the connection to itself, which
 * is what a PostgreSQL pool gives.
 */
export function serializedDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => new SerializedDriver(inner.createDriver()),
  };
}

class SerializedDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  #releases = new Map<DatabaseConnection, () => void>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    await new Promise((resolve) => setImmediate(resolve));
    const connection = await this.inner.acquireConnection();
    this.#releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

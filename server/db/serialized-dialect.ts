import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings, CompiledQuery } from 'kysely';

/**
 * Wraps a single-connection dialect (PGlite) so that one Kysely connection is handed out at a time.
 *
 * kysely-pglite hands every caller the same PGlite client at once, so two requests interleave their statements and
 * one request's BEGIN ... COMMIT swallows the other's queries. Queueing acquireConnection gives each transaction the
 * connection to itself, which is what a real PostgreSQL connection pool gives, and in the order asked for. It also
 * reports affected rows, which kysely-pglite leaves out, so `numUpdatedRows` is right.
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
    // PGlite runs a statement in this thread and settles its promise at once, so without this turn of the event loop
    // a queue of statements runs from one microtask to the next and no new request is even read until it is empty.
    // Under many clients that starves some requests while the others are served; with it every request queues in
    // arrival order, for the same throughput (bench/domains-load.ts; figures in docs/performance.md).
    await new Promise((resolve) => setImmediate(resolve));
    const connection = new AffectedRowsConnection(await this.inner.acquireConnection());
    this.#releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const wrapped = connection as AffectedRowsConnection;
    await this.inner.releaseConnection(wrapped.inner);
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction((connection as AffectedRowsConnection).inner, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction((connection as AffectedRowsConnection).inner);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction((connection as AffectedRowsConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

class AffectedRowsConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = (await this.inner.executeQuery<R>(compiledQuery)) as QueryResult<R> & { affectedRows?: number };
    if (result.numAffectedRows === undefined && typeof result.affectedRows === 'number') {
      return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

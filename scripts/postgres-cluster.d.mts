/** A throwaway PostgreSQL cluster (postgres-cluster.mjs). */
export interface ThrowawayPostgres {
  /** The superuser's URL, database `postgres`. */
  url: string;
  version: string;
  /** The cluster's data directory (its postmaster.pid names the server's process). */
  dataDir: string;
  skipped?: undefined;
  /** Stops the server, keeping its data: an outage. */
  pause(): void;
  /** Starts the paused server again on the same port. */
  resume(): void;
  /** Stops the server and removes its directory. */
  stop(): void;
}

export function startThrowawayPostgres(): Promise<ThrowawayPostgres | { skipped: string }>;

/** A cluster in `dir` that outlives the run: started as it is when `dir` already holds one; `stop()` keeps it. */
export function startKeptPostgres(dir: string): Promise<ThrowawayPostgres | { skipped: string }>;

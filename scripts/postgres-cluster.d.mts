/** A throwaway PostgreSQL cluster (postgres-cluster.mjs). */
export interface ThrowawayPostgres {
  /** The superuser's URL, database `postgres`. */
  url: string;
  version: string;
  skipped?: undefined;
  /** Stops the server, keeping its data: an outage. */
  pause(): void;
  /** Starts the paused server again on the same port. */
  resume(): void;
  /** Stops the server and removes its directory. */
  stop(): void;
}

export function startThrowawayPostgres(): Promise<ThrowawayPostgres | { skipped: string }>;

/** Where a failed task is reported: a request's or the app's pino logger. */
export interface TaskLog {
  error(details: object, message: string): void;
}

/** Work that runs after the answer has gone, so its duration tells the caller nothing. */
export interface BackgroundTasks {
  /** Starts `task` once the current answer is on its way; a failure is logged with `what`, never dropped. */
  run(what: string, log: TaskLog, task: () => Promise<void>): void;
  /** Resolves when every task started so far (and any they started) has finished: for shutdown and tests. */
  settled(): Promise<void>;
}

/** The tasks of one app; closing the app waits for them, so a mail is not cut off by the database closing. */
export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, log, task) {
      // setImmediate: not one database round trip of the task happens before the handler has answered.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, what))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

export type TaskLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export interface PeriodicTask {
  /** Clears the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and then every `intervalMs`, never two runs at once in this process; a failed run is logged and the
 * next one tries again. The timer does not keep the process alive. Tasks keep their state in the database only, so
 * several processes may run the same task.
 */
export function startPeriodicTask(
  name: string,
  task: () => Promise<unknown>,
  log: TaskLog,
  intervalMs: number,
): PeriodicTask {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

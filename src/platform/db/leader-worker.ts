import type { DbFailure, DbReply, DbRequest, FromWorker, ToWorker } from './protocol';

/** What the worker reports back to its tab. */
export interface LeaderWorkerEvents {
  opened(recovered: boolean): void;
  openFailed(error: DbFailure): void;
  reply(reply: DbReply): void;
}

/**
 * The database worker of this tab: started early to load SQLite's WebAssembly while the election runs, told to
 * open the OPFS file once the tab leads, and closed when it stops leading.
 */
export class LeaderWorker {
  #worker: Worker | null = null;

  constructor(
    private readonly create: () => Worker,
    private readonly events: LeaderWorkerEvents,
  ) {}

  /** Starts the worker and its WebAssembly, if not already running. */
  warm(): void {
    if (this.#worker) return;
    this.#worker = this.create();
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => this.#receive(event.data);
    this.#post({ type: 'warm' });
  }

  /** Opens the OPFS database (this tab leads now). */
  open(): void {
    this.warm();
    this.#post({ type: 'open', persistent: true });
  }

  send(request: DbRequest): void {
    this.#post({ type: 'request', request });
  }

  /**
   * Closes the file and lets the worker go once it has (the page may stay in the back-forward cache, and the next
   * leader needs the file's access handles).
   */
  close(): void {
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'closed') worker.terminate();
    };
    worker.postMessage({ type: 'close' } satisfies ToWorker);
  }

  /** Ends a worker that will not be needed: another tab leads, or there is no OPFS. */
  discard(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #post(message: ToWorker): void {
    this.#worker?.postMessage(message);
  }

  #receive(message: FromWorker): void {
    switch (message.type) {
      case 'opened':
        this.events.opened(message.recovered);
        return;
      case 'open-failed':
        this.events.openFailed(message.error);
        return;
      case 'reply':
        this.events.reply(message.reply);
        return;
      case 'closed':
        return;
    }
  }
}

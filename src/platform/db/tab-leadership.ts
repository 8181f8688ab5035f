import { LEADER_LOCK } from './protocol';

/**
 * The election between tabs: the tab holding the Web Lock leads, until it lets go on leaving the page or closes
 * (the browser then grants the lock to the next tab in line).
 */
export class TabLeadership {
  #release: (() => void) | null = null;
  #waiting: AbortController | null = null;

  constructor(private readonly locks: LockManager) {}

  /** Joins the line for the lock; `lead` runs once it is granted, and the lock is held until `resign`. */
  elect(lead: () => void): void {
    this.#waiting = new AbortController();
    this.locks
      .request(
        LEADER_LOCK,
        { signal: this.#waiting.signal },
        () =>
          new Promise<void>((release) => {
            this.#release = release;
            lead();
          }),
      )
      .catch(() => undefined); // aborted: this tab left before its turn came
  }

  /** Leaves the line without leading, so a page kept in the back-forward cache never ends up leading. */
  withdraw(): void {
    this.#waiting?.abort();
    this.#waiting = null;
  }

  /** Lets go of the lock, so the next tab or the reloaded page can lead. */
  resign(): void {
    this.#release?.();
    this.#release = null;
  }
}

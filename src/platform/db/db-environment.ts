/** What the browser gives the store; tests pass their own. */
export interface DbEnvironment {
  createWorker(): Worker;
  locks: LockManager | undefined;
  createChannel(name: string): BroadcastChannel;
  /** Whether OPFS can be used here (private windows and old browsers say no). */
  probeOpfs(): Promise<boolean>;
  /** Local storage: the cart's copy, and the whole cart without OPFS. */
  storage: Storage;
  onPageHide(listener: (persisted: boolean) => void): void;
  onPageShow(listener: (persisted: boolean) => void): void;
  /** Another tab changed local storage (the cart's copy, where it is the whole cart). */
  onStorageChange(listener: (key: string | null) => void): void;
  requestTimeoutMs?: number;
}

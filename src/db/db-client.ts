import type { CartSnapshot } from '../model/cart';
import { LocalDatabase } from './local-database';
import { CART_KEYS, hasCartContent, readCartCopy, writeCartCopy } from './local-cart-copy';
import {
  CHANNEL_NAME,
  LEADER_LOCK,
  type ArgsOf,
  type ChannelMessage,
  type DbFailure,
  type DbOperation,
  type DbReply,
  type DbRequest,
  type FromWorker,
  type ResultOf,
} from './protocol';

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

export type DbRole = 'starting' | 'leader' | 'follower' | 'local';

export interface DbStatus {
  role: DbRole;
  ready: boolean;
  /** The last failure worth telling the user about; the app keeps working from the network. */
  problem: DbFailure | null;
  /** True where OPFS is missing: the cart lives in this window's local storage only. */
  temporaryCart: boolean;
  /** The damaged database was rebuilt; `cartRestored` says whether the cart came back from its copy. */
  rebuilt: { cartRestored: boolean } | null;
}

export type DbEvent =
  | { type: 'status'; status: DbStatus }
  | { type: 'cart'; snapshot: CartSnapshot }
  | { type: 'invalidated'; tags: string[] }
  | { type: 'cache-cleared' };

interface Pending {
  request: DbRequest;
  resolve(result: unknown): void;
  reject(failure: DbFailure): void;
  timer: ReturnType<typeof setTimeout>;
}

const randomId = () => crypto.randomUUID();

/**
 * The tabs' shared database. One tab leads: it holds a Web Lock and its worker owns the OPFS file. The others send
 * their requests over a BroadcastChannel; when the leader goes, the lock passes on, the new leader says so, and
 * every request still waiting is sent again (cart batches carry ids, so a repeat changes nothing).
 */
export class DbClient {
  readonly tabId = randomId();
  #env: DbEnvironment;
  #status: DbStatus = { role: 'starting', ready: false, problem: null, temporaryCart: false, rebuilt: null };
  #listeners = new Set<(event: DbEvent) => void>();
  #pending = new Map<string, Pending>();
  /** Requests from other tabs that this leader's worker is answering: request id → asking tab and operation. */
  #remote = new Map<string, { from: string; op: DbOperation }>();
  #remoteQueue: Array<{ from: string; request: DbRequest }> = [];
  #channel: BroadcastChannel | null = null;
  #worker: Worker | null = null;
  #local: LocalDatabase | null = null;
  #releaseLock: (() => void) | null = null;
  #lockRequest: AbortController | null = null;

  constructor(env: DbEnvironment) {
    this.#env = env;
  }

  get status(): DbStatus {
    return this.#status;
  }

  /** Starts the store: local storage without OPFS, otherwise the election. Never rejects. */
  async start(): Promise<void> {
    if (this.#env.locks) this.#warm();
    const opfs = await this.#env.probeOpfs().catch(() => false);
    if (!opfs || !this.#env.locks) {
      this.#worker?.terminate();
      this.#worker = null;
      this.#useLocal({ kind: 'unavailable', message: 'OPFS is not available in this browser window' });
      return;
    }
    this.#channel = this.#env.createChannel(CHANNEL_NAME);
    this.#channel.onmessage = (event: MessageEvent<ChannelMessage>) => this.#onChannel(event.data);
    this.#env.onPageHide(() => this.#stepDown());
    this.#env.onPageShow((persisted) => {
      if (persisted) this.#elect();
    });
    this.#elect();
  }

  subscribe(listener: (event: DbEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** One request to the store, wherever it lives; rejects with a DbFailure. */
  request<O extends DbOperation>(op: O, args: ArgsOf<O>): Promise<ResultOf<O>> {
    const request: DbRequest = { id: randomId(), op, args };
    if (this.#local) return this.#settle(this.#local.handle(request)) as Promise<ResultOf<O>>;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(request.id);
        reject({ kind: 'unavailable', message: `no answer to ${op}` } satisfies DbFailure);
      }, this.#env.requestTimeoutMs ?? 15_000);
      this.#pending.set(request.id, { request, resolve: resolve as (r: unknown) => void, reject, timer });
      this.#send(request);
    });
  }

  /** Tells the other tabs that these tags were invalidated (this tab refetches on its own). */
  announceInvalidated(tags: string[]): void {
    this.#post({ type: 'invalidated', from: this.tabId, tags });
  }

  /** Tells the other tabs the cache was wiped (logout). */
  announceCacheCleared(): void {
    this.#post({ type: 'cache-cleared', from: this.tabId });
  }

  #emit(event: DbEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  #setStatus(patch: Partial<DbStatus>): void {
    this.#status = { ...this.#status, ...patch };
    this.#emit({ type: 'status', status: this.#status });
  }

  #post(message: ChannelMessage): void {
    this.#channel?.postMessage(message);
  }

  #settle(reply: DbReply): Promise<unknown> {
    if (reply.ok) return Promise.resolve(reply.result);
    this.#report(reply.error);
    return Promise.reject(reply.error);
  }

  #report(failure: DbFailure): void {
    if (failure.kind === 'quota' || failure.kind === 'corrupt') this.#setStatus({ problem: failure });
  }

  #useLocal(problem: DbFailure | null): void {
    this.#local = new LocalDatabase(this.#env.storage);
    // Tabs share the cart through local storage here; its meta key is written last in every change.
    this.#env.onStorageChange((key) => {
      if (key === CART_KEYS.meta) this.#emit({ type: 'cart', snapshot: readCartCopy(this.#env.storage) });
    });
    this.#setStatus({ role: 'local', ready: true, temporaryCart: true, problem });
    // Anything asked before the fallback was chosen is answered now.
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      const reply = this.#local.handle(pending.request);
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(reply.error);
    }
    this.#pending.clear();
  }

  #send(request: DbRequest): void {
    if (this.#status.role === 'leader') {
      if (this.#status.ready) this.#worker?.postMessage({ type: 'request', request });
      return; // sent when the worker has opened the database
    }
    this.#post({ type: 'request', from: this.tabId, request });
  }

  #elect(): void {
    this.#setStatus({ role: 'follower', ready: true });
    this.#post({ type: 'who-leads', tabId: this.tabId });
    this.#lockRequest = new AbortController();
    this.#env
      .locks!.request(
        LEADER_LOCK,
        { signal: this.#lockRequest.signal },
        () =>
          new Promise<void>((release) => {
            this.#releaseLock = release;
            this.#lead();
          }),
      )
      .catch(() => undefined); // aborted: this tab left before its turn came
  }

  // The worker starts loading SQLite's WebAssembly while the election runs, so a new leader only has to open the
  // file. A tab that turns out to follow lets its warm worker go when it hears who leads.
  #warm(): void {
    if (this.#worker) return;
    this.#worker = this.#env.createWorker();
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => this.#onWorker(event.data);
    this.#worker.postMessage({ type: 'warm' });
  }

  #lead(): void {
    this.#setStatus({ role: 'leader', ready: false });
    this.#warm();
    this.#worker!.postMessage({ type: 'open', persistent: true });
  }

  async #onOpened(recovered: boolean): Promise<void> {
    this.#setStatus({ ready: true, problem: null });
    this.#post({ type: 'leader', tabId: this.tabId, epoch: Date.now() });
    for (const pending of this.#pending.values())
      this.#worker?.postMessage({ type: 'request', request: pending.request });
    for (const { from, request } of this.#remoteQueue.splice(0)) this.#serveRemote(from, request);
    if (recovered) await this.#restoreCartAfterRebuild();
  }

  // The file was damaged and replaced: the cache refills from the network, the cart comes back from its copy.
  async #restoreCartAfterRebuild(): Promise<void> {
    const copy = readCartCopy(this.#env.storage);
    const restore = hasCartContent(copy);
    if (restore) {
      const { domains, portals, publications, redirects, mode, redirectPeriod, discountCode } = copy;
      await this.request('cart.write', {
        batchId: randomId(),
        changes: [
          ...domains.map((item) => ({ type: 'put' as const, collection: 'domains' as const, item })),
          ...portals.map((item) => ({ type: 'put' as const, collection: 'portals' as const, item })),
          ...publications.map((item) => ({ type: 'put' as const, collection: 'publications' as const, item })),
          ...redirects.map((item) => ({ type: 'put' as const, collection: 'redirects' as const, item })),
          { type: 'mode', mode },
          { type: 'redirectPeriod', period: redirectPeriod },
          { type: 'discountCode', code: discountCode },
        ],
      }).catch(() => undefined);
    }
    this.#setStatus({ rebuilt: { cartRestored: restore }, problem: { kind: 'corrupt', message: 'rebuilt' } });
  }

  #onWorker(message: FromWorker): void {
    switch (message.type) {
      case 'opened':
        void this.#onOpened(message.recovered);
        return;
      case 'open-failed':
        // No silent fallback while another tab holds the file: report it. Without OPFS at all, use local storage.
        if (message.error.kind === 'unavailable') this.#useLocal(message.error);
        else this.#setStatus({ ready: false, problem: message.error });
        return;
      case 'reply':
        this.#onReply(message.reply);
        return;
      case 'closed':
        return;
    }
  }

  #onReply(reply: DbReply): void {
    const remote = this.#remote.get(reply.id);
    const pending = this.#pending.get(reply.id);
    if (remote) {
      this.#remote.delete(reply.id);
      this.#post({ type: 'reply', to: remote.from, reply });
    }
    const op = remote?.op ?? pending?.request.op;
    if (pending) this.#resolve(pending, reply);
    // The caller has its answer once the transaction is committed; the copy and the notices follow right after.
    if (reply.ok && op === 'cart.write') {
      const snapshot = reply.result as CartSnapshot;
      const from = remote?.from ?? this.tabId;
      setTimeout(() => this.#afterCartWrite(snapshot, from), 0);
    }
  }

  // The leader tells every other tab the cart changed, and keeps the cart's local copy current.
  #afterCartWrite(snapshot: CartSnapshot, from: string): void {
    try {
      writeCartCopy(this.#env.storage, snapshot);
    } catch {
      this.#setStatus({ problem: { kind: 'quota', message: 'local storage is full' } });
    }
    this.#post({ type: 'cart-changed', from, snapshot });
    if (from !== this.tabId) this.#emit({ type: 'cart', snapshot });
  }

  #resolve(pending: Pending, reply: DbReply): void {
    clearTimeout(pending.timer);
    this.#pending.delete(pending.request.id);
    if (reply.ok) pending.resolve(reply.result);
    else {
      this.#report(reply.error);
      pending.reject(reply.error);
    }
  }

  #serveRemote(from: string, request: DbRequest): void {
    this.#remote.set(request.id, { from, op: request.op });
    this.#worker?.postMessage({ type: 'request', request });
  }

  #onChannel(message: ChannelMessage): void {
    switch (message.type) {
      case 'who-leads':
        if (this.#status.role === 'leader' && this.#status.ready)
          this.#post({ type: 'leader', tabId: this.tabId, epoch: Date.now() });
        return;
      case 'leader':
        // A new leader: everything still unanswered goes to it, and this tab's warm worker is not needed.
        if (this.#status.role !== 'leader') {
          for (const pending of this.#pending.values())
            this.#post({ type: 'request', from: this.tabId, request: pending.request });
          this.#worker?.terminate();
          this.#worker = null;
        }
        return;
      case 'request':
        if (this.#status.role !== 'leader') return;
        if (this.#status.ready) this.#serveRemote(message.from, message.request);
        else this.#remoteQueue.push({ from: message.from, request: message.request });
        return;
      case 'reply': {
        const pending = message.to === this.tabId ? this.#pending.get(message.reply.id) : undefined;
        if (pending) this.#resolve(pending, message.reply);
        return;
      }
      case 'cart-changed':
        if (message.from !== this.tabId) this.#emit({ type: 'cart', snapshot: message.snapshot });
        return;
      case 'invalidated':
        if (message.from !== this.tabId) this.#emit({ type: 'invalidated', tags: message.tags });
        return;
      case 'cache-cleared':
        if (message.from !== this.tabId) this.#emit({ type: 'cache-cleared' });
        return;
    }
  }

  // Leaving (pagehide): close the file and let go of the lock, so the next tab or the reloaded page can open it.
  // A follower withdraws from the election, so a page kept in the back-forward cache never ends up leading.
  #stepDown(): void {
    if (this.#status.role !== 'leader') {
      this.#lockRequest?.abort();
      this.#lockRequest = null;
      if (this.#status.role === 'follower') this.#setStatus({ role: 'starting', ready: false });
      return;
    }
    const worker = this.#worker;
    if (worker) {
      // Once the file is closed the worker has nothing left to do (the page may stay in the back-forward cache).
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        if (event.data.type === 'closed') worker.terminate();
      };
      worker.postMessage({ type: 'close' });
    }
    this.#worker = null;
    this.#releaseLock?.();
    this.#releaseLock = null;
    this.#setStatus({ role: 'starting', ready: false });
  }
}

import type { CartSnapshot } from '../../kernel/cart';
import { backUpCart, restoreCartFromBackup } from './cart-backup';
import { ChannelRelay } from './channel-relay';
import type { DbEnvironment } from './db-environment';
import type { DbEvent, DbStatus } from './db-status';
import { LeaderWorker } from './leader-worker';
import { startLocalFallback } from './local-fallback';
import type { LocalDatabase } from './local-database';
import { PendingRequests, readReply } from './pending-requests';
import { CHANNEL_NAME, type ArgsOf, type DbFailure, type DbOperation, type DbReply, type ResultOf } from './protocol';
import { TabLeadership } from './tab-leadership';

export type { DbEnvironment } from './db-environment';
export type { DbEvent, DbRole, DbStatus } from './db-status';

/**
 * The tabs' shared database. One tab leads: it holds a Web Lock and its worker owns the OPFS file. The others send
 * their requests over a BroadcastChannel; when the leader goes, the lock passes on, the new leader says so, and
 * every request still waiting is sent again (cart batches carry ids, so a repeat changes nothing). Without OPFS the
 * store is this window's memory and local storage.
 */
export class DbClient {
  readonly tabId = crypto.randomUUID();
  #env: DbEnvironment;
  #status: DbStatus = { role: 'starting', ready: false, problem: null, temporaryCart: false, rebuilt: null };
  #listeners = new Set<(event: DbEvent) => void>();
  #pending = new PendingRequests((failure) => this.#report(failure));
  #worker: LeaderWorker;
  #relay: ChannelRelay | null = null;
  #leadership: TabLeadership | null = null;
  #local: LocalDatabase | null = null;

  constructor(env: DbEnvironment) {
    this.#env = env;
    this.#worker = new LeaderWorker(() => env.createWorker(), {
      opened: (recovered) => void this.#onOpened(recovered),
      // No silent fallback while another tab holds the file: report it. Without OPFS at all, use local storage.
      openFailed: (error) =>
        error.kind === 'unavailable' ? this.#useLocal(error) : this.#setStatus({ ready: false, problem: error }),
      reply: (reply) => this.#onWorkerReply(reply),
    });
  }

  get status(): DbStatus {
    return this.#status;
  }

  /** Starts the store: local storage without OPFS, otherwise the election. Never rejects. */
  async start(): Promise<void> {
    const { locks } = this.#env;
    // The worker loads SQLite's WebAssembly while OPFS is probed and the election runs, so a new leader only has
    // to open the file. A tab that turns out to follow lets it go when it hears who leads.
    if (locks) this.#worker.warm();
    const opfs = await this.#env.probeOpfs().catch(() => false);
    if (!opfs || !locks) {
      this.#worker.discard();
      this.#useLocal({ kind: 'unavailable', message: 'OPFS is not available in this browser window' });
      return;
    }
    this.#leadership = new TabLeadership(locks);
    this.#relay = new ChannelRelay(this.#env.createChannel(CHANNEL_NAME), this.tabId, {
      leading: () => (this.#status.role !== 'leader' ? 'no' : this.#status.ready ? 'ready' : 'opening'),
      toWorker: (request) => this.#worker.send(request),
      newLeader: () => this.#onNewLeader(),
      reply: (reply) => this.#pending.settle(reply),
      news: (news) => this.#emit(news),
    });
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

  /** One request to the store, wherever it lives; rejects with a DbError. */
  request<O extends DbOperation>(op: O, args: ArgsOf<O>): Promise<ResultOf<O>> {
    if (this.#local) {
      const reply = this.#local.handle({ id: crypto.randomUUID(), op, args });
      if (!reply.ok) this.#report(reply.error);
      return new Promise((resolve) => resolve(readReply(op, reply)));
    }
    const { request, answer } = this.#pending.add(op, args, this.#env.requestTimeoutMs ?? 15_000);
    if (this.#status.role !== 'leader') this.#relay?.forward(request);
    else if (this.#status.ready) this.#worker.send(request);
    // A leader still opening its database sends the request once it is open.
    return answer;
  }

  /** Tells the other tabs that these tags were invalidated (this tab refetches on its own). */
  announceInvalidated(tags: string[]): void {
    this.#relay?.invalidated(tags);
  }

  /** Tells the other tabs the cache was wiped (logout). */
  announceCacheCleared(): void {
    this.#relay?.cacheCleared();
  }

  #emit(event: DbEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  #setStatus(patch: Partial<DbStatus>): void {
    this.#status = { ...this.#status, ...patch };
    this.#emit({ type: 'status', status: this.#status });
  }

  #report(failure: DbFailure): void {
    if (failure.kind === 'quota' || failure.kind === 'corrupt') this.#setStatus({ problem: failure });
  }

  #useLocal(problem: DbFailure): void {
    const local = startLocalFallback(this.#env, (snapshot) => this.#emit({ type: 'cart', snapshot }));
    this.#local = local;
    this.#setStatus({ role: 'local', ready: true, temporaryCart: true, problem });
    // Anything asked before the fallback was chosen is answered now.
    for (const request of this.#pending.requests()) this.#pending.settle(local.handle(request));
  }

  #elect(): void {
    this.#setStatus({ role: 'follower', ready: true });
    this.#relay?.askWhoLeads();
    this.#leadership?.elect(() => {
      this.#setStatus({ role: 'leader', ready: false });
      this.#worker.open();
    });
  }

  async #onOpened(recovered: boolean): Promise<void> {
    this.#setStatus({ ready: true, problem: null });
    this.#relay?.announceLeader();
    for (const request of this.#pending.requests()) this.#worker.send(request);
    this.#relay?.serveHeld();
    if (!recovered) return;
    // The file was damaged and replaced: the cache refills from the network, the cart comes back from its copy.
    const cartRestored = await restoreCartFromBackup(this.#env.storage, (changes) =>
      this.request('cart.write', { batchId: crypto.randomUUID(), changes }),
    );
    this.#setStatus({ rebuilt: { cartRestored }, problem: { kind: 'corrupt', message: 'rebuilt' } });
  }

  // A new leader: everything still unanswered goes to it, and this tab's warm worker is not needed.
  #onNewLeader(): void {
    if (this.#status.role === 'leader') return;
    for (const request of this.#pending.requests()) this.#relay?.forward(request);
    this.#worker.discard();
  }

  #onWorkerReply(reply: DbReply): void {
    const snapshot = reply.ok ? reply.result['cart.write'] : undefined;
    // The local copy is written before anyone hears of the write: a tab killed right after a confirmation then
    // still has every confirmed item in the copy, should the file ever need rebuilding from it.
    if (snapshot) this.#backUp(snapshot);
    const from = this.#relay?.returnReply(reply) ?? this.tabId;
    this.#pending.settle(reply);
    // The caller has its answer once the transaction is committed; the notices follow right after.
    if (snapshot) setTimeout(() => this.#announceCartWrite(snapshot, from), 0);
  }

  // The leader keeps the cart's local copy current.
  #backUp(snapshot: CartSnapshot): void {
    const failure = backUpCart(this.#env.storage, snapshot);
    if (failure) this.#setStatus({ problem: failure });
  }

  // The leader tells every other tab the cart changed.
  #announceCartWrite(snapshot: CartSnapshot, from: string): void {
    this.#relay?.cartChanged(from, snapshot);
    if (from !== this.tabId) this.#emit({ type: 'cart', snapshot });
  }

  // Leaving (pagehide): close the file and let go of the lock, so the next tab or the reloaded page can open it.
  // A follower withdraws from the election, so a page kept in the back-forward cache never ends up leading.
  #stepDown(): void {
    if (this.#status.role !== 'leader') {
      this.#leadership?.withdraw();
      if (this.#status.role === 'follower') this.#setStatus({ role: 'starting', ready: false });
      return;
    }
    this.#worker.close();
    this.#leadership?.resign();
    this.#setStatus({ role: 'starting', ready: false });
  }
}

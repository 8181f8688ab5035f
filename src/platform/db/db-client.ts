import { AfterCommitHooks, type AfterCommit } from './after-commit';
import type { DbEnvironment } from './db-environment';
import type { DbEvent, DbStatus } from './db-status';
import { PendingRequests, readReply } from './pending-requests';
import type { ArgsOf, DbFailure, DbNews, DbOperation, DbReply, DbRequest, RebuildReport, ResultOf } from './protocol';
import { TabCoordinator } from './tab-coordinator';

export type { DbEnvironment } from './db-environment';
export type { DbEvent, DbRole, DbStatus } from './db-status';
export type { AfterCommit, Commit } from './after-commit';

/** The store of a window without OPFS, answering in the page itself. */
export interface LocalStore {
  handle(request: DbRequest): DbReply;
}

/** Makes the local store when it is needed; `hear` takes the other windows' news. */
export type OpenLocalStore = (hear: (news: DbNews) => void) => LocalStore;

/**
 * The tabs' shared database as a typed transport: `request` sends one operation to wherever the store lives and
 * returns its typed result, `subscribe` hears the status and the other tabs' news. Which tab owns the file is the
 * coordinator's business (tab-coordinator.ts); what happens around a store's requests is the store's, plugged in
 * with `afterCommit` and `afterRebuild`. Requests are re-sent when the leader changes, so a store's writes carry ids
 * that make a repeat change nothing. Without OPFS the local store answers in the page (browser-db.ts gives it).
 */
export class DbClient {
  readonly tabId = crypto.randomUUID();
  #env: DbEnvironment;
  #status: DbStatus = { role: 'starting', ready: false, problem: null, temporaryCart: false, rebuilt: null };
  #listeners = new Set<(event: DbEvent) => void>();
  #pending = new PendingRequests((failure) => this.#report(failure));
  #coordinator: TabCoordinator;
  #openLocal: OpenLocalStore;
  #local: LocalStore | null = null;
  #afterCommit = new AfterCommitHooks();
  #afterRebuild = new Set<() => Promise<RebuildReport>>();

  constructor(env: DbEnvironment, openLocal: OpenLocalStore) {
    this.#env = env;
    this.#openLocal = openLocal;
    this.#coordinator = new TabCoordinator(env, {
      tabId: this.tabId,
      status: () => this.#status,
      setStatus: (patch) => this.#setStatus(patch),
      waiting: () => this.#pending.requests(),
      opened: (recovered) => void this.#onOpened(recovered),
      // No silent fallback while another tab holds the file: report it. Without OPFS at all, use local storage.
      openFailed: (error) =>
        error.kind === 'unavailable' ? this.#useLocal(error) : this.#setStatus({ ready: false, problem: error }),
      answered: (reply) => this.#onAnswered(reply),
      reply: (reply) => this.#pending.settle(reply),
      news: (news) => this.#emit(news),
    });
  }

  get status(): DbStatus {
    return this.#status;
  }

  /** Starts the store: local storage without OPFS, otherwise the election. Never rejects. */
  async start(): Promise<void> {
    if (await this.#coordinator.start()) return;
    this.#useLocal({ kind: 'unavailable', message: 'OPFS is not available in this browser window' });
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
    // A leader still opening its database sends the request once it is open.
    this.#coordinator.send(request);
    return answer;
  }

  /** Tells the other tabs the news (this tab acts on it by itself). */
  announce(news: DbNews): void {
    this.#coordinator.announce(this.tabId, news);
  }

  /**
   * A store's step after each request of kind `op` commits in the leading tab's database, whichever tab asked: it
   * runs before the asking tab hears the answer, and what it announces reaches the other tabs right after. Returns
   * its removal. (Without OPFS a window's own store answers, and there is no leader to do this.)
   */
  afterCommit<O extends DbOperation>(op: O, hook: AfterCommit<O>): () => void {
    return this.#afterCommit.add(op, hook);
  }

  /** A store's step once a damaged database file was replaced by an empty one: it restores what it can. */
  afterRebuild(hook: () => Promise<RebuildReport>): () => void {
    this.#afterRebuild.add(hook);
    return () => {
      this.#afterRebuild.delete(hook);
    };
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
    const local = this.#openLocal((news) => this.#emit(news));
    this.#local = local;
    this.#setStatus({ role: 'local', ready: true, temporaryCart: true, problem });
    // Anything asked before the fallback was chosen is answered now.
    for (const request of this.#pending.requests()) this.#pending.settle(local.handle(request));
  }

  // The file was damaged and replaced: the cache refills from the network, the stores restore the rest.
  async #onOpened(recovered: boolean): Promise<void> {
    if (!recovered) return;
    const rebuilt: RebuildReport = {};
    for (const rebuild of this.#afterRebuild) Object.assign(rebuilt, await rebuild());
    this.#setStatus({ rebuilt, problem: { kind: 'corrupt', message: 'rebuilt' } });
  }

  // This leader's worker answered: the stores' steps first, then the answer, then their news.
  #onAnswered(reply: DbReply): void {
    const news: DbNews[] = [];
    this.#afterCommit.run(reply, {
      announce: (item) => news.push(item),
      report: (failure) => this.#setStatus({ problem: failure }),
    });
    const from = this.#coordinator.returnReply(reply);
    this.#pending.settle(reply);
    // The caller has its answer once the transaction is committed; the notices follow right after.
    if (news.length > 0) setTimeout(() => this.#announceFrom(from, news), 0);
  }

  // The asking tab knows already; every other tab hears it, this leader included.
  #announceFrom(from: string, news: readonly DbNews[]): void {
    for (const item of news) {
      this.#coordinator.announce(from, item);
      if (from !== this.tabId) this.#emit(item);
    }
  }
}

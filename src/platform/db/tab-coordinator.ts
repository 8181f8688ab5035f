import { ChannelRelay } from './channel-relay';
import type { DbEnvironment } from './db-environment';
import type { DbStatus } from './db-status';
import { LeaderWorker } from './leader-worker';
import { CHANNEL_NAME, type DbFailure, type DbNews, type DbReply, type DbRequest } from './protocol';
import { TabLeadership } from './tab-leadership';

/** The tab the coordinator works for, as it needs it. */
export interface CoordinatedTab {
  readonly tabId: string;
  status(): DbStatus;
  setStatus(patch: Partial<DbStatus>): void;
  /** This tab's requests still unanswered, oldest first: they go again to a new leader, or to this one once open. */
  waiting(): DbRequest[];
  /** This tab's worker has opened the file; `recovered` when a damaged file was replaced by an empty one. */
  opened(recovered: boolean): void;
  openFailed(error: DbFailure): void;
  /** This leader's worker answered a request, this tab's or another tab's, once it is committed. */
  answered(reply: DbReply): void;
  /** The leader's answer to one of this tab's requests. */
  reply(reply: DbReply): void;
  /** Another tab's news. */
  news(news: DbNews): void;
}

/**
 * Which tab owns the database file. One tab leads: it holds a Web Lock and its worker owns the OPFS file; the others
 * send their requests over a BroadcastChannel. When the leader goes, the lock passes on, the new leader says so, and
 * every request still waiting is sent again.
 */
export class TabCoordinator {
  #worker: LeaderWorker;
  #relay: ChannelRelay | null = null;
  #leadership: TabLeadership | null = null;

  constructor(
    private readonly env: DbEnvironment,
    private readonly tab: CoordinatedTab,
  ) {
    this.#worker = new LeaderWorker(() => env.createWorker(), {
      opened: (recovered) => this.#onOpened(recovered),
      openFailed: (error) => tab.openFailed(error),
      reply: (reply) => tab.answered(reply),
    });
  }

  /** Joins the election; false where OPFS or Web Locks are missing, and the tab keeps a store of its own. */
  async start(): Promise<boolean> {
    const { locks } = this.env;
    // The worker loads SQLite's WebAssembly while OPFS is probed and the election runs, so a new leader only has
    // to open the file. A tab that turns out to follow lets it go when it hears who leads.
    if (locks) this.#worker.warm();
    const opfs = await this.env.probeOpfs().catch(() => false);
    if (!opfs || !locks) {
      this.#worker.discard();
      return false;
    }
    this.#leadership = new TabLeadership(locks);
    this.#relay = new ChannelRelay(this.env.createChannel(CHANNEL_NAME), this.tab.tabId, {
      leading: () => {
        const { role, ready } = this.tab.status();
        return role !== 'leader' ? 'no' : ready ? 'ready' : 'opening';
      },
      toWorker: (request) => this.#worker.send(request),
      newLeader: () => this.#onNewLeader(),
      reply: (reply) => this.tab.reply(reply),
      news: (news) => this.tab.news(news),
    });
    this.env.onPageHide(() => this.#stepDown());
    this.env.onPageShow((persisted) => {
      if (persisted) this.#elect();
    });
    this.#elect();
    return true;
  }

  /** Sends one of this tab's requests to whoever leads; a leader still opening its file sends it once open. */
  send(request: DbRequest): void {
    const { role, ready } = this.tab.status();
    if (role !== 'leader') this.#relay?.forward(request);
    else if (ready) this.#worker.send(request);
  }

  /** Sends this worker's reply back to the tab that asked; returns that tab's id (this tab's, for its own). */
  returnReply(reply: DbReply): string {
    return this.#relay?.returnReply(reply) ?? this.tab.tabId;
  }

  /** Tells every tab but `from` the news. */
  announce(from: string, news: DbNews): void {
    this.#relay?.announce(from, news);
  }

  #elect(): void {
    this.tab.setStatus({ role: 'follower', ready: true });
    this.#relay?.askWhoLeads();
    this.#leadership?.elect(() => {
      this.tab.setStatus({ role: 'leader', ready: false });
      this.#worker.open();
    });
  }

  #onOpened(recovered: boolean): void {
    this.tab.setStatus({ ready: true, problem: null });
    this.#relay?.announceLeader();
    for (const request of this.tab.waiting()) this.#worker.send(request);
    this.#relay?.serveHeld();
    this.tab.opened(recovered);
  }

  // A new leader: everything still unanswered goes to it, and this tab's warm worker is not needed.
  #onNewLeader(): void {
    if (this.tab.status().role === 'leader') return;
    for (const request of this.tab.waiting()) this.#relay?.forward(request);
    this.#worker.discard();
  }

  // Leaving (pagehide): close the file and let go of the lock, so the next tab or the reloaded page can open it.
  // A follower withdraws from the election, so a page kept in the back-forward cache never ends up leading.
  #stepDown(): void {
    if (this.tab.status().role !== 'leader') {
      this.#leadership?.withdraw();
      if (this.tab.status().role === 'follower') this.tab.setStatus({ role: 'starting', ready: false });
      return;
    }
    this.#worker.close();
    this.#leadership?.resign();
    this.tab.setStatus({ role: 'starting', ready: false });
  }
}

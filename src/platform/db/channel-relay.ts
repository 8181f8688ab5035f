import type { ChannelMessage, DbNews, DbReply, DbRequest } from './protocol';

/** This tab, as the relay needs it. */
export interface RelayListener {
  /** Whether this tab leads: `opening` until its database is open. */
  leading(): 'ready' | 'opening' | 'no';
  /** Hands another tab's request to this leader's worker. */
  toWorker(request: DbRequest): void;
  /** Another tab has opened the database and leads now. */
  newLeader(): void;
  /** The leader's answer to one of this tab's requests. */
  reply(reply: DbReply): void;
  /** Another tab's news (a store's change the other tabs should know of). */
  news(news: DbNews): void;
}

/**
 * The tabs' BroadcastChannel: followers send their requests through it to the leader, the leader sends the
 * answers back to the tab that asked, and any tab passes on the stores' news. A tab's own messages are ignored.
 */
export class ChannelRelay {
  /** Other tabs' requests this tab's worker is answering: request id → asking tab. */
  #answering = new Map<string, string>();
  /** Other tabs' requests that came while this leader's database was still opening. */
  #held: Array<{ from: string; request: DbRequest }> = [];

  constructor(
    private readonly channel: BroadcastChannel,
    private readonly tabId: string,
    private readonly listener: RelayListener,
  ) {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => this.#receive(event.data);
  }

  askWhoLeads(): void {
    this.#post({ type: 'who-leads', tabId: this.tabId });
  }

  announceLeader(): void {
    this.#post({ type: 'leader', tabId: this.tabId, epoch: Date.now() });
  }

  /** Sends this tab's request to whoever leads. */
  forward(request: DbRequest): void {
    this.#post({ type: 'request', from: this.tabId, request });
  }

  /** Hands the requests held while the database opened to this leader's worker (it is open now). */
  serveHeld(): void {
    for (const { from, request } of this.#held.splice(0)) this.#serve(from, request);
  }

  /** Sends a worker's reply back to the tab that asked; returns that tab's id, or this tab's for its own request. */
  returnReply(reply: DbReply): string {
    const from = this.#answering.get(reply.id);
    if (from === undefined) return this.tabId;
    this.#answering.delete(reply.id);
    this.#post({ type: 'reply', to: from, reply });
    return from;
  }

  /** Tells every tab but `from` (the tab the news came from, which knows already). */
  announce(from: string, news: DbNews): void {
    this.#post({ type: 'news', from, news });
  }

  #post(message: ChannelMessage): void {
    this.channel.postMessage(message);
  }

  // The worker's answer is returned to the asking tab by `returnReply`.
  #serve(from: string, request: DbRequest): void {
    this.#answering.set(request.id, from);
    this.listener.toWorker(request);
  }

  #receive(message: ChannelMessage): void {
    switch (message.type) {
      case 'who-leads':
        if (this.listener.leading() === 'ready') this.announceLeader();
        return;
      case 'leader':
        this.listener.newLeader();
        return;
      case 'request': {
        const leading = this.listener.leading();
        if (leading === 'ready') this.#serve(message.from, message.request);
        else if (leading === 'opening') this.#held.push({ from: message.from, request: message.request });
        return;
      }
      case 'reply':
        if (message.to === this.tabId) this.listener.reply(message.reply);
        return;
      case 'news':
        if (message.from !== this.tabId) this.listener.news(message.news);
        return;
    }
  }
}

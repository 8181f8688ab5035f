import type { CartNews, CartOperations, CartRebuildReport } from './stores/cart/cart-operations';
import type { CacheNews, CacheOperations } from './stores/query-cache/cache-operations';

/** One event that reached an actor, as the QA log keeps it: payload and snapshot already redacted, as JSON. */
export interface QaEventEntry {
  /** When it reached the actor (ms since epoch). */
  at: number;
  actorId: string;
  machineId: string;
  eventType: string;
  payload: string;
  /** The actor's snapshot after the event, or null when it was not recorded. */
  snapshot: string | null;
}

/** A stored QA event: its id orders the log. */
export interface QaEventRow extends QaEventEntry {
  id: number;
}

/** Where the database lives: persistent OPFS, or memory (private windows, no OPFS). */
export type DbStorage = 'opfs' | 'memory';

/** The QA inspector's event log. */
interface QaOperations {
  /** Appends a batch in one transaction and drops the oldest beyond the cap; replies how many are kept. */
  'qa.append': { request: { events: QaEventEntry[] }; reply: number };
  /** The log in order, from after `afterId`, at most `limit` rows. */
  'qa.read': { request: { afterId?: number; limit?: number }; reply: QaEventRow[] };
  'qa.clear': { request: Record<string, never>; reply: null };
}

/** Every operation the store understands, each store's and its own: what a request carries and what its reply holds. */
export interface DbOperations extends CacheOperations, CartOperations, QaOperations {
  'db.info': { request: Record<string, never>; reply: { schemaVersion: number; storage: DbStorage } };
}

export type DbOperation = keyof DbOperations;

// Flat maps, so that indexing them with a generic operation stays sound (a nested `DbOperations[O]['reply']`
// would accept any operation's result where one operation's is due).
type DbArgs = { [O in DbOperation]: DbOperations[O]['request'] };
type DbResults = { [O in DbOperation]: DbOperations[O]['reply'] };

export type ArgsOf<O extends DbOperation> = DbArgs[O];
export type ResultOf<O extends DbOperation> = DbResults[O];

export interface DbRequest<O extends DbOperation = DbOperation> {
  id: string;
  op: O;
  args: ArgsOf<O>;
}

/** A result travels under its operation's name, so the asking side reads back exactly the type it asked for. */
export type DbResult = { [O in DbOperation]?: ResultOf<O> };

/** A failure in words the app can show; `kind` tells a full disk from a damaged file. */
export interface DbFailure {
  kind: 'quota' | 'corrupt' | 'locked' | 'unavailable' | 'internal';
  message: string;
}

export type DbReply = { id: string; ok: true; result: DbResult } | { id: string; ok: false; error: DbFailure };

/** What the stores tell the other tabs; `from` on the channel is the tab that already knows. */
export type DbNews = CartNews | CacheNews;

/** What the stores did after the damaged database file was replaced by an empty one. */
export type RebuildReport = Partial<CartRebuildReport>;

/** Main thread → its worker. */
export type ToWorker =
  | { type: 'warm' }
  | { type: 'open'; persistent: boolean }
  | { type: 'request'; request: DbRequest }
  | { type: 'close' };

/** Worker → main thread. */
export type FromWorker =
  | { type: 'opened'; storage: DbStorage; recovered: boolean }
  | { type: 'open-failed'; error: DbFailure }
  | { type: 'reply'; reply: DbReply }
  | { type: 'closed' };

/** Between tabs, on the BroadcastChannel. Requests and replies carry the sending tab's id. */
export type ChannelMessage =
  | { type: 'leader'; tabId: string; epoch: number }
  | { type: 'who-leads'; tabId: string }
  | { type: 'request'; from: string; request: DbRequest }
  | { type: 'reply'; to: string; reply: DbReply }
  | { type: 'news'; from: string; news: DbNews };

export const CHANNEL_NAME = 'domenika-db';
export const LEADER_LOCK = 'domenika-db-leader';

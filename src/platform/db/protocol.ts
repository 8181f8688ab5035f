import type { CartChange, CartSnapshot } from '../../kernel/cart';

/** One persisted query of the API cache (TanStack Query's persister writes these). */
export interface CacheEntry {
  key: string;
  /** The spec's cache tag: the first element of the query key. */
  tag: string;
  value: string;
  /** When the data was fetched (ms since epoch); entries expire 60 s after it. */
  updatedAt: number;
}

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

/** Every operation the store understands: what a request carries and what its reply holds. */
export interface DbOperations {
  'cache.get': { request: { key: string; now: number }; reply: string | null };
  'cache.put': { request: CacheEntry; reply: null };
  'cache.delete': { request: { key: string }; reply: null };
  'cache.entries': { request: { now: number }; reply: Array<[string, string]> };
  'cache.invalidate': { request: { tags: string[] }; reply: number };
  'cache.clear': { request: Record<string, never>; reply: null };
  'cache.purge': { request: { olderThan: number }; reply: number };
  'cart.read': { request: Record<string, never>; reply: CartSnapshot };
  /** A batch of changes in one transaction; `batchId` makes a re-sent batch harmless. */
  'cart.write': { request: { batchId: string; changes: CartChange[] }; reply: CartSnapshot };
  /** Appends a batch in one transaction and drops the oldest beyond the cap; replies how many are kept. */
  'qa.append': { request: { events: QaEventEntry[] }; reply: number };
  /** The log in order, from after `afterId`, at most `limit` rows. */
  'qa.read': { request: { afterId?: number; limit?: number }; reply: QaEventRow[] };
  'qa.clear': { request: Record<string, never>; reply: null };
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
  | { type: 'cart-changed'; from: string; snapshot: CartSnapshot }
  | { type: 'invalidated'; from: string; tags: string[] }
  | { type: 'cache-cleared'; from: string };

export const CHANNEL_NAME = 'domenika-db';
export const LEADER_LOCK = 'domenika-db-leader';

import type { CartChange, CartSnapshot } from '../model/cart';

/** One persisted query of the API cache (TanStack Query's persister writes these). */
export interface CacheEntry {
  key: string;
  /** The spec's cache tag: the first element of the query key. */
  tag: string;
  value: string;
  /** When the data was fetched (ms since epoch); entries expire 60 s after it. */
  updatedAt: number;
}

/** Every request the database understands, with its result type. */
export interface DbOperations {
  'cache.get': { args: { key: string; now: number }; result: string | null };
  'cache.put': { args: CacheEntry; result: null };
  'cache.delete': { args: { key: string }; result: null };
  'cache.entries': { args: { now: number }; result: Array<[string, string]> };
  'cache.invalidate': { args: { tags: string[] }; result: number };
  'cache.clear': { args: Record<string, never>; result: null };
  'cache.purge': { args: { olderThan: number }; result: number };
  'cart.read': { args: Record<string, never>; result: CartSnapshot };
  /** A batch of changes in one transaction; `batchId` makes a re-sent batch harmless. */
  'cart.write': { args: { batchId: string; changes: CartChange[] }; result: CartSnapshot };
  'db.info': { args: Record<string, never>; result: { schemaVersion: number; storage: DbStorage } };
}

export type DbOperation = keyof DbOperations;
export type ArgsOf<O extends DbOperation> = DbOperations[O]['args'];
export type ResultOf<O extends DbOperation> = DbOperations[O]['result'];

/** Where the database lives: persistent OPFS, or memory (private windows, no OPFS). */
export type DbStorage = 'opfs' | 'memory';

export interface DbRequest<O extends DbOperation = DbOperation> {
  id: string;
  op: O;
  args: ArgsOf<O>;
}

/** A failure in words the app can show; `kind` tells a full disk from a damaged file. */
export interface DbFailure {
  kind: 'quota' | 'corrupt' | 'locked' | 'unavailable' | 'internal';
  message: string;
}

export type DbReply = { id: string; ok: true; result: unknown } | { id: string; ok: false; error: DbFailure };

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

import type { CartSnapshot } from '../../kernel/cart';
import type { DbFailure } from './protocol';

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

/** News from another tab: its cart change, the tags it invalidated, its wiped cache (logout). */
export type DbNews =
  { type: 'cart'; snapshot: CartSnapshot } | { type: 'invalidated'; tags: string[] } | { type: 'cache-cleared' };

/** What the store tells its subscribers: its status, and the other tabs' news. */
export type DbEvent = { type: 'status'; status: DbStatus } | DbNews;

import type { DbFailure, DbNews, RebuildReport } from './protocol';

export type DbRole = 'starting' | 'leader' | 'follower' | 'local';

export interface DbStatus {
  role: DbRole;
  ready: boolean;
  /** The last failure worth telling the user about; the app keeps working from the network. */
  problem: DbFailure | null;
  /** True where OPFS is missing: the cart lives in this window's local storage only. */
  temporaryCart: boolean;
  /** The damaged database was rebuilt; the report says what the stores restored (the cart from its copy). */
  rebuilt: RebuildReport | null;
}

/** What the store tells its subscribers: its status, and the other tabs' news. */
export type DbEvent = { type: 'status'; status: DbStatus } | DbNews;

import type { Schemas } from '../../src/contract/types';

// The TypeScript types of columns the database knows only as JSON or as checked text. The generated schema.ts refers
// to them through the overrides in scripts/db-schema.ts.

/** The buyer's details as captured at checkout (orders.buyer, JSON). */
export type BuyerRecord = Schemas['Buyer'];

/** One link of a publication (user_articles.links, JSON `[{ url, anchor }]`). */
export interface ArticleLinkRecord {
  url: string;
  anchor: string;
}

/** One domain of an escrow transaction (escrow_transactions.items, JSON). */
export interface EscrowItemRecord {
  id: number;
  name: string;
  /** Grosze. */
  rent_price: number;
}

/** What an audit entry is about; the CHECK of migration 0007 lists the same names. */
export type AuditEntity = Schemas['AuditEntity'];

/** What was done; the CHECK of migration 0007 lists the same names. */
export type AuditAction = Schemas['AuditAction'];

/** An audit entry's before or after (JSON): the changed fields of an edit, or the whole record. */
export type AuditSnapshot = Record<string, unknown>;

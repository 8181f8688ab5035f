import type { Selectable } from 'kysely';
import type { DB, DiscountCodes, Domains, EscrowTransactions, OrderItems, Orders, Portals, Users } from './schema';

// The names the code uses for the generated table types (schema.ts, written by `npm run db:generate`).

export type { ArticleLinkRecord, BuyerRecord, EscrowItemRecord } from './column-types';

/** Every table, as Kysely sees them. */
export type Database = DB;

export type DiscountCodesTable = DiscountCodes;
export type DomainsTable = Domains;
export type EscrowTransactionsTable = EscrowTransactions;
export type OrderItemsTable = OrderItems;
export type OrdersTable = Orders;
export type PortalsTable = Portals;
export type UsersTable = Users;

/** A domain as the database returns it. */
export type DomainRow = Selectable<Domains>;

import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DiscountCodesTable } from '../db/tables';
import type { Schemas } from '../../src/contract/types';
import type { DiscountRule } from '../../src/kernel/pricing';
import { toPln } from '../../src/kernel/money';

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

export const DISCOUNT_MESSAGES = {
  unknown: 'Nieznany kod rabatowy',
  expired: 'Kod rabatowy wygasł',
  /** A code for portals, say, with only domains ordered: taking it silently would promise a discount never given. */
  notApplicable: 'Kod rabatowy nie dotyczy żadnej z zamawianych pozycji',
} as const;

/** A code by its text, whatever the letter case the customer typed. */
export function findDiscountCode(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where(sql<string>`lower(code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * Whether the code can be used at `now`. Not yet valid and used up are reported as "expired" too: the customer can
 * do nothing about either, and one message is easier to understand than three.
 */
export function isDiscountCodeUsable(row: DiscountCodeRow, now: Date): boolean {
  if (row.valid_from && row.valid_from.getTime() > now.getTime()) return false;
  if (row.valid_until && row.valid_until.getTime() < now.getTime()) return false;
  return row.max_uses === null || row.used_count < row.max_uses;
}

/** The rule the price model applies (grosze for an amount, percent for a percentage). */
export function toDiscountRule(row: DiscountCodeRow): DiscountRule {
  return {
    product_type: row.product_type as DiscountRule['product_type'],
    type: row.type as DiscountRule['type'],
    discount: row.discount,
  };
}

/** The DiscountCode resource: an amount in PLN, a percentage as a number of percent. */
export function toDiscountCodeResource(row: DiscountCodeRow): Schemas['DiscountCode'] {
  return {
    code: row.code,
    product_type: row.product_type as Schemas['DiscountCode']['product_type'],
    type: row.type as Schemas['DiscountCode']['type'],
    discount: row.type === '0' ? toPln(row.discount) : row.discount,
    valid_until: row.valid_until ? row.valid_until.toISOString() : null,
  };
}

/**
 * Counts one use, unless the limit has been reached meanwhile; the condition in the update makes two orders racing
 * for the last use of a code end with one winner.
 */
export async function claimDiscountCode(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('discount_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

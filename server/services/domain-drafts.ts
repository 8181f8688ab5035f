import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { DomainsTable } from '../db/tables';
import { recordAudit, type AuditActor } from './audit-log';

/**
 * What an imported name becomes until an administrator prices it: a `draft`, which no customer sees or buys, of the
 * SEO listing type, at 0 zł. Only a draft may cost 0 zł (migration 0008 and checkDomainInput), so publishing one
 * means pricing it first (openapi: adminImportCheckedDomains).
 */
const DRAFT_DOMAIN: Omit<Insertable<DomainsTable>, 'name'> = {
  type: 1,
  status: 'draft',
  description: null,
  price: 0,
  sale_price: 0,
  rent_price: null,
  redirect_price_30: null,
  redirect_price_90: null,
  redirect_price_365: null,
  // Not measured yet: the provider's numbers are shown on the check screen, not stored.
  dfs_rating: 0,
  backlinks: 0,
  ref_domains: 0,
  max_visibility: 0,
  anchor_links: 0,
};

export interface DraftImport {
  created: number;
  ids: number[];
  /** Names already in the catalogue, also those added by someone else meanwhile. */
  skipped: string[];
}

/**
 * Adds the names missing from the catalogue as drafts, in one transaction with its audit entry. A name
 * inserted meanwhile by someone else is skipped by the unique name rather than failing the whole import.
 */
export async function importDraftDomains(
  db: Db,
  actor: AuditActor,
  /** Valid, normalised and distinct: the handler checks them with the check-details rules. */
  wanted: string[],
  now: Date,
): Promise<DraftImport> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('domains')
      .values(wanted.map((name) => ({ ...DRAFT_DOMAIN, name, created_at: now, updated_at: now })))
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning(['id', 'name'])
      .execute();
    const created = new Set(inserted.map((row) => row.name));
    const skipped = wanted.filter((name) => !created.has(name));
    if (inserted.length > 0) {
      await recordAudit(trx, {
        ...actor,
        entity: 'check_details',
        entity_id: null,
        action: 'check_details.import',
        before: null,
        after: { names: inserted.map((row) => row.name), ids: inserted.map((row) => row.id), ...DRAFT_DOMAIN },
      });
    }
    return { created: inserted.length, ids: inserted.map((row) => row.id), skipped };
  });
}

import type { Db } from '../db/database';
import type { DomainRow } from '../db/tables';
import type { Schemas } from '../../src/contract/types';
import { changedFields, type AuditActor, type AuditRecord } from './audit-log';
import { toDomains } from './domains';

// Bookkeeping that changes with every save and says nothing an administrator changed.
const NOT_AUDITED = new Set(['id', 'created_at', 'updated_at']);

/** A domain as the audit log keeps it: the API's fields (prices in złoty), tags and industries by name. */
export function domainSnapshot(domain: Schemas['Domain']): Record<string, unknown> {
  const fields = Object.entries(domain).filter(([key]) => !NOT_AUDITED.has(key));
  return {
    ...Object.fromEntries(fields),
    tags: domain.tags.map((tag) => tag.name),
    industries: domain.industries.map((industry) => industry.name),
  };
}

/** Snapshots of the domains `ids` as they are now in `trx`, by id. */
export async function domainSnapshots(trx: Db, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows: DomainRow[] = await trx.selectFrom('domains').selectAll().where('id', 'in', ids).execute();
  const domains = await toDomains(trx, rows);
  return new Map(domains.map((domain) => [domain.id, domainSnapshot(domain)]));
}

/** One `action` entry per domain whose snapshot changed between `before` and `after`. */
export function domainEdits(
  actor: AuditActor,
  action: 'domain.update' | 'domain.bulk_update',
  before: Map<number, Record<string, unknown>>,
  after: Map<number, Record<string, unknown>>,
): AuditRecord[] {
  return [...after].flatMap(([id, now]) => {
    const diff = changedFields(before.get(id) ?? {}, now);
    return diff ? [{ ...actor, entity: 'domain' as const, entity_id: id, action, ...diff }] : [];
  });
}

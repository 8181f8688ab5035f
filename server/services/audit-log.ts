import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { pagingOf, readPage } from './pagination';

type Json = Record<string, unknown>;

/** Who made a change and from where: the signed-in administrator and the client address. */
export interface AuditActor {
  actor_id: number | null;
  ip: string | null;
}

/** One change to record. For an edit pass only the changed fields (see `changedFields`). */
export interface AuditRecord extends AuditActor {
  entity: Schemas['AuditEntity'];
  entity_id: number | null;
  action: Schemas['AuditAction'];
  before: Json | null;
  after: Json | null;
}

const toJson = (value: Json | null) => (value === null ? null : JSON.stringify(value));

/**
 * Writes audit entries. Pass the transaction of the change itself: the entry and the change then commit or roll
 * back together, so neither exists without the other.
 */
export async function recordAudit(trx: Db, ...entries: AuditRecord[]): Promise<void> {
  // 9 parameters a row; 1000 rows stay far below PostgreSQL's 65 535 parameters.
  for (let start = 0; start < entries.length; start += 1000) {
    await trx
      .insertInto('audit_log')
      .values(
        entries.slice(start, start + 1000).map((entry) => ({
          actor_id: entry.actor_id,
          actor_ip: entry.ip,
          entity: entry.entity,
          entity_id: entry.entity_id,
          action: entry.action,
          before: toJson(entry.before),
          after: toJson(entry.after),
        })),
      )
      .execute();
  }
}

/**
 * The fields whose value differs between two snapshots of a record, as `{ before, after }` holding only those
 * fields; null when nothing changed (a save without changes is no change and leaves no entry).
 */
export function changedFields(before: Json, after: Json): { before: Json; after: Json } | null {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

/** A page of one entity's audit entries (or every entry about that kind of entity), newest first. */
export async function listAudit(
  db: Db,
  entity: Schemas['AuditEntity'],
  entityId: number | undefined,
  query: { page?: number; per_page?: number },
): Promise<Schemas['AuditEntryPage']> {
  let filtered = db.selectFrom('audit_log').where('audit_log.entity', '=', entity);
  if (entityId !== undefined) filtered = filtered.where('audit_log.entity_id', '=', entityId);
  const paging = pagingOf(query);
  const { rows, meta } = await readPage(db, filtered, paging, (offset, limit) =>
    // The actor as the entry recorded them, never today's users row: a renamed administrator must not rewrite history.
    filtered.selectAll('audit_log').orderBy('audit_log.id', 'desc').limit(limit).offset(offset).execute(),
  );
  return {
    ...meta,
    data: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actor_id !== null && row.actor_name !== null
          ? { id: row.actor_id, name: row.actor_name, email: row.actor_email ?? '' }
          : null,
      actor_ip: row.actor_ip,
      entity: row.entity,
      entity_id: row.entity_id,
      action: row.action,
      before: row.before,
      after: row.after,
    })),
  };
}

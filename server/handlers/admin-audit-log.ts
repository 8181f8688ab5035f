import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { listAudit } from '../services/audit-log';

/**
 * The audit log for administrators ("Historia zmian"). Read-only by design: there is no call that edits or deletes
 * an entry, and the table's trigger refuses both even to raw SQL.
 */
export function adminAuditLogHandlers(ctx: AppContext): Pick<Handlers, 'adminListAuditLog'> {
  const { db } = ctx;
  return {
    async adminListAuditLog(request) {
      const { entity, entity_id: entityId } = request.query;
      return listAudit(db, entity, entityId, request.query);
    },
  };
}

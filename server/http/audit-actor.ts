import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import type { AuditActor } from '../services/audit-log';

/**
 * The request's administrator and address, for the audit log. `request.ip` honours TRUST_PROXY only when it is
 * configured, so a client cannot write someone else's address into the log with X-Forwarded-For.
 */
export function auditActor(request: FastifyRequest): AuditActor {
  return { actor_id: currentUser(request).id, ip: request.ip || null };
}

import type { FastifyRequest } from 'fastify';
import { hasAnyPrivilege } from '../../src/kernel/privileges';
import type { Db } from '../db/database';
import { HttpError, MESSAGES } from '../http/errors';
import { findTokenOwner, type TokenOwner } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's owner on operations that declare bearerAuth; null elsewhere. */
    auth: TokenOwner | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/**
 * An onRequest hook for an operation admitting `roles`: 401 without a valid token, 403 when the user holds none of
 * the roles. It runs before body validation, so an anonymous caller learns nothing about the payload's rules.
 */
export function requireRoles(db: Db, roles: readonly string[]) {
  return async function authorize(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const owner = token ? await findTokenOwner(db, token) : null;
    if (!owner) throw new HttpError(401, MESSAGES.unauthenticated);
    if (roles.length > 0 && !hasAnyPrivilege(owner.user.privileges, roles)) {
      throw new HttpError(403, MESSAGES.forbidden);
    }
    request.auth = owner;
  };
}

/** The signed-in owner; for handlers of operations that declare bearerAuth, where the hook has set it. */
export function currentUser(request: FastifyRequest): TokenOwner['user'] {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.auth.user;
}

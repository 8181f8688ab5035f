import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, fieldError, notFound } from '../http/errors';
import { currentUser } from '../auth/guard';
import { revokeUserTokens } from '../auth/tokens';
import { PRIVILEGES } from '../../src/kernel/privileges';
import { adminRemovalRefusal, type AdminRemovalRefusal } from '../../src/kernel/admin-privilege-rule';
import { containsPattern } from '../services/like-pattern';
import { pagingOf, readPage } from '../services/pagination';
import { selectAdminUsers, toAdminUser } from '../services/admin-users';
import { auditActor } from '../http/audit-actor';
import { changedFields, recordAudit } from '../services/audit-log';

type AdminUserOperations = 'adminListUsers' | 'adminGetUser' | 'adminUpdateUserPrivileges';

export const ADMIN_USER_MESSAGES = {
  notFound: 'Nie znaleziono użytkownika.',
  selfDemotion: 'Nie możesz odebrać sobie uprawnień administratora',
  lastAdmin: 'W systemie musi zostać co najmniej jeden administrator.',
  notAdminAnyMore: 'Nie masz już uprawnień administratora.',
} as const;

const REFUSALS: Record<AdminRemovalRefusal, string> = {
  self: ADMIN_USER_MESSAGES.selfDemotion,
  lastAdmin: ADMIN_USER_MESSAGES.lastAdmin,
};

const SORTS = {
  created_at: sql.ref('users.created_at'),
  // Case-insensitive, so "anna" and "Anna" sit together.
  name: sql`lower(users.name)`,
  email: sql`lower(users.email)`,
  orders_count: sql.ref('orders_count'),
} as const;

/** Users for administrators: list, details, and privileges. */
export function adminUserHandlers(ctx: AppContext): Pick<Handlers, AdminUserOperations> {
  const { db } = ctx;

  async function loadAdminUser(id: number) {
    const row = await selectAdminUsers(db).where('users.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return toAdminUser(row);
  }

  return {
    async adminListUsers(request) {
      const { search, privilege, verified, orderby = 'created_at', order = 'desc' } = request.query;
      let filtered = selectAdminUsers(db);
      const term = search?.trim();
      if (term) {
        const pattern = containsPattern(term);
        // NIPs are stored as ten digits; "526-025-02-74" finds one as well as "5260250274".
        const digits = term.replace(/[\s-]/g, '');
        const nipPattern = /^\d+$/.test(digits) ? containsPattern(digits) : null;
        filtered = filtered.where((eb) =>
          eb.or([
            eb('users.name', 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
            ...(nipPattern ? [eb('users.nip', 'like', nipPattern)] : []),
          ]),
        );
      }
      if (privilege) filtered = filtered.where(sql<boolean>`${privilege} = ANY(users.privileges)`);
      if (verified !== undefined)
        filtered = filtered.where('users.email_verified_at', verified ? 'is not' : 'is', null);
      const { rows, meta } = await readPage(db, filtered, pagingOf(request.query), (offset, limit) =>
        filtered.orderBy(SORTS[orderby], order).orderBy('users.id', order).limit(limit).offset(offset).execute(),
      );
      return { ...meta, data: rows.map(toAdminUser) };
    },

    async adminGetUser(request) {
      return loadAdminUser(request.params.id);
    },

    async adminUpdateUserPrivileges(request) {
      const admin = currentUser(request);
      const id = request.params.id;
      const before = await loadAdminUser(id);
      // Kept in the canonical order, so ['admin', 'user'] and ['user', 'admin'] are stored alike.
      const privileges = PRIVILEGES.filter((p) => request.body.privileges.includes(p));
      const removed = before.privileges.some((p) => !privileges.includes(p));
      await db.transaction().execute(async (trx) => {
        // Every administrator's row is locked while the rules are checked, so of two administrators demoting each
        // other at once the second sees the first's change and is refused.
        const admins = await trx
          .selectFrom('users')
          .select('id')
          .where(sql<boolean>`'admin' = ANY(users.privileges)`)
          .forUpdate()
          .execute();
        const adminIds = admins.map((a) => a.id);
        if (!adminIds.includes(admin.id)) throw new HttpError(403, ADMIN_USER_MESSAGES.notAdminAnyMore);
        const refusal = privileges.includes('admin')
          ? null
          : adminRemovalRefusal({
              targetIsAdmin: adminIds.includes(id),
              targetIsActor: id === admin.id,
              adminCount: adminIds.length,
            });
        if (refusal) throw fieldError('privileges', REFUSALS[refusal]);
        // Read under the row lock: another administrator may have changed them since `before` was loaded.
        const current = await trx.selectFrom('users').select('privileges').where('id', '=', id).forUpdate().execute();
        const diff = changedFields({ privileges: current[0]?.privileges ?? [] }, { privileges });
        await trx.updateTable('users').set({ privileges, updated_at: ctx.now() }).where('id', '=', id).execute();
        if (diff)
          await recordAudit(trx, {
            ...auditActor(request),
            entity: 'user',
            entity_id: id,
            action: 'user.privileges',
            ...diff,
          });
      });
      // The guard reads privileges from the database on every request, so the change is enforced at once. Tokens
      // are revoked only when something was taken away: the user's SPA then signs in again and stops showing
      // menus and routes it may no longer use. The administrator's own current session is kept.
      if (removed) await revokeUserTokens(db, id, id === admin.id ? request.auth?.tokenId : undefined);
      return loadAdminUser(id);
    },
  };
}

import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { containsPattern } from '../services/like-pattern';
import { pagingOf, readPage } from '../services/pagination';

type AdminOutboxOperations = 'adminListOutbox';

/**
 * The mail outbox for administrators ("Poczta wychodząca"). It holds password-reset and verification links, so
 * openapi.yaml admits administrators only; the guard enforces that before this handler runs.
 */
export function adminOutboxHandlers(ctx: AppContext): Pick<Handlers, AdminOutboxOperations> {
  const { db } = ctx;
  return {
    async adminListOutbox(request) {
      let filtered = db.selectFrom('outbox');
      const to = request.query.to?.trim();
      if (to) filtered = filtered.where('to_address', 'ilike', containsPattern(to));
      const { rows, meta } = await readPage(db, filtered, pagingOf(request.query), (offset, limit) =>
        filtered
          .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      );
      return {
        ...meta,
        data: rows.map((m) => ({
          id: m.id,
          to: m.to_address,
          subject: m.subject,
          text: m.text_body,
          created_at: m.created_at.toISOString(),
        })),
      };
    },
  };
}

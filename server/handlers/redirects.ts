import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { notFound } from '../http/errors';
import { currentUser } from '../auth/guard';
import { pagingOf, readPage } from '../services/pagination';
import {
  REDIRECT_MESSAGES,
  changeRedirectTarget,
  selectRedirects,
  toRedirect,
  type RedirectRow,
} from '../services/redirects';

type RedirectOperations = 'listMyRedirects' | 'getMyRedirect' | 'requestRedirectUpdate';

/** The customer's 301 redirects and changes of where they point. */
export function redirectHandlers(ctx: AppContext): Pick<Handlers, RedirectOperations> {
  const { db } = ctx;

  async function findOwn(userId: number, id: number): Promise<RedirectRow> {
    const row = await selectRedirects(db)
      .where('redirects.id', '=', id)
      .where('redirects.user_id', '=', userId)
      .executeTakeFirst();
    // Another customer's redirect answers like a missing one.
    if (!row) throw notFound(REDIRECT_MESSAGES.notFound);
    return row;
  }

  return {
    async listMyRedirects(request) {
      const own = selectRedirects(db).where('redirects.user_id', '=', currentUser(request).id);
      const { rows, meta } = await readPage(db, own, pagingOf(request.query), (offset, limit) =>
        own
          .orderBy('redirects.created_at', 'desc')
          .orderBy('redirects.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      );
      return { ...meta, data: rows.map(toRedirect) };
    },

    async getMyRedirect(request) {
      return toRedirect(await findOwn(currentUser(request).id, request.params.id));
    },

    async requestRedirectUpdate(request) {
      const { id, target_url } = request.body;
      const row = await findOwn(currentUser(request).id, id);
      const redirect = await changeRedirectTarget(db, row, target_url, ctx.now());
      return { message: REDIRECT_MESSAGES.updated, redirect };
    },
  };
}

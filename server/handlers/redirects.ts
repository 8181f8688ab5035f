import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { fieldError, notFound } from '../http/errors';
import { currentUser } from '../auth/guard';
import { VALIDATION_MESSAGES as M } from '../../src/model/validation-messages';
import { pagingOf, readPage } from '../services/pagination';
import { pointsAtDomain, selectRedirects, toRedirect, type RedirectRow } from '../services/redirects';

type RedirectOperations = 'listMyRedirects' | 'getMyRedirect' | 'requestRedirectUpdate';

export const REDIRECT_MESSAGES = {
  notFound: 'Nie znaleziono przekierowania.',
  updated: 'Adres docelowy przekierowania został zmieniony.',
  expired: 'To przekierowanie wygasło, więc nie można już zmienić jego adresu docelowego.',
  cancelled: 'To przekierowanie zostało anulowane, więc nie można zmienić jego adresu docelowego.',
  loop: 'Przekierowanie nie może wskazywać na tę samą domenę',
} as const;

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The reason a redirect's target can no longer be changed, or null while it is pending or running. */
function refusalFor(row: RedirectRow, now: Date): string | null {
  if (row.status === 'cancelled') return REDIRECT_MESSAGES.cancelled;
  // An active redirect past its end counts as expired even before a status sweep has marked it so.
  if (row.status === 'expired' || (row.ends_at && row.ends_at.getTime() <= now.getTime()))
    return REDIRECT_MESSAGES.expired;
  return null;
}

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
      const user = currentUser(request);
      const { id, target_url } = request.body;
      const row = await findOwn(user.id, id);
      const refusal = refusalFor(row, ctx.now());
      if (refusal) throw fieldError('id', refusal);
      const target = target_url.trim();
      const url = parseHttpUrl(target);
      if (!url) throw fieldError('target_url', M.url);
      if (pointsAtDomain(url, row.domain_name)) throw fieldError('target_url', REDIRECT_MESSAGES.loop);
      await db
        .updateTable('redirects')
        .set({ target_url: target, updated_at: ctx.now() })
        .where('id', '=', row.id)
        .execute();
      return { message: REDIRECT_MESSAGES.updated, redirect: toRedirect({ ...row, target_url: target }) };
    },
  };
}

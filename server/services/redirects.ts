import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { canChangeTarget, redirectPhase, redirectTargetError } from '../../src/model/redirect';
import { invalidField } from './errors';

/** Redirects joined with their domain's name: what the Redirect resource needs. */
export function selectRedirects(db: Db) {
  return db
    .selectFrom('redirects')
    .innerJoin('domains', 'domains.id', 'redirects.domain_id')
    .select([
      'redirects.id',
      'redirects.user_id',
      'redirects.domain_id',
      'domains.name as domain_name',
      'redirects.order_id',
      'redirects.target_url',
      'redirects.redirect_period',
      'redirects.status',
      'redirects.starts_at',
      'redirects.ends_at',
      'redirects.created_at',
    ]);
}

export type RedirectRow = Awaited<ReturnType<ReturnType<typeof selectRedirects>['executeTakeFirstOrThrow']>>;

/** The Redirect resource of openapi.yaml. */
export function toRedirect(row: RedirectRow): Schemas['Redirect'] {
  return {
    id: row.id,
    domain: { id: row.domain_id, name: row.domain_name },
    target_url: row.target_url,
    redirect_period: row.redirect_period as Schemas['RedirectPeriod'],
    status: row.status as Schemas['Redirect']['status'],
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    order_id: row.order_id,
    created_at: row.created_at.toISOString(),
  };
}

export const REDIRECT_MESSAGES = {
  notFound: 'Nie znaleziono przekierowania.',
  updated: 'Adres docelowy przekierowania został zmieniony.',
  expired: 'To przekierowanie wygasło, więc nie można już zmienić jego adresu docelowego.',
  cancelled: 'To przekierowanie zostało anulowane, więc nie można zmienić jego adresu docelowego.',
} as const;

/**
 * Points the redirect of `row` at `targetUrl` at once, under the rules of src/model/redirect.ts: not once it has
 * expired (an active one past its end included) or was cancelled, and only at a real http(s) host other than the
 * redirected domain. Returns the changed resource.
 */
export async function changeRedirectTarget(
  db: Db,
  row: RedirectRow,
  targetUrl: string,
  now: Date,
): Promise<Schemas['Redirect']> {
  const resource = toRedirect(row);
  const phase = redirectPhase(resource, now);
  if (!canChangeTarget(phase)) {
    throw invalidField('id', phase === 'cancelled' ? REDIRECT_MESSAGES.cancelled : REDIRECT_MESSAGES.expired);
  }
  const refusal = redirectTargetError(targetUrl, row.domain_name);
  if (refusal) throw invalidField('target_url', refusal);
  const target = targetUrl.trim();
  await db.updateTable('redirects').set({ target_url: target, updated_at: now }).where('id', '=', row.id).execute();
  return { ...resource, target_url: target };
}

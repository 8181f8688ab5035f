import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { canChangeTarget, redirectPhase, redirectTargetError } from '../../src/kernel/redirect';
import { InvalidInput, invalidField } from './errors';

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
 * Points the redirect of `row` at `targetUrl` at once, under the rules of src/kernel/redirect.ts: not once it has
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

/**
 * Refuses a checkout's redirect entries whose target breaks the rules of src/kernel/redirect.ts, field by field
 * (`redirects.<index>.target_url`), exactly as a later change of the target would be refused. Entries without a
 * target, and domains that do not exist (the order refuses those as unavailable), are left to the order.
 */
export async function checkCheckoutRedirectTargets(
  db: Db,
  entries: ReadonlyArray<{ id: number; target_url?: string | null }>,
): Promise<void> {
  const targeted = entries.map((entry, index) => ({ ...entry, index })).filter((e) => e.target_url != null);
  if (targeted.length === 0) return;
  const names = new Map(
    (
      await db
        .selectFrom('domains')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          targeted.map((e) => e.id),
        )
        .execute()
    ).map((d) => [d.id, d.name]),
  );
  const errors: Record<string, string[]> = {};
  for (const entry of targeted) {
    const name = names.get(entry.id);
    const refusal = name === undefined ? null : redirectTargetError(entry.target_url!, name);
    if (refusal) errors[`redirects.${entry.index}.target_url`] = [refusal];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
}

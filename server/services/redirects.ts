import { domainToASCII } from 'node:url';
import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';

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

function asciiHost(host: string): string {
  const trimmed = host.toLowerCase().replace(/\.$/, '');
  return domainToASCII(trimmed) || trimmed;
}

/**
 * Whether `target` leads back to the redirected domain: the domain itself or any host under it (www. and the
 * like), because all of them are served by the same redirect. Compared in punycode, so "żółw.pl" and
 * "xn--w-uga1v8h.pl" are the same host.
 */
export function pointsAtDomain(target: URL, domainName: string): boolean {
  const host = asciiHost(target.hostname);
  const domain = asciiHost(domainName);
  return host === domain || host.endsWith(`.${domain}`);
}

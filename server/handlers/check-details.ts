import type { AppContext } from '../context';
import type { Handlers, Schemas } from '../http/handler-types';
import { fieldError, validationFailed } from '../http/errors';
import { OPEN_ORDER_STATUSES } from '../../src/kernel/order-status';
import { domainListError, parseDomainList, parseDomainName } from '../../src/kernel/domain-list-input';
import { auditActor } from '../http/audit-actor';
import { importDraftDomains } from '../services/domain-drafts';
import { toDomains } from '../services/domains';
import type { DomainMetrics } from '../services/metrics-provider';
import type { Db } from '../db/database';

type OpenOrder = Schemas['DomainCheck']['open_orders'][number];
type ProviderState = 'ok' | 'not_configured' | 'failed';

const LIVE_REDIRECT_STATUSES = ['pending', 'active'];

/** The open orders and the count of live redirects of each catalogue domain, two queries for the whole list. */
async function usesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return { ordersOf: new Map<number, OpenOrder[]>(), redirectsOf: new Map<number, number>() };
  const orders = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['order_items.item_id as domain_id', 'orders.id', 'orders.number', 'orders.status'])
    .distinct()
    .where('order_items.kind', '=', 'domain')
    .where('order_items.item_id', 'in', ids)
    .where('orders.status', 'in', OPEN_ORDER_STATUSES)
    .orderBy('orders.id')
    .execute();
  const redirects = await db
    .selectFrom('redirects')
    .select(['domain_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('domain_id', 'in', ids)
    .where('status', 'in', LIVE_REDIRECT_STATUSES)
    .groupBy('domain_id')
    .execute();
  const ordersOf = new Map<number, OpenOrder[]>();
  for (const { domain_id, id, number, status } of orders) {
    ordersOf.set(domain_id, [
      ...(ordersOf.get(domain_id) ?? []),
      { id, number, status: status as OpenOrder['status'] },
    ]);
  }
  return { ordersOf, redirectsOf: new Map(redirects.map((r) => [r.domain_id, Number(r.count)])) };
}

/** Names to import, normalised by the check-details rules and merged; 422 naming each invalid one. */
function importableNames(names: string[]): string[] {
  const errors: Record<string, string[]> = {};
  const valid = new Set<string>();
  names.forEach((input, index) => {
    const entry = parseDomainName(input);
    if (entry.error) errors[`names.${index}`] = [`${input}: ${entry.error}`];
    else valid.add(entry.name);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return [...valid];
}

/**
 * "Sprawdź szczegóły": the pasted list parsed by the same rules as the screen, then for each distinct name the
 * catalogue entry (any status) with its open orders and live redirects, or the metrics provider's numbers for a name
 * outside the catalogue, or why the name is invalid. A fixed number of queries and one provider call per list.
 */
export function checkDetailsHandlers(
  ctx: AppContext,
): Pick<Handlers, 'adminCheckDetails' | 'adminImportCheckedDomains'> {
  const { db } = ctx;

  /** The provider's metrics of names outside the catalogue; a provider that fails leaves them unavailable. */
  async function providerMetrics(
    names: string[],
  ): Promise<{ state: ProviderState; metrics: Map<string, DomainMetrics> }> {
    const provider = ctx.adapters.metricsProvider;
    if (!provider) return { state: 'not_configured', metrics: new Map() };
    try {
      return { state: 'ok', metrics: await provider.metricsFor(names) };
    } catch {
      // Whatever went wrong outside, the catalogue's answer is still worth showing.
      return { state: 'failed', metrics: new Map() };
    }
  }

  return {
    async adminCheckDetails(request) {
      const list = parseDomainList(request.body.text);
      const refusal = domainListError(list);
      if (refusal) throw fieldError('text', refusal);

      const valid = list.entries.filter((entry) => entry.error === null).map((entry) => entry.name);
      const rows = valid.length ? await db.selectFrom('domains').selectAll().where('name', 'in', valid).execute() : [];
      const domains = await toDomains(db, rows);
      const byName = new Map(domains.map((domain) => [domain.name, domain]));
      const { ordersOf, redirectsOf } = await usesOf(
        db,
        rows.map((row) => row.id),
      );
      const unknown = valid.filter((name) => !byName.has(name));
      const provider = await providerMetrics(unknown);

      const data = list.entries.map(({ input, name, unicode, error }): Schemas['DomainCheck'] => {
        const domain = byName.get(name) ?? null;
        const common = { input, name, unicode, open_orders: [], active_redirects: 0 };
        if (error !== null) {
          return {
            ...common,
            state: 'invalid',
            reason: error,
            domain: null,
            metrics: null,
            metrics_unavailable: false,
          };
        }
        if (!domain) {
          const metrics = provider.metrics.get(name) ?? null;
          const metrics_unavailable = provider.state !== 'ok';
          return { ...common, state: 'not_in_catalogue', reason: null, domain, metrics, metrics_unavailable };
        }
        const { dfs_rating, backlinks, ref_domains, max_visibility } = domain;
        return {
          ...common,
          state: 'in_catalogue',
          reason: null,
          domain,
          metrics: { dfs_rating, backlinks, ref_domains, max_visibility },
          metrics_unavailable: false,
          open_orders: ordersOf.get(domain.id) ?? [],
          active_redirects: redirectsOf.get(domain.id) ?? 0,
        };
      });
      return { data, merged: list.merged, metrics_provider: provider.state };
    },

    async adminImportCheckedDomains(request) {
      return importDraftDomains(db, auditActor(request), importableNames(request.body.names), ctx.now());
    },
  };
}

import type { AppContext } from '../context';
import type { Handlers, Schemas } from '../http/handler-types';
import { OPEN_ORDER_STATUSES } from '../../src/model/order-status';
import { isValidDomainName, normalizeDomainQuery } from '../services/domain-name';
import { toDomains } from '../services/domains';

type OpenOrder = Schemas['DomainCheck']['open_orders'][number];

const LIVE_REDIRECT_STATUSES = ['pending', 'active'];

/**
 * "Sprawdź szczegóły": for each pasted name, whether it is a valid domain, the catalogue entry (any status), the
 * open orders that include it and its live redirects. Four queries for the whole list, whatever its length.
 */
export function checkDetailsHandlers(ctx: AppContext): Pick<Handlers, 'adminCheckDetails'> {
  const { db } = ctx;
  return {
    async adminCheckDetails(request) {
      const queries = request.body.domains;
      const names = queries.map(normalizeDomainQuery);
      const lookup = [...new Set(names.filter((name) => name !== ''))];
      const rows = lookup.length
        ? await db.selectFrom('domains').selectAll().where('name', 'in', lookup).execute()
        : [];
      const domains = await toDomains(db, rows);
      const ids = rows.map((row) => row.id);

      const orders = ids.length
        ? await db
            .selectFrom('orders')
            .innerJoin('order_items', 'order_items.order_id', 'orders.id')
            .select(['order_items.item_id as domain_id', 'orders.id', 'orders.number', 'orders.status'])
            .distinct()
            .where('order_items.kind', '=', 'domain')
            .where('order_items.item_id', 'in', ids)
            .where('orders.status', 'in', OPEN_ORDER_STATUSES)
            .orderBy('orders.id')
            .execute()
        : [];
      const redirects = ids.length
        ? await db
            .selectFrom('redirects')
            .select(['domain_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('domain_id', 'in', ids)
            .where('status', 'in', LIVE_REDIRECT_STATUSES)
            .groupBy('domain_id')
            .execute()
        : [];

      const byName = new Map(domains.map((domain) => [domain.name, domain]));
      const ordersOf = new Map<number, OpenOrder[]>();
      for (const { domain_id, id, number, status } of orders) {
        ordersOf.set(domain_id, [
          ...(ordersOf.get(domain_id) ?? []),
          { id, number, status: status as OpenOrder['status'] },
        ]);
      }
      const redirectsOf = new Map(redirects.map((r) => [r.domain_id, Number(r.count)]));

      return {
        data: queries.map((query, index) => {
          const name = names[index]!;
          const domain = byName.get(name) ?? null;
          return {
            query,
            name,
            valid: isValidDomainName(name),
            found: domain !== null,
            domain,
            open_orders: domain ? (ordersOf.get(domain.id) ?? []) : [],
            active_redirects: domain ? (redirectsOf.get(domain.id) ?? 0) : 0,
          };
        }),
      };
    },
  };
}

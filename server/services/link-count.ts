import { sql } from 'kysely';
import type { Db } from '../db/database';
import {
  filterDomains,
  sortDomains,
  type DomainFilters,
  type DomainListRequest,
  type DomainStatus,
  type LinkFilter,
} from './domain-filters';
import { TOTAL_CAP } from './pagination';

/**
 * The capped count of a list filtered by one tag or industry alone (`loneLinkFilter`), read from the link table:
 * the link rows carry their domain's status (migration 0010), so an index on (tag, status, domain) holds every
 * match in one range. Each id's range stops at TOTAL_CAP + 1 entries, and their union is the count: when any range
 * stops there, there are more than TOTAL_CAP matches; when none does, every range is whole and the union exact.
 * A domain with two of the ids is counted once.
 *
 * At most TOTAL_CAP matches, the statement also hands over the page's ids, sorted among the matches, so the page is
 * read by id; past it, `ids` is null and the page walks the sort order as for any filter.
 */
export function linkCountQuery(
  db: Db,
  link: LinkFilter,
  request: DomainListRequest,
  statuses: readonly DomainStatus[] | undefined,
  offset: number,
  limit: number,
  /** TOTAL_CAP; smaller in tests, which have fewer domains. */
  cap = TOTAL_CAP,
) {
  const statusFilters: DomainFilters = request.status ? { status: request.status } : {};
  const statusCondition = (values: readonly DomainStatus[] | undefined) =>
    values ? sql` and domain_status in (${sql.join(values.map((value) => sql`${value}`))})` : sql``;
  const ranges = link.ids.map(
    (id) =>
      sql`(select domain_id from ${sql.table(link.table)} where ${sql.ref(link.column)} = ${id}${statusCondition(
        statuses,
      )}${statusCondition(request.status ? [request.status] : undefined)} limit ${cap + 1})`,
  );
  // The status is checked again on the domains themselves: the copy is exact, and the check costs nothing there.
  const pageIds = sortDomains(
    filterDomains(db, statusFilters, statuses)
      .select('domains.id')
      .where('domains.id', 'in', sql<number>`(select domain_id from matched)`),
    request,
  )
    .limit(limit)
    .offset(offset);
  return sql<{ n: number; ids: number[] | null }>`with matched as materialized (${sql.join(ranges, sql` union `)})
    select (select count(*)::int from matched) as n,
      case when (select count(*) from matched) <= ${cap} then array(${pageIds}) end as ids`;
}

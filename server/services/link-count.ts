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
 * match in one range. Each id's range stops at TOTAL_CAP + 1 entries: when any range gets there, there are more than
 * TOTAL_CAP matches; when none does, every range is whole and their union is the exact count.
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
  // The role's statuses and the administrator's chosen one, both on the link's copy of the status.
  const statusSets = [statuses, request.status ? [request.status] : undefined].filter((values) => values !== undefined);
  const statusConditions = statusSets.map(
    (values) => sql` and domain_status in (${sql.join(values.map((value) => sql`${value}`))})`,
  );
  const ranges = link.ids.map(
    (id) =>
      sql`(select domain_id from ${sql.table(link.table)} where ${sql.ref(link.column)} = ${id}${sql.join(
        statusConditions,
        sql``,
      )} limit ${cap + 1})`,
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
  // A range that reaches cap + 1 entries settles it: more than the cap match. Only when none does are the ranges
  // merged, a domain with two of the ids counted once. OR stops at the first full range, so the usual case, one
  // large tag, reads a single range and hashes nothing.
  const overCap = sql.join(
    ranges.map((range) => sql`(select count(*) from ${range} r) > ${cap}`),
    sql` or `,
  );
  return sql<{ n: number; ids: number[] | null }>`with capped as materialized (select ${overCap} as over),
      matched as materialized (${sql.join(ranges, sql` union `)})
    select case when (select over from capped) then ${cap + 1} else (select count(*)::int from matched) end as n,
      case when not (select over from capped) and (select count(*) from matched) <= ${cap} then array(${pageIds}) end as ids`;
}

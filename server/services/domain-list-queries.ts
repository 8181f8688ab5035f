import { CompiledQuery, sql, type QueryCreator, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database, DomainRow } from '../db/tables';
import { DEFAULT_DOMAIN_SORT } from '../../src/kernel/search-vocabulary';
import {
  filterColumns,
  filterDomains,
  filtersBeyond,
  loneLinkFilter,
  sortColumnBounds,
  sortDomains,
  type DomainListRequest,
  type DomainStatus,
} from './domain-filters';
import { TOTAL_CAP, cappedCountQuery, pageOffset, type Paging } from './pagination';
import { linkCountQuery } from './link-count';

/**
 * How far into the sort order a filtered page looks before it collects the matches instead: 100 rows per row
 * wanted, at least 5 000 (more than 10 000 matches among a million is at least 1 %, so an unrelated filter finds
 * its 30 rows there) and at most 20 000.
 */
const WALK_PER_ROW = 100;
const WALK_MIN = 5_000;
const WALK_MAX = 20_000;

/** The count's answer: the capped total and, when the count pass collected them, the page's ids. */
interface CountRow {
  n: number;
  ids?: number[] | null;
}

/** One statement of a page read; `complete` says whether its rows are the page or the next step must run. */
export interface PageStep {
  strategy: 'walk' | 'bounded-walk' | 'collect' | 'by-id';
  query: CompiledQuery<DomainRow>;
  complete(rows: DomainRow[]): boolean;
}

/**
 * The statements behind one list request: a capped count, then the page read chosen by the count.
 * - A lone tag or industry filter is counted from its link table, which carries each domain's status
 *   (services/link-count.ts); at most TOTAL_CAP matches, that count hands over the page's ids too.
 * - At most TOTAL_CAP matches: collect them (ids and sort keys only) through the filters' own indexes and sort
 *   only those. With tag or industry filters, whose joins cost the most, or a name search, whose trigram index
 *   must be rechecked row by row on the table, the count pass itself keeps the ids and sort keys, so it hands over
 *   the page and the costly filter runs once. A rare name gains the most; a common one is over the cap, so nothing
 *   is handed over and its count is the same trigram recheck either way (figures in docs/performance.md).
 * - More, and no filter besides bounds on the sort column: walk the sort column's index, which is the answer.
 * - More, with other filters: walk a bounded head of the sort order and filter it. The metrics are correlated
 *   (a high rating comes with a high price), so "rating ≥ 70, cheapest first" would otherwise walk most of the
 *   index before finding 30 rows, which PostgreSQL's estimates cannot foresee. When the head holds too few
 *   matches, collect them all instead.
 * Exported so the benchmark runs exactly these statements directly on the database.
 */
export function domainListQueries(db: Db, request: DomainListRequest, statuses?: readonly DomainStatus[]) {
  const filtered = filterDomains(db, request, statuses);
  const bounds = sortColumnBounds(request);
  const costly = Boolean(request.tags?.length || request.industries?.length || request.name?.trim());
  const sorted = (from: QueryCreator<Database>, offset: number, limit: number) =>
    sortDomains(filterDomains(from, request, statuses).selectAll('domains'), request)
      .limit(limit)
      .offset(offset);
  // Inside a CTE named "domains" the name is still the table; after it, it means the CTE's rows, so the filters and
  // the sort apply unchanged to them.
  const over = (rows: SelectQueryBuilder<Database, 'domains', object>, materialized: boolean) =>
    db.with(
      (cte) => (materialized ? cte('domains').materialized() : cte('domains')),
      () => rows,
    ) as unknown as QueryCreator<Database>;
  // Ids and the sort key only: the covering indexes of migration 0004 hold them, so matches found through a
  // metric's index are sorted without reading the table. OFFSET 0 keeps PostgreSQL from merging the matches back
  // into one unbounded walk of the sort index (a subquery with an OFFSET is planned on its own), and unlike
  // MATERIALIZED it streams them into the sort instead of storing them first, which is faster for tens of thousands
  // of matches (figures in docs/performance.md).
  const sortKey = `domains.${request.orderby ?? DEFAULT_DOMAIN_SORT.orderby}` as const;
  const keys = over(filtered.select(['domains.id', sortKey]).offset(0), false);
  const pageIds = (from: QueryCreator<Database>, offset: number, limit: number) =>
    sortDomains(from.selectFrom('domains').select('domains.id'), request).limit(limit).offset(offset);
  const byIds = (ids: number[] | SelectQueryBuilder<Database, 'domains', { id: number }>) =>
    sortDomains(db.selectFrom('domains').selectAll('domains').where('domains.id', 'in', ids), request).compile();
  // The head is inlined as a subquery: its LIMIT keeps the filters out of it, and its order streams through them,
  // so the walk stops at the page's last row. It carries only the id, the sort key and what the filters read, which
  // the customer's sort indexes hold (migrations 0004 and 0013): without a name or category filter, the head is read
  // from the index alone, and the table only for the page's rows. The role's statuses are applied in the head.
  const headColumns = [
    ...new Set<keyof DomainRow>(['id', request.orderby ?? DEFAULT_DOMAIN_SORT.orderby, ...filterColumns(request)]),
  ].map((column) => `domains.${column}` as const);
  const boundedWalk = (offset: number, limit: number, head: number) => {
    const headRows = over(
      sortDomains(filterDomains(db, bounds, statuses).select(headColumns), request).limit(head),
      false,
    );
    return byIds(
      sortDomains(filterDomains(headRows, request).select('domains.id'), request).limit(limit).offset(offset),
    );
  };

  return {
    /** The capped count; with costly filters, also the page's ids when there are no more than TOTAL_CAP matches. */
    count({ page, perPage }: Paging): CompiledQuery<CountRow> {
      const offset = (page - 1) * perPage;
      if (!Number.isSafeInteger(offset)) return cappedCountQuery(filtered).compile(db);
      const link = loneLinkFilter(request);
      if (link) return linkCountQuery(db, link, request, statuses, offset, perPage).compile(db);
      if (!costly) return cappedCountQuery(filtered).compile(db);
      // The subqueries are written from `db`: inside this statement "domains" already means the collected keys.
      return over(filtered.select(['domains.id', sortKey]).limit(TOTAL_CAP + 1), true)
        .selectNoFrom([
          sql<number>`(select count(*)::int from domains)`.as('n'),
          sql<
            number[] | null
          >`case when (select count(*) from domains) <= ${TOTAL_CAP} then array(${pageIds(db, offset, perPage)}) end`.as(
            'ids',
          ),
        ])
        .compile();
    },
    /** The page's statements, in order: the next runs only when the previous one's rows are not the page. */
    pageSteps(offset: number, limit: number, total: number, collectedIds?: number[] | null): PageStep[] {
      const always = () => true;
      if (collectedIds)
        return collectedIds.length ? [{ strategy: 'by-id', query: byIds(collectedIds), complete: always }] : [];
      if (total <= TOTAL_CAP)
        return [{ strategy: 'collect', query: byIds(pageIds(keys, offset, limit)), complete: always }];
      if (!filtersBeyond(request, bounds))
        return [{ strategy: 'walk', query: sorted(db, offset, limit).compile(), complete: always }];
      const head = Math.min(WALK_MAX, Math.max(WALK_MIN, (offset + limit) * WALK_PER_ROW));
      return [
        {
          strategy: 'bounded-walk',
          query: boundedWalk(offset, limit, head),
          complete: (rows) => rows.length === limit,
        },
        { strategy: 'collect', query: byIds(pageIds(keys, offset, limit)), complete: always },
      ];
    },
  };
}

/** A domain row as JSON carries it: the timestamps are text. */
type JsonDomainRow = Omit<DomainRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

/**
 * Runs a page statement with its rows as one JSON value. PGlite decodes every field of a row result in JavaScript, so a
 * long page read as one JSON value costs less than half as much as read as rows (figures in docs/performance.md).
 * json_agg takes the rows in the order the statement returns them. JSON has no dates, so the two timestamps are
 * revived.
 */
async function readPage(db: Db, query: CompiledQuery<DomainRow>): Promise<DomainRow[]> {
  const asJson = CompiledQuery.raw(`select coalesce(json_agg(page), '[]'::json) as rows from (${query.sql}) page`, [
    ...query.parameters,
  ]);
  const [result] = (await db.executeQuery<{ rows: JsonDomainRow[] }>(asJson)).rows;
  return (result?.rows ?? []).map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  }));
}

/**
 * Counts and reads one page: the statements listDomainPage runs, which the benchmark also runs directly.
 * A page past the end is answered without reading.
 */
export async function readDomainList(db: Db, queries: ReturnType<typeof domainListQueries>, paging: Paging) {
  const [counted] = (await db.executeQuery(queries.count(paging))).rows;
  const total = counted?.n ?? 0;
  const offset = pageOffset(paging, total);
  const used: PageStep['strategy'][] = [];
  let rows: DomainRow[] = [];
  if (offset !== null) {
    for (const step of queries.pageSteps(offset, paging.perPage, total, total <= TOTAL_CAP ? counted?.ids : null)) {
      used.push(step.strategy);
      rows = await readPage(db, step.query);
      if (step.complete(rows)) break;
    }
  }
  return { total, rows, used };
}

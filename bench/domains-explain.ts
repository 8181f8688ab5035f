import { CompiledQuery } from 'kysely';
import type { Db } from '../server/db/database';
import { domainListQueries, readDomainList } from '../server/services/domain-list-queries';
import { LISTED_STATUSES } from '../server/services/domains';
import { TOTAL_CAP, pageOffset, pagingOf } from '../server/services/pagination';
import type { DomainCombination } from './domain-combinations';

async function explain(db: Db, query: CompiledQuery): Promise<string> {
  const plan = CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(plan);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The plans of the statements one list request runs, as PostgreSQL executed them: the capped count, then each page
 * step the service tried (readDomainList stops at the first whose rows are the page), so a slow combination shows
 * where its time went.
 */
export async function explainDomainList(db: Db, combination: DomainCombination): Promise<string[]> {
  const statuses = combination.endpoint === 'customer' ? LISTED_STATUSES : undefined;
  const queries = domainListQueries(db, combination.query, statuses);
  const paging = pagingOf(combination.query);
  const count = queries.count(paging);
  const [counted] = (await db.executeQuery(count)).rows;
  const total = counted?.n ?? 0;
  const plans = [`count (${total > TOTAL_CAP ? `over ${TOTAL_CAP}` : total} matches):\n${await explain(db, count)}`];
  const { used } = await readDomainList(db, queries, paging);
  const offset = pageOffset(paging, total);
  if (offset === null) return plans;
  const steps = queries.pageSteps(offset, paging.perPage, total, total <= TOTAL_CAP ? counted?.ids : null);
  for (const step of steps.slice(0, used.length)) {
    plans.push(`page, ${step.strategy}:\n${await explain(db, step.query)}`);
  }
  return plans;
}

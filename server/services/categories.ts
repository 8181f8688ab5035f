import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { pluralForm } from '../../src/kernel/polish';
import { NOUNS, plainCountOf } from '../shared/polish';

/** Industries (branże) label domains and portals; tags label domains only. */
export type CategoryKind = 'industries' | 'tags';

export const CATEGORY_MESSAGES = {
  industries: { notFound: 'Nie znaleziono branży.', duplicate: 'Taka branża już istnieje' },
  tags: { notFound: 'Nie znaleziono tagu.', duplicate: 'Taki tag już istnieje' },
  noLetters: 'Nazwa musi zawierać literę lub cyfrę',
} as const;

const LINKS = {
  industries: { table: 'domain_industries', column: 'industry_id' },
  tags: { table: 'domain_tags', column: 'tag_id' },
} as const;

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  domains_count: number;
  portals_count: number;
}

/** The categories of one kind with their usage counts (domains of every status), by name; or just `id`. */
export function selectCategories(db: Db, kind: CategoryKind, id?: number): Promise<CategoryRow[]> {
  const link = LINKS[kind];
  // Tags are never put on portals, so their portal count is a constant 0.
  const portals =
    kind === 'industries'
      ? sql<number>`(select count(*)::int from portal_industries p where p.industry_id = c.id)`
      : sql<number>`0`;
  return sql<CategoryRow>`
    select c.id, c.name, c.slug,
      (select count(*)::int from ${sql.table(link.table)} d where d.${sql.ref(link.column)} = c.id) as domains_count,
      ${portals} as portals_count
    from ${sql.table(kind)} c
    ${id === undefined ? sql`` : sql`where c.id = ${id}`}
    order by c.name collate polish, c.id`
    .execute(db)
    .then((result) => result.rows);
}

/** The Industry resource. */
export function toIndustry(row: CategoryRow): Schemas['Industry'] {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    domains_count: row.domains_count,
    portals_count: row.portals_count,
  };
}

/** The Tag resource. */
export function toTag(row: CategoryRow): Schemas['Tag'] {
  return { id: row.id, name: row.name, slug: row.slug, domains_count: row.domains_count };
}

/** Up to five names using the category: a few domains and a few portals, so both kinds are named. */
export async function usageExamples(db: Db, kind: CategoryKind, id: number): Promise<string[]> {
  const link = LINKS[kind];
  const domains = await sql<{ name: string }>`
    select d.name from domains d join ${sql.table(link.table)} l on l.domain_id = d.id
    where l.${sql.ref(link.column)} = ${id} order by d.name collate "C" limit 5`.execute(db);
  const portals =
    kind === 'industries'
      ? await db
          .selectFrom('portals')
          .innerJoin('portal_industries', 'portal_industries.portal_id', 'portals.id')
          .select('portals.url')
          .where('portal_industries.industry_id', '=', id)
          .orderBy('portals.url')
          .limit(5)
          .execute()
      : [];
  const domainNames = domains.rows.map((row) => row.name);
  const portalHosts = portals.map((row) => row.url.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  const portalShare = Math.min(portalHosts.length, Math.max(2, 5 - domainNames.length));
  return [...domainNames.slice(0, 5 - portalShare), ...portalHosts.slice(0, portalShare)];
}

/**
 * "Nie można usunąć branży „Motoryzacja”: używa jej 12 domen i 3 portale (np. auto-warszawa.pl, …)." The verb
 * agrees with the first number: "używają" after 2–4 (few), "używa" after 1 and 5+.
 */
export function categoryInUseMessage(
  kind: CategoryKind,
  name: string,
  usage: { domains: number; portals: number; examples: string[] },
): string {
  const parts: Array<{ count: number; text: string }> = [];
  if (usage.domains > 0) parts.push({ count: usage.domains, text: plainCountOf(usage.domains, NOUNS.domain) });
  if (usage.portals > 0) parts.push({ count: usage.portals, text: plainCountOf(usage.portals, NOUNS.portal) });
  const verb = pluralForm(parts[0]?.count ?? 0, { one: 'używa', few: 'używają', many: 'używa' });
  const what = kind === 'industries' ? `branży „${name}”: ${verb} jej` : `tagu „${name}”: ${verb} go`;
  const more = usage.domains + usage.portals > usage.examples.length ? ', …' : '';
  const examples = usage.examples.length > 0 ? ` (np. ${usage.examples.join(', ')}${more})` : '';
  return `Nie można usunąć ${what} ${parts.map((p) => p.text).join(' i ')}${examples}.`;
}

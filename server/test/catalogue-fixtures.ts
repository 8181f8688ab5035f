import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DomainsTable, PortalsTable } from '../db/tables';

/** A seeded domain with its tag and industry ids, read straight from the database for brute-force checks. */
export type SeededDomain = Selectable<DomainsTable> & { tags: number[]; industries: number[] };
export type SeededPortal = Selectable<PortalsTable> & { industries: number[] };

function idsBy<R>(rows: R[], owner: (row: R) => number, id: (row: R) => number): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(owner(row), [...(map.get(owner(row)) ?? []), id(row)]);
  return map;
}

/** Every domain of the test database, whatever its status. */
export async function domainSnapshot(db: Db): Promise<SeededDomain[]> {
  const [domains, tags, industries] = await Promise.all([
    db.selectFrom('domains').selectAll().execute(),
    db.selectFrom('domain_tags').selectAll().execute(),
    db.selectFrom('domain_industries').selectAll().execute(),
  ]);
  const tagsOf = idsBy(
    tags,
    (r) => r.domain_id,
    (r) => r.tag_id,
  );
  const industriesOf = idsBy(
    industries,
    (r) => r.domain_id,
    (r) => r.industry_id,
  );
  return domains.map((d) => ({ ...d, tags: tagsOf.get(d.id) ?? [], industries: industriesOf.get(d.id) ?? [] }));
}

/** Every portal of the test database. */
export async function portalSnapshot(db: Db): Promise<SeededPortal[]> {
  const [portals, industries] = await Promise.all([
    db.selectFrom('portals').selectAll().execute(),
    db.selectFrom('portal_industries').selectAll().execute(),
  ]);
  const industriesOf = idsBy(
    industries,
    (r) => r.portal_id,
    (r) => r.industry_id,
  );
  return portals.map((p) => ({ ...p, link_types: p.link_types.map(Number), industries: industriesOf.get(p.id) ?? [] }));
}

/** The median of each metric, so a minimum and a maximum filter each keep roughly half of the rows. */
export function metricThresholds(rows: SeededDomain[]) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    dfs_rating: median(rows.map((d) => d.dfs_rating)),
    backlinks: median(rows.map((d) => d.backlinks)),
    ref_domains: median(rows.map((d) => d.ref_domains)),
    max_visibility: median(rows.map((d) => d.max_visibility)),
    anchor_links: median(rows.map((d) => d.anchor_links)),
  };
}

import { sql } from 'kysely';
import type { Db } from '../database';
import { generateDomains, type GeneratedDomain } from './domains';

/** Rows per statement: a million domains take a hundred round trips, and a batch's arrays stay a few megabytes. */
const BATCH = 10_000;

export interface DomainSeedOptions {
  domains: number;
  onProgress?: (inserted: number, total: number) => void;
}

/**
 * Inserts the generated domains with their tags and industries, one `unnest` statement per table and batch:
 * binding 18 arrays instead of 180 000 single values keeps the statements few and cheap.
 *
 * Bulk loading the way pg_restore does it, in one transaction so that a failed seed leaves nothing behind:
 * - the secondary indexes of the three tables are dropped and built again at the end from their own definitions
 *   (pg_get_indexdef), so the migrations stay their only source. One sorted build per index is several times
 *   faster than a million random insertions into two dozen indexes;
 * - a superuser (always so on PGlite) switches off the foreign-key triggers: every reference is generated from
 *   rows inserted a moment before, and checking them one by one costs more than inserting them.
 * Ids are given explicitly, from the sequence's next value on, so tag and industry rows need no RETURNING round
 * trip; the sequence is moved past them at the end, so the ids are the ones serial would have given.
 */
export async function seedDomainRows(
  db: Db,
  options: DomainSeedOptions,
  now: Date,
  industryIds: number[],
  tagIds: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isSuperuser(trx)) await sql`set local session_replication_role = replica`.execute(trx);
    await sql`set local maintenance_work_mem = '128MB'`.execute(trx);
    const definitions = await dropSecondaryIndexes(trx, ['domains', 'domain_tags', 'domain_industries']);
    const { rows } = await sql<{ next: number }>`select coalesce(max(id), 0) + 1 as next from domains`.execute(trx);
    let nextId = Number(rows[0]!.next);
    let batch: GeneratedDomain[] = [];
    let inserted = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await insertBatch(trx, batch, nextId, industryIds, tagIds);
      nextId += batch.length;
      inserted += batch.length;
      options.onProgress?.(inserted, options.domains);
      batch = [];
    };
    for (const domain of generateDomains(options.domains, 20_231, now)) {
      batch.push(domain);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    for (const definition of definitions) await sql.raw(definition).execute(trx);
    if (inserted > 0) {
      await sql`select setval(pg_get_serial_sequence('domains', 'id'), (select max(id) from domains))`.execute(trx);
    }
  });
}

async function isSuperuser(db: Db): Promise<boolean> {
  const { rows } = await sql<{ su: boolean }>`select rolsuper as su from pg_roles where rolname = current_user`.execute(
    db,
  );
  return rows[0]?.su === true;
}

/** Drops the indexes of `tables` that back no constraint and returns the statements that create them again. */
async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relname = any(${tables}::text[])
      and t.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
    order by i.relname
  `.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  return rows.map((row) => row.definition);
}

function column<K extends keyof GeneratedDomain['row']>(batch: GeneratedDomain[], key: K) {
  return batch.map((d) => d.row[key] ?? null);
}

function timestamps(batch: GeneratedDomain[], key: 'created_at' | 'updated_at'): string[] {
  return batch.map((d) => (d.row[key] as Date).toISOString());
}

async function insertBatch(db: Db, batch: GeneratedDomain[], firstId: number, industryIds: number[], tagIds: number[]) {
  const ids = batch.map((_, i) => firstId + i);
  // The category arrays too (migration 0012), for the same reason as the links' status below. An array of arrays
  // would unnest into single ids, so each goes as its array literal.
  const literal = (categoryIds: number[]) => `{${[...categoryIds].sort((a, b) => a - b).join(',')}}`;
  const tagArrays = batch.map((d) => literal(d.tags.map((t) => tagIds[t]!)));
  const industryArrays = batch.map((d) => literal(d.industries.map((n) => industryIds[n]!)));
  await sql`
    insert into domains (id, name, type, status, description, price, sale_price, rent_price, redirect_price_30,
      redirect_price_90, redirect_price_365, dfs_rating, backlinks, ref_domains, max_visibility, anchor_links,
      created_at, updated_at, tag_ids, industry_ids)
    select c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19::int4[], c20::int4[]
    from unnest(
      ${ids}::int4[], ${column(batch, 'name')}::text[], ${column(batch, 'type')}::int2[],
      ${column(batch, 'status')}::text[], ${column(batch, 'description')}::text[], ${column(batch, 'price')}::int4[],
      ${column(batch, 'sale_price')}::int4[], ${column(batch, 'rent_price')}::int4[],
      ${column(batch, 'redirect_price_30')}::int4[], ${column(batch, 'redirect_price_90')}::int4[],
      ${column(batch, 'redirect_price_365')}::int4[], ${column(batch, 'dfs_rating')}::int4[],
      ${column(batch, 'backlinks')}::int4[], ${column(batch, 'ref_domains')}::int4[],
      ${column(batch, 'max_visibility')}::float8[], ${column(batch, 'anchor_links')}::int4[],
      ${timestamps(batch, 'created_at')}::timestamptz[], ${timestamps(batch, 'updated_at')}::timestamptz[],
      ${tagArrays}::text[], ${industryArrays}::text[])
      as u(c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20)
  `.execute(db);
  const tagOwners = batch.flatMap((d, i) => d.tags.map(() => ids[i]!));
  const tags = batch.flatMap((d) => d.tags.map((t) => tagIds[t]!));
  // The domain's status too: the trigger that copies it does not fire while the seed runs as a replica.
  const tagStatuses = batch.flatMap((d) => d.tags.map(() => d.row.status));
  if (tags.length) {
    await sql`insert into domain_tags (domain_id, tag_id, domain_status)
      select * from unnest(${tagOwners}::int4[], ${tags}::int4[], ${tagStatuses}::text[])`.execute(db);
  }
  const industryOwners = batch.flatMap((d, i) => d.industries.map(() => ids[i]!));
  const industries = batch.flatMap((d) => d.industries.map((n) => industryIds[n]!));
  const industryStatuses = batch.flatMap((d) => d.industries.map(() => d.row.status));
  if (industries.length) {
    await sql`insert into domain_industries (domain_id, industry_id, domain_status)
      select * from unnest(${industryOwners}::int4[], ${industries}::int4[], ${industryStatuses}::text[])`.execute(db);
  }
}

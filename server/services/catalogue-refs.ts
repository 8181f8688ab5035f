import type { Db } from '../db/database';

/** True for PostgreSQL's unique_violation, raised when two requests insert the same name at once. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The ids of `table` among `ids`, as a set; one query for a whole batch. */
export async function existingIds(db: Db, table: 'tags' | 'industries', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** "Nie ma takiego tagu (id 99)" for ids that are not in `known`, or null when every id is known. */
export function unknownRefsMessage(
  kind: 'tags' | 'industries',
  ids: readonly number[],
  known: Set<number>,
): string | null {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return null;
  const list = missing.join(', ');
  if (kind === 'tags')
    return missing.length === 1 ? `Nie ma takiego tagu (id ${list})` : `Nie ma takich tagów (id ${list})`;
  return missing.length === 1 ? `Nie ma takiej branży (id ${list})` : `Nie ma takich branż (id ${list})`;
}

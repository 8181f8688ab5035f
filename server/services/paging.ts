/** Page and page size as validated by Ajv (defaults applied). */
export interface Paging {
  page: number;
  perPage: number;
}

/**
 * The OFFSET of a page, or null when the page cannot hold rows: past the last counted row (while the count is
 * exact) or so far out that the number is no longer a safe integer. Saves a query and keeps PostgreSQL's bigint
 * range out of reach of `?page=1e300`.
 */
export function pageOffset({ page, perPage }: Paging, total: number, cap: number): number | null {
  const offset = (page - 1) * perPage;
  if (!Number.isSafeInteger(offset)) return null;
  if (offset >= total && total <= cap) return null;
  return offset;
}

/** Reading the values of a shareable list URL (search-schema's fields): tolerant, never throwing, a bad value reads as absent. */
/** A whole number written in plain digits within [min, max], or null. */
export function parseInteger(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * The distinct positive ids under `key`, in the order given, at most `limit` of them. Repeated keys are what this
 * app writes; the bracket forms (`key[]`, `key[0]`) are accepted so hand-made links work too, and so is a comma
 * list (`key=1,2`), the form of older admin links.
 */
export function parseIds(params: URLSearchParams, key: string, limit: number): number[] {
  const indexed = new RegExp(`^${key}\\[\\d+\\]$`);
  const ids: number[] = [];
  for (const [k, value] of params.entries()) {
    if (k !== key && k !== `${key}[]` && !indexed.test(k)) continue;
    for (const part of value.split(',')) {
      const id = parseInteger(part, 1, Number.MAX_SAFE_INTEGER);
      if (id !== null && !ids.includes(id)) ids.push(id);
    }
  }
  return ids.slice(0, limit);
}

/** The highest page the API accepts (openapi `Page`): a larger one in a URL reads as the first. */
export const MAX_PAGE = 2_147_483_647;

/** The page sizes of the server-paged lists (orders, users, redirects, publications, portals, outbox). */
export const LIST_PAGE_SIZES = [30, 60, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = 30;

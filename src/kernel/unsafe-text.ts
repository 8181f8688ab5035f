// NUL cannot be stored in a PostgreSQL text value, and a lone UTF-16 surrogate is not a character at all: neither is
// ever part of honest input, and both used to reach the database and come back as 500s.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL or a lone surrogate, which no field of ours may hold. */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

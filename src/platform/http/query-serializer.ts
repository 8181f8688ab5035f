/**
 * Serialises query parameters the way the API reads them: arrays indexed (`tags[0]=1&tags[1]=2`), empty strings,
 * null and undefined left out, every key and value encoded. openapi-fetch's default would repeat keys, and its
 * documented custom example forgets to encode.
 */
/** A value as the query carries it; the API's parameters are strings, numbers and booleans. */
function textOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      // Nothing the API reads: written as JSON rather than "[object Object]".
      return JSON.stringify(value) ?? '';
  }
}

export function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      value
        .filter((item) => item !== undefined && item !== null && item !== '')
        .forEach((item, index) => {
          parts.push(`${encodeURIComponent(`${key}[${index}]`)}=${encodeURIComponent(textOf(item))}`);
        });
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(textOf(value))}`);
    }
  }
  return parts.join('&');
}

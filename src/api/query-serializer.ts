/**
 * Serialises query parameters the way the API reads them: arrays indexed (`tags[0]=1&tags[1]=2`), empty strings,
 * null and undefined left out, every key and value encoded. openapi-fetch's default would repeat keys, and its
 * documented custom example forgets to encode.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      value
        .filter((item) => item !== undefined && item !== null && item !== '')
        .forEach((item, index) => {
          parts.push(`${encodeURIComponent(`${key}[${index}]`)}=${encodeURIComponent(String(item))}`);
        });
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/**
 * A LIKE/ILIKE pattern matching `text` anywhere. The user's `%`, `_` and `\` are escaped, so a search for "50%"
 * finds "50%" and not everything that starts with "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * CSV as RFC 4180 writes it: fields separated by commas, lines by CRLF, a field with a comma, quote or line break
 * inside quotes and its quotes doubled. With a UTF-8 byte order mark first, so Excel reads Polish letters right.
 */

/**
 * A field quoted when it must be. Text starting with =, +, -, @ or a tab would run as a formula in Excel (a pasted
 * "=HYPERLINK(…)"), so it gets a leading apostrophe, which Excel shows as text.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as CSV text, the BOM ("\ufeff") first. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\ufeff${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * Calendar days as Poland lives them. A date filter "from 1 March to 31 March" means Warsaw's days, whatever the
 * server's own time zone, and one day is 23 or 25 hours long when the clocks change.
 */
const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How many minutes Warsaw's clock is ahead of UTC at `at` (60 in winter, 120 in summer). */
function warsawOffsetMinutes(at: number): number {
  const parts = Object.fromEntries(WARSAW.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The instant a Warsaw calendar day (YYYY-MM-DD) begins. */
export function warsawDayStart(date: string): Date {
  const [, y, m, d] = ISO_DATE.exec(date)!.map(Number) as [number, number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // The offset at UTC midnight is the day's offset unless the clocks change in those hours; then the second guess
  // is taken at the first one's instant, which is already on the right side of the change.
  const first = midnightAsUtc - warsawOffsetMinutes(midnightAsUtc) * 60_000;
  return new Date(midnightAsUtc - warsawOffsetMinutes(first) * 60_000);
}

/** The instant the Warsaw day after `date` begins: the end (exclusive) of a range that includes `date`. */
export function warsawDayEnd(date: string): Date {
  const [, y, m, d] = ISO_DATE.exec(date)!.map(Number) as [number, number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return warsawDayStart(next);
}

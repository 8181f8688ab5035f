// 'always' groups four-digit amounts too ("1 234,50 zł"); Polish CLDR leaves them ungrouped by default.
const money = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

const integer = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });

const date = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});
const dateTime = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Warsaw',
});

/** A PLN amount as the API carries it (e.g. 1234.5) shown as "1 234,50 zł". */
export function formatMoney(pln: number): string {
  return money.format(pln);
}

/** A whole number with Polish grouping: "10 000". */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** "05.01.2026" in Polish time. */
export function formatDate(iso: string | Date): string {
  return date.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** "05.01.2026, 14:30" in Polish time. */
export function formatDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
}

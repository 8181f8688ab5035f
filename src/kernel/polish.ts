/**
 * Polish wording that the SPA and the server both show: plural forms, numbers, money, dates and the order statuses'
 * names. The formatters are made once: making one per call was most of the pager's render at every search.
 */

/** A non-breaking space: the SPA keeps a number and its word or currency on one line. */
const NBSP = '\u00a0';

/** The Polish plural forms of a noun: 1 domena, 2–4 domeny, 5+ (and 12–14, 22–24…) domen, fractions "domeny". */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other?: string;
}

const rules = new Intl.PluralRules('pl');
const integer = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
// 'always' groups four-digit amounts too ("1 234,50 zł"); Polish CLDR leaves them ungrouped by default.
const amount = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
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

/** The form of `forms` that goes with `count` (CLDR rules for Polish, never `n === 1`). */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.other ?? forms.few;
}

/** A whole number with Polish grouping: "10 000". */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** "25 domen": the number grouped for Poland, `space`, and the noun in the matching form. */
export function countOf(count: number, forms: PluralForms, space = NBSP): string {
  return `${formatInteger(count)}${space}${pluralForm(count, forms)}`;
}

/** A PLN amount as the API carries it (e.g. 1234.5) shown as "1 234,50 zł". */
export function formatMoney(pln: number, space = NBSP): string {
  return `${amount.format(pln)}${space}zł`;
}

/** "05.01.2026" in Polish time. */
export function formatDate(iso: string | Date): string {
  return date.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** "05.01.2026, 14:30" in Polish time. */
export function formatDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
}

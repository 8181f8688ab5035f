import type { Grosze } from '../../src/kernel/money';

// "always": pl-PL leaves four-digit amounts ungrouped by default, and the product shows "1 234,50 zł".
const AMOUNT = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const DATE = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Grosze as Polish money for e-mails and invoices, e.g. "1 234,50 zł". */
export function formatPln(grosze: Grosze): string {
  return `${AMOUNT.format(grosze / 100)} zł`;
}

/** A calendar date in Poland, e.g. "20.11.2026". */
export function formatDatePl(date: Date): string {
  return DATE.format(date);
}

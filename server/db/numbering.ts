import type { Db } from './database';

// The month of a number is the month of the invoice's issue date, which is printed as a date in Poland: an invoice
// issued at 00:30 on 1 December in Warsaw (23:30 UTC on 30 November) belongs to the December series.
const YEAR_MONTH_IN_POLAND = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
});

/** "2026/11" for any moment of November 2026 in Poland. */
function periodOf(at: Date): string {
  const parts = YEAR_MONTH_IN_POLAND.formatToParts(at);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)!.value;
  return `${part('year')}/${part('month')}`;
}

/**
 * The next number in a monthly series, e.g. "2026/11/0001". It is gap-free and unique because one statement both
 * reads and increments the counter: the upsert locks the counter row until the caller's transaction ends, so a
 * concurrent caller waits and then sees the incremented value, and a rolled-back caller's increment is undone
 * with the rest of its transaction. Call it inside the transaction that stores the numbered document.
 */
export async function nextMonthlyNumber(db: Db, series: string, at: Date): Promise<string> {
  const period = periodOf(at);
  const row = await db
    .insertInto('counters')
    .values({ key: `${series}:${period}`, value: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${period}/${String(row.value).padStart(4, '0')}`;
}

/** An order number such as "ZAM/2026/11/0001"; it is also the bank transfer title. */
export async function nextOrderNumber(db: Db, at: Date): Promise<string> {
  return `ZAM/${await nextMonthlyNumber(db, 'order', at)}`;
}

/** An invoice number such as "2026/11/0001"; the PDF is saved as FV_2026_11_0001.pdf. */
export function nextInvoiceNumber(db: Db, at: Date): Promise<string> {
  return nextMonthlyNumber(db, 'invoice', at);
}

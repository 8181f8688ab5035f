import type { Db } from './database';

/** The next number in a monthly series, e.g. "2026/11/0001"; gap-free because the counter row is locked by the update. */
export async function nextMonthlyNumber(db: Db, series: string, at: Date): Promise<string> {
  const period = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
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

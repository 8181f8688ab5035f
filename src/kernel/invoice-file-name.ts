/**
 * The name an invoice's PDF is saved under: FV_{invoice number}.pdf. Invoice numbers are written with slashes
 * (2026/11/0001), which no file name may hold, so each becomes an underscore; a backslash too, for Windows.
 */
export function invoiceFileName(invoiceNumber: string): string {
  return `FV_${invoiceNumber.replace(/[/\\]/g, '_')}.pdf`;
}

import ExcelJS from 'exceljs';
import type { Schemas } from '../../src/contract/types';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The export is for a sales sheet, not a backup: past this many rows the filters should narrow it. */
export const EXPORT_ROW_LIMIT = 5000;

// Format codes are stored with "," and "." whatever the locale; a Polish Excel shows "1 234,50 zł".
const MONEY_FORMAT = '#,##0.00 "zł"';
const COUNT_FORMAT = '#,##0';

/** The workbook's columns: Polish headers, widths and number formats. */
export const EXPORT_COLUMNS = [
  { header: 'Portal', key: 'name', width: 32 },
  { header: 'Adres', key: 'url', width: 36 },
  { header: 'Branże', key: 'industries', width: 32 },
  { header: 'DFS', key: 'dfs_rating', width: 8 },
  { header: 'Ruch miesięcznie', key: 'monthly_traffic', width: 18, style: { numFmt: COUNT_FORMAT } },
  { header: 'Publikacja stała', key: 'permanent_publication', width: 18, style: { numFmt: MONEY_FORMAT } },
  { header: 'Link reklamowy', key: 'advertising_link', width: 18, style: { numFmt: MONEY_FORMAT } },
  { header: 'Publikacja ekonomiczna', key: 'economic_publication', width: 22, style: { numFmt: MONEY_FORMAT } },
  {
    header: 'Publikacja stała premium',
    key: 'permanent_publication_premium',
    width: 24,
    style: { numFmt: MONEY_FORMAT },
  },
] as const;

/** An .xlsx with one row per portal; prices are net PLN numbers, and an offer the portal lacks is an empty cell. */
export async function publicationsWorkbook(rows: Schemas['PortalPublication'][], createdAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Domenika';
  workbook.created = createdAt;
  const sheet = workbook.addWorksheet('Publikacje', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      name: row.name,
      url: row.url,
      industries: row.industries.map((industry) => industry.name).join(', '),
      dfs_rating: row.dfs_rating,
      monthly_traffic: row.monthly_traffic,
      permanent_publication: row.permanent_publication,
      advertising_link: row.advertising_link,
      economic_publication: row.economic_publication,
      permanent_publication_premium: row.permanent_publication_premium,
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "publikacje-2026-11-22.xlsx", dated in Polish time, so an export just after midnight carries the new day. */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `publikacje-${day}.xlsx`;
}

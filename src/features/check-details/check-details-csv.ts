import type { DomainCheck } from './check-details-api';
import { checkDetailsCopy as copy } from './check-details-copy';
import { toCsv } from '../../kernel/csv';
import { METRIC_KEYS, metricText, priceText, stateText, statusText } from './check-details-cells';

/** The results as the table shows them, as a CSV file Excel opens with Polish letters intact. */
export function checkDetailsCsv(rows: DomainCheck[]): Blob {
  const header = [
    copy.columns.name,
    copy.columns.asciiName,
    copy.columns.state,
    copy.columns.status,
    copy.columns.price,
  ];
  const lines = rows.map((row) => [
    row.unicode,
    row.name,
    stateText(row),
    statusText(row),
    // The amount plain, so a spreadsheet reads it as a number.
    row.domain ? String(row.domain.price).replace('.', ',') : priceText(row),
    ...METRIC_KEYS.map((key) => (row.metrics ? String(row.metrics[key]).replace('.', ',') : metricText(row, key))),
  ]);
  return new Blob([toCsv([[...header, ...METRIC_KEYS.map((key) => copy.columns[key])], ...lines])], {
    type: 'text/csv;charset=utf-8',
  });
}

import type { DomainCheck } from './check-details-api';
import { checkDetailsCopy as copy } from './check-details-copy';
import type { DataTableColumn } from '../../ui/data-table';
import { METRIC_KEYS, metricText, nameText, priceText, stateText, statusText } from './check-details-cells';

/** The results table's columns, in the order of the CSV export. */
export const checkDetailsColumns: DataTableColumn<DomainCheck>[] = [
  { id: 'name', header: copy.columns.name, cell: nameText, width: 240 },
  { id: 'state', header: copy.columns.state, cell: stateText, width: 280 },
  { id: 'status', header: copy.columns.status, cell: statusText },
  { id: 'price', header: copy.columns.price, cell: priceText, align: 'end' },
  ...METRIC_KEYS.map((key): DataTableColumn<DomainCheck> => ({
    id: key,
    header: copy.columns[key],
    cell: (row) => metricText(row, key),
    align: 'end',
  })),
];

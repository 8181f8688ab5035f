import type { Domain } from '../admin-domains-api';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { formatDate, formatInteger } from '../../../kernel/polish';
import type { DataTableColumn } from '../../../ui/data-table';
import { PriceCell } from './price-cell';
import { CategoryCell, NameCell, RowActionsCell } from './row-cells';

const c = copy.columns;

/**
 * The /manage table's columns, declared once at module scope (the table rebuilds on a new array). A sortable
 * column's id is the API's `orderby` value. The editable cells read the pending edits from context.
 */
export const MANAGE_COLUMNS: DataTableColumn<Domain>[] = [
  { id: 'name', header: c.name, sortable: true, width: 190, cell: (domain) => <NameCell domain={domain} /> },
  {
    id: 'price',
    header: c.price,
    sortable: true,
    align: 'end',
    width: 140,
    cell: (domain) => <PriceCell domain={domain} field="price" />,
  },
  {
    id: 'rent_price',
    header: c.rent_price,
    sortable: true,
    align: 'end',
    width: 140,
    cell: (domain) => <PriceCell domain={domain} field="rent_price" />,
  },
  { id: 'tags', header: c.tags, width: 150, cell: (domain) => <CategoryCell domain={domain} kind="tags" /> },
  {
    id: 'industries',
    header: c.industries,
    width: 150,
    cell: (domain) => <CategoryCell domain={domain} kind="industries" />,
  },
  {
    id: 'dfs_rating',
    header: c.dfs_rating,
    sortable: true,
    align: 'end',
    width: 70,
    cell: (domain) => formatInteger(domain.dfs_rating),
  },
  {
    id: 'ref_domains',
    header: c.ref_domains,
    sortable: true,
    align: 'end',
    width: 110,
    cell: (domain) => formatInteger(domain.ref_domains),
  },
  {
    id: 'created_at',
    header: c.created_at,
    sortable: true,
    align: 'end',
    width: 100,
    cell: (domain) => formatDate(domain.created_at),
  },
  { id: 'actions', header: c.actions, width: 90, cell: (domain) => <RowActionsCell domain={domain} /> },
];

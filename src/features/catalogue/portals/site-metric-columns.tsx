import { formatInteger } from '../../../kernel/polish';
import type { DataTableColumn } from '../../../ui/data-table';
import { portalsCopy } from './portals-copy';

/** The sortable SEO figures of a portal's site, the same in the portals table and the publications table. */
export function siteMetricColumns<T extends { dfs_rating: number; monthly_traffic: number }>(): DataTableColumn<T>[] {
  return [
    {
      id: 'dfs_rating',
      header: portalsCopy.metrics.dfs_rating,
      sortable: true,
      align: 'end',
      width: 70,
      cell: (p) => formatInteger(p.dfs_rating),
    },
    {
      id: 'monthly_traffic',
      header: portalsCopy.columns.monthly_traffic,
      sortable: true,
      align: 'end',
      width: 120,
      cell: (p) => formatInteger(p.monthly_traffic),
    },
  ];
}

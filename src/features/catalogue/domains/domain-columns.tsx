import type { Domain } from './domains-api';
import { domainsCopy } from './domains-copy';
import { formatDate, formatInteger, formatMoney } from '../../../kernel/polish';
import type { DataTableColumn } from '../../../ui/data-table';
import { cartCopy } from '../../cart';
import { cartDomainOf } from '../../../kernel/cart-items';
import { CartToggleButton } from '../../cart';
import { RouteLink } from '../../../platform/router/route-link';

const t = domainsCopy.table;
const m = domainsCopy.metrics;

function rentCell(domain: Domain) {
  if (domain.rent_price === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t.noLease}</span>
      </>
    );
  }
  return formatMoney(domain.rent_price);
}

/** The columns of the catalogue; each id is the `orderby` value the server sorts by. Prices are net. */
export const DOMAIN_COLUMNS: DataTableColumn<Domain>[] = [
  {
    id: 'name',
    header: t.name,
    sortable: true,
    width: 240,
    cell: (domain) => <RouteLink to={`/domain-list/${domain.id}`}>{domain.name}</RouteLink>,
  },
  {
    id: 'price',
    header: t.price,
    sortable: true,
    align: 'end',
    width: 140,
    cell: (domain) => formatMoney(domain.price),
  },
  { id: 'rent_price', header: t.rentPrice, sortable: true, align: 'end', width: 150, cell: rentCell },
  {
    id: 'dfs_rating',
    header: m.dfs_rating,
    sortable: true,
    align: 'end',
    width: 80,
    cell: (d) => formatInteger(d.dfs_rating),
  },
  {
    id: 'backlinks',
    header: m.backlinks,
    sortable: true,
    align: 'end',
    width: 120,
    cell: (d) => formatInteger(d.backlinks),
  },
  {
    id: 'ref_domains',
    header: m.ref_domains,
    sortable: true,
    align: 'end',
    width: 140,
    cell: (d) => formatInteger(d.ref_domains),
  },
  {
    id: 'max_visibility',
    header: m.max_visibility,
    sortable: true,
    align: 'end',
    width: 130,
    cell: (d) => formatInteger(d.max_visibility),
  },
  {
    id: 'anchor_links',
    header: m.anchor_links,
    sortable: true,
    align: 'end',
    width: 130,
    cell: (d) => formatInteger(d.anchor_links),
  },
  {
    id: 'created_at',
    header: t.createdAt,
    sortable: true,
    align: 'end',
    width: 110,
    cell: (d) => formatDate(d.created_at),
  },
  {
    id: 'cart',
    header: cartCopy.column,
    width: 170,
    cell: (d) => <CartToggleButton kind="domain" item={cartDomainOf(d)} />,
  },
];

import type { Portal } from './portals-api';
import { formatInteger, formatMoney } from '../../../kernel/polish';
import { portalsCopy } from './portals-copy';
import { cartPortalOf } from '../../../kernel/cart-items';
import type { DataTableColumn } from '../../../ui/data-table';
import { CartToggleButton } from '../../cart';
import { industryNames, PortalName } from './portal-cells';
import { siteMetricColumns } from './site-metric-columns';
import styles from './portals.module.css';

const t = portalsCopy.list;
const c = portalsCopy.columns;

/** "Dostępny" and the like, marked so the unavailable ones stand out. */
export function PortalStatus({ status }: { status: Portal['status'] }) {
  return (
    <span className={styles.status} data-status={status}>
      {portalsCopy.status[status]}
    </span>
  );
}

function cartCell(portal: Portal) {
  if (portal.status === 'available') return <CartToggleButton kind="portal" item={cartPortalOf(portal)} />;
  return <span className="visually-hidden">{t.unavailable}</span>;
}

/** The columns of /portals; each sortable id is the `orderby` value the server sorts by. Prices are net. */
export const PORTAL_COLUMNS: DataTableColumn<Portal>[] = [
  {
    id: 'name',
    header: t.name,
    sortable: true,
    width: 210,
    cell: (p) => <PortalName portal={p} className={styles.host} />,
  },
  { id: 'industries', header: t.industries, width: 150, cell: (p) => industryNames(p.industries) },
  ...siteMetricColumns<Portal>(),
  { id: 'ref_domains', header: c.ref_domains, align: 'end', width: 120, cell: (p) => formatInteger(p.ref_domains) },
  { id: 'price', header: t.price, sortable: true, align: 'end', width: 140, cell: (p) => formatMoney(p.price) },
  { id: 'status', header: t.status, width: 120, cell: (p) => <PortalStatus status={p.status} /> },
  { id: 'cart', header: t.cart, width: 170, cell: cartCell },
];

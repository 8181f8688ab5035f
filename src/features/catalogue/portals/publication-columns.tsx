import type { PortalPublication } from './publications-api';
import { formatInteger, formatMoney } from '../../../kernel/polish';
import { portalsCopy } from './portals-copy';
import { linkTypesOf, offersOf } from '../../../kernel/publication-order';
import { Button } from '../../../ui/button';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExternalSite, industryNames } from './portal-cells';
import { siteMetricColumns } from './site-metric-columns';
import styles from './portals.module.css';

const t = portalsCopy.publications;
const c = portalsCopy.columns;

function OfferPrices({ portal }: { portal: PortalPublication }) {
  return (
    <ul className={styles.offers}>
      {offersOf(portal).map((offer) => (
        <li key={offer.id}>
          <span>{portalsCopy.offersShort[offer.id]}:</span> {formatMoney(offer.price)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The columns of /portals-publications; each sortable id is the `orderby` value the server sorts by (`price` is the
 * chosen type's price, or the cheapest one's). `onOrder` opens the order popup for the row's portal.
 */
export function publicationColumns(onOrder: (portal: PortalPublication) => void): DataTableColumn<PortalPublication>[] {
  return [
    {
      id: 'name',
      header: t.name,
      sortable: true,
      width: 230,
      // The industries sit under the name: the table is wide, and the price and the action must stay in view.
      cell: (p) => (
        <>
          <strong>{p.name}</strong>
          <ExternalSite url={p.url} className={styles.host} />
          <span className={styles.host}>{industryNames(p.industries)}</span>
        </>
      ),
    },
    ...siteMetricColumns<PortalPublication>(),
    { id: 'ref_domains', header: c.ref_domains, align: 'end', width: 110, cell: (p) => formatInteger(p.ref_domains) },
    { id: 'price', header: t.offers, sortable: true, width: 200, cell: (p) => <OfferPrices portal={p} /> },
    {
      id: 'link_types',
      header: t.linkTypes,
      width: 110,
      cell: (p) =>
        linkTypesOf(p)
          .map((value) => portalsCopy.linkTypes[value])
          .join(', '),
    },
    {
      id: 'order',
      header: t.action,
      width: 170,
      cell: (p) => (
        <Button variant="primary" className={styles.nowrap} aria-label={t.orderIn(p.name)} onPress={() => onOrder(p)}>
          {t.order}
        </Button>
      ),
    },
  ];
}

import type { OrderItem } from '../orders-api';
import { formatMoney } from '../../../kernel/polish';
import { ordersCopy as copy } from '../orders-copy';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import styles from './order-view.module.css';

const d = copy.detail;
// The order's own item order; nothing sorts.
const noSort = () => undefined;

/** A publication's offer, link type and writing add-on; nothing for a domain or a portal. */
function PublicationNote({ item }: { item: OrderItem }) {
  if (item.kind !== 'publication') return null;
  const parts = [
    item.publication_offer_id ? (copy.offers[item.publication_offer_id] ?? item.publication_offer_id) : null,
    item.link_type !== null ? copy.linkTypes[item.link_type] : null,
    item.domenika_article ? d.withArticle : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? <span className={styles.note}>{parts.join(', ')}</span> : null;
}

const COLUMNS: DataTableColumn<OrderItem>[] = [
  { id: 'kind', header: d.item.kind, width: 200, cell: (item) => copy.itemKinds[item.kind] },
  {
    id: 'name',
    header: d.item.name,
    cell: (item) => (
      <>
        <span className={styles.number}>{item.name}</span>
        <PublicationNote item={item} />
      </>
    ),
  },
  {
    id: 'term',
    header: d.item.term,
    width: 200,
    cell: (item) => (item.redirect_period !== null ? d.period(item.redirect_period) : d.count(item.count)),
  },
  {
    id: 'unit_price',
    header: d.item.unitPrice,
    align: 'end',
    width: 150,
    cell: (item) => formatMoney(item.unit_price),
  },
  { id: 'net_total', header: d.item.net, align: 'end', width: 150, cell: (item) => formatMoney(item.net_total) },
];

/** What was ordered: each item's kind, name, period or count, and its net prices. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <DataTable
      label={d.items}
      columns={COLUMNS}
      rows={items}
      rowKey={(item) => item.id}
      sort={null}
      onSortChange={noSort}
    />
  );
}

import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OrderItemsTable } from '../db/tables';
import type { Config } from '../config';
import { nextInvoiceNumber } from '../db/numbering';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

/**
 * Issues the VAT invoice of a paid order with the next number of the month. Run it inside the caller's transaction:
 * the number counter and the invoice then commit, or roll back, together with the status change. An order that
 * already has an invoice keeps it.
 */
export async function issueInvoice(db: Db, orderId: number, at: Date): Promise<{ id: number; invoice_number: string }> {
  const existing = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (existing) return existing;
  const order = await db
    .selectFrom('orders')
    .select(['net_total', 'vat_total', 'gross_total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return db
    .insertInto('invoices')
    .values({
      order_id: orderId,
      invoice_number: await nextInvoiceNumber(db, at),
      issued_at: at,
      net_total: order.net_total,
      vat_total: order.vat_total,
      gross_total: order.gross_total,
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
}

const OFFER_LABELS: Record<string, string> = {
  permanent_publication: 'Publikacja stała',
  advertising_link: 'Link reklamowy',
  economic_publication: 'Publikacja ekonomiczna',
  permanent_publication_premium: 'Publikacja stała premium',
};

/** The service as named on the invoice, e.g. "Dzierżawa domeny sklep.pl z prawem wykupu" (a lease is lease-to-own). */
function serviceName(kind: string, item: Selectable<OrderItemsTable>): string {
  if (item.kind === 'publication') {
    const offer = OFFER_LABELS[item.publication_offer_id ?? ''] ?? 'Publikacja sponsorowana';
    return `${offer} w serwisie ${item.name}${item.domenika_article ? ' z przygotowaniem artykułu' : ''}`;
  }
  if (item.kind === 'webPortal') return `Portal ${item.name}`;
  if (kind === 'redirect_rental')
    return `Wynajem domeny ${item.name} jako przekierowania 301 na ${item.redirect_period ?? 30} dni`;
  if (kind === 'rental') return `Dzierżawa domeny ${item.name} z prawem wykupu`;
  return `Domena ${item.name}`;
}

/** The data printed on one invoice of one order; undefined when the invoice does not belong to the order. */
export async function loadInvoiceDocument(
  db: Db,
  config: Config,
  orderId: number,
  invoiceId: number,
): Promise<InvoiceDocument | undefined> {
  const invoice = await db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select([
      'invoices.invoice_number',
      'invoices.issued_at',
      'invoices.net_total',
      'invoices.vat_total',
      'invoices.gross_total',
      'orders.number',
      'orders.kind',
      'orders.buyer',
      'orders.paid_at',
    ])
    .where('invoices.id', '=', invoiceId)
    .where('invoices.order_id', '=', orderId)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return {
    number: invoice.invoice_number,
    issuedAt: invoice.issued_at,
    saleDate: invoice.paid_at ?? invoice.issued_at,
    orderNumber: invoice.number,
    seller: config.seller,
    buyer: invoice.buyer,
    lines: items.map((item) => ({
      name: serviceName(invoice.kind, item),
      count: item.count,
      unitPrice: item.unit_price,
      discount: item.discount,
      netBeforeDiscount: item.net_total,
    })),
    net: invoice.net_total,
    vat: invoice.vat_total,
    gross: invoice.gross_total,
  };
}

export { renderInvoicePdf };

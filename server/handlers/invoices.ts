import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { notFound } from '../http/errors';
import { currentUser } from '../auth/guard';
import { loadInvoiceDocument, renderInvoicePdf } from '../services/invoices';
import { invoiceFileName } from '../../src/kernel/invoice-file-name';

/** VAT invoices as PDF files. */
export function invoiceHandlers(ctx: AppContext): Pick<Handlers, 'downloadInvoice'> {
  const { db, config } = ctx;

  return {
    async downloadInvoice(request, reply) {
      const user = currentUser(request);
      const { orderId, invoiceId } = request.params;
      const order = await db
        .selectFrom('orders')
        .select(['id', 'user_id'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      // Another customer's order answers like a missing one, so order ids reveal nothing.
      if (!order || (!user.privileges.includes('admin') && order.user_id !== user.id))
        throw notFound('Nie znaleziono zamówienia.');
      const invoice = await loadInvoiceDocument(db, config, order.id, invoiceId);
      if (!invoice) throw notFound('Nie znaleziono faktury.');
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  };
}

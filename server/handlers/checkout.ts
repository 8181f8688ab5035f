import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { fieldError, notFound } from '../http/errors';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import { currentUser } from '../auth/guard';
import { loadOrder } from '../services/orders';
import { checkBuyer } from '../services/checkout-buyer';
import { placeOrder, type OrderRequest } from '../services/place-order';
import { checkCheckoutRedirectTargets } from '../services/redirects';
import { checkDomainLimit, requireVerifiedEmail } from '../services/order-rules';
import {
  DISCOUNT_MESSAGES,
  findDiscountCode,
  isDiscountCodeUsable,
  toDiscountCodeResource,
} from '../services/discount-codes';
import { orderPlacedMail } from '../mail/order-mails';
import { mailAccount } from '../mail/account-mail';
import { escrowHandlers } from './escrow';
import { invoiceHandlers } from './invoices';
import { orderStatusHandlers } from './order-status';

const CHECKOUT_EMPTY = 'Koszyk jest pusty. Dodaj co najmniej jedną pozycję.';

type CheckoutOperations = 'createOrder' | 'checkoutRental' | 'checkoutRedirectRental' | 'getDiscountCode';
type Operations = CheckoutOperations | 'createEscrowTransaction' | 'downloadInvoice' | 'adminChangeOrderStatus';

/** The schema requires the header and checks that it is a UUID; letter case does not make another key. */
function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  return String(Array.isArray(value) ? value[0] : value).toLowerCase();
}

/** Checkout in the three cart modes and the discount code check; escrow, invoices and status changes join here. */
export function checkoutHandlers(ctx: AppContext): Pick<Handlers, Operations> {
  const { db, config, mailer } = ctx;

  async function order(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Omit<OrderRequest, 'userId' | 'idempotencyKey' | 'holdingLimits'>,
  ) {
    const user = currentUser(request);
    await requireVerifiedEmail(db, user.id);
    checkDomainLimit(
      input.kind === 'redirect_rental' ? 'redirects' : 'domains',
      input.domains.length,
      config.maxDomainsPerOrder,
    );
    const { orderId, created } = await placeOrder(db, ctx.now(), {
      ...input,
      userId: user.id,
      idempotencyKey: idempotencyKey(request),
      holdingLimits: { domains: config.maxUnpaidDomainsPerAccount, portals: config.maxUnpaidPortalsPerAccount },
    });
    const placed = await loadOrder(db, config, orderId);
    if (!placed) throw notFound('Nie znaleziono zamówienia.');
    if (created) {
      // The order stands even if the mail fails; the same details are on the order page.
      const orderUrl = `${config.appUrl}/orders/${placed.id}`;
      await mailAccount(db, mailer, user.id, (name) =>
        orderPlacedMail(placed, name, orderUrl, config.unpaidOrderDays),
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'order confirmation e-mail not sent');
      });
    }
    return reply.code(201).send(placed);
  }

  return {
    async createOrder(request, reply) {
      const body = request.body;
      if (body.domains.length + body.portals.length + body.publications.length === 0)
        throw fieldError('domains', CHECKOUT_EMPTY);
      return order(request, reply, {
        kind: 'purchase',
        domains: body.domains.map((id) => ({ id })),
        portals: body.portals,
        publications: body.publications,
        discountCode: body.discount_code ?? null,
        buyer: checkBuyer(body.buyer, body.consents),
        clientTotal: body.client_total ?? null,
      });
    },

    async checkoutRental(request, reply) {
      const body = request.body;
      return order(request, reply, {
        kind: 'rental',
        domains: body.domains.map((id) => ({ id })),
        portals: [],
        publications: [],
        discountCode: body.discount_code ?? null,
        buyer: checkBuyer(body.buyer, body.consents),
        clientTotal: body.client_total ?? null,
      });
    },

    async checkoutRedirectRental(request, reply) {
      const body = request.body;
      const ids = body.redirects.map((r) => r.id);
      if (new Set(ids).size !== ids.length) throw fieldError('redirects', M.duplicateItems);
      await checkCheckoutRedirectTargets(db, body.redirects);
      return order(request, reply, {
        kind: 'redirect_rental',
        domains: body.redirects.map((r) => ({
          id: r.id,
          redirect_period: r.redirect_period,
          target_url: r.target_url ?? null,
        })),
        portals: [],
        publications: [],
        discountCode: body.discount_code ?? null,
        buyer: checkBuyer(body.buyer, body.consents),
        clientTotal: body.client_total ?? null,
      });
    },

    async getDiscountCode(request) {
      const code = await findDiscountCode(db, request.params.code);
      if (!code) throw notFound(DISCOUNT_MESSAGES.unknown);
      if (!isDiscountCodeUsable(code, ctx.now())) throw fieldError('code', DISCOUNT_MESSAGES.expired);
      return toDiscountCodeResource(code);
    },

    ...escrowHandlers(ctx),
    ...invoiceHandlers(ctx),
    ...orderStatusHandlers(ctx),
  };
}

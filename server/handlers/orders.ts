import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, MESSAGES, fieldError, notFound } from '../http/errors';
import { currentUser } from '../auth/guard';
import { hasAnyPrivilege } from '../../src/kernel/privileges';
import { loadOrder } from '../services/orders';
import { listOrderPage } from '../services/order-list';

type OrderOperations = 'listMyOrders' | 'listOrders' | 'getOrder' | 'adminListOrders' | 'adminGetOrder';

export const ORDER_MESSAGES = {
  notFound: 'Nie znaleziono zamówienia.',
  dateRange: 'Data końcowa nie może być wcześniejsza niż początkowa.',
} as const;

const isAdmin = (privileges: readonly string[]) => hasAnyPrivilege(privileges, ['admin']);

/** Order lists and single orders: a customer's own, and every order for administrators. */
export function orderHandlers(ctx: AppContext): Pick<Handlers, OrderOperations> {
  const { db, config } = ctx;

  return {
    async listMyOrders(request) {
      const { page, per_page, status } = request.query;
      return listOrderPage(db, config, {
        userId: currentUser(request).id,
        status,
        page: page ?? 1,
        perPage: per_page ?? 30,
      });
    },

    async listOrders(request) {
      const user = currentUser(request);
      const { user_id, page, per_page, status } = request.query;
      // A customer asking for someone else's orders is refused outright rather than quietly shown their own.
      if (user_id !== undefined && user_id !== user.id && !isAdmin(user.privileges)) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      return listOrderPage(db, config, {
        userId: user_id ?? user.id,
        status,
        page: page ?? 1,
        perPage: per_page ?? 30,
      });
    },

    async getOrder(request) {
      const user = currentUser(request);
      const order = await loadOrder(db, config, request.params.id);
      // Someone else's order answers exactly like a missing one, so ids cannot be probed.
      if (!order || (order.user_id !== user.id && !isAdmin(user.privileges))) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    },

    async adminListOrders(request) {
      const { status, user_id, search, customer, date_from, date_to, kind, page, per_page, orderby, order } =
        request.query;
      if (date_from && date_to && date_to < date_from) throw fieldError('date_to', ORDER_MESSAGES.dateRange);
      return listOrderPage(db, config, {
        userId: user_id,
        status,
        search,
        customer,
        dateFrom: date_from,
        dateTo: date_to,
        kind,
        orderBy: orderby,
        direction: order,
        page: page ?? 1,
        perPage: per_page ?? 30,
      });
    },

    async adminGetOrder(request) {
      const order = await loadOrder(db, config, request.params.id);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    },
  };
}

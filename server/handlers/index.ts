import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { authHandlers } from './auth';
import { pageHandlers } from './pages';
import { profileHandlers } from './profile';
import { emailChangeHandlers } from './email-change';
import { catalogueHandlers } from './catalogue';
import { checkoutHandlers } from './checkout';
import { orderHandlers } from './orders';
import { redirectHandlers } from './redirects';
import { userArticleHandlers } from './user-articles';
import { adminUserHandlers } from './admin-users';
import { adminOutboxHandlers } from './admin-outbox';
import { adminAuditLogHandlers } from './admin-audit-log';

/** Every operation's handler, by operationId; the type makes a missing one a compile error. */
export function createHandlers(ctx: AppContext): Handlers {
  return {
    ...authHandlers(ctx),
    ...profileHandlers(ctx),
    ...emailChangeHandlers(ctx),
    ...pageHandlers(ctx),
    ...catalogueHandlers(ctx),
    ...checkoutHandlers(ctx),
    ...orderHandlers(ctx),
    ...redirectHandlers(ctx),
    ...userArticleHandlers(ctx),
    ...adminUserHandlers(ctx),
    ...adminOutboxHandlers(ctx),
    ...adminAuditLogHandlers(ctx),
  };
}

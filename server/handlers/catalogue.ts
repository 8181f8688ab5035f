import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { adminDomainHandlers } from './admin-domains';
import { categoryHandlers } from './categories';
import { checkDetailsHandlers } from './check-details';
import { domainHandlers } from './domains';
import { portalHandlers } from './portals';

/** The catalogue: domains (customer and admin), portals and publications, industries and tags, check-details. */
export function catalogueHandlers(ctx: AppContext) {
  return {
    ...domainHandlers(ctx),
    ...adminDomainHandlers(ctx),
    ...portalHandlers(ctx),
    ...categoryHandlers(ctx),
    ...checkDetailsHandlers(ctx),
  } satisfies Partial<Handlers>;
}

import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { authHandlers } from './auth';
import { pageHandlers } from './pages';
import { profileHandlers } from './profile';

/** Every operation's handler, by operationId. */
export function createHandlers(ctx: AppContext): Partial<Handlers> {
  return {
    ...authHandlers(ctx),
    ...profileHandlers(ctx),
    ...pageHandlers(ctx),
  };
}

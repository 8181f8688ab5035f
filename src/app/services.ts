import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { browserCookie, createApi, type Api } from '../api/client';
import { authApi, type AuthApi } from '../api/auth';
import { createQueryClient } from '../api/query-client';
import { authMachine } from '../machines/auth.machine';
import { createToastQueue, showToast, type Toasts } from '../ui/toast';
import { pl } from '../i18n/pl';
import { readSavedSession, saveSession } from './saved-session';
import type { AuthActor } from '../screens/shared/auth-hooks';


export interface AppServices {
  api: Api;
  auth: AuthApi;
  queryClient: QueryClient;
  toasts: Toasts;
  authActor: AuthActor;
}

export interface ServiceOptions {
  baseUrl: string;
  storage: Storage;
  fetch?: typeof fetch;
  /** Leaves the SPA for an outside page (the social provider). */
  goTo?: (url: string) => void;
}

/**
 * The composition root: one API client, one query cache, one toast queue and the auth machine with its effects.
 * The client only reports events; this is where they become a logout or a toast.
 */
export function createAppServices(options: ServiceOptions): AppServices {
  const toasts = createToastQueue();
  const queryClient = createQueryClient();
  let authActor: AuthActor | null = null;

  const api = createApi({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken: () => authActor?.getSnapshot().context.access_token ?? null,
    onEvent: (event) => {
      if (event.type === 'unauthorized') authActor?.send({ type: 'auth.unauthorized' });
      else showToast(toasts, 'error', event.error.message);
    },
  });
  const auth = authApi(api, browserCookie);

  authActor = createActor(
    authMachine.provide({
      actors: {
        restore: fromPromise(async () => readSavedSession(options.storage)),
        login: fromPromise(({ input }) => auth.login(input)),
        register: fromPromise(({ input }) => auth.register(input)),
        logout: fromPromise(async () => {
          await auth.logout();
        }),
        socialStart: fromPromise(({ input }) => auth.socialStart(input.provider)),
        socialFinish: fromPromise(({ input }) => auth.socialFinish(input.provider, input.search)),
      },
      actions: {
        persistSession: (_, { session }) => saveSession(options.storage, session),
        clearBrowserSession: () => {
          queryClient.clear();
          options.storage.clear();
        },
        goToProvider: (_, { url }) => (options.goTo ?? ((href) => window.location.assign(href)))(url),
        announceExpiry: () => showToast(toasts, 'info', pl.auth.sessionExpired),
        logLogoutFailure: (_, { error }) => console.error('Wylogowanie na serwerze nie powiodło się', error),
      },
    }),
  );
  authActor.start();

  return { api, auth, queryClient, toasts, authActor };
}

import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { browserCookie, createApi, type Api } from '../api/client';
import { authApi, type AuthApi } from '../api/auth';
import { createQueryClient } from '../api/query-client';
import { createQueryPersister, followOtherTabs, wipeCache } from '../api/query-persister';
import { CACHE_LIFETIME_MS } from '../api/cache-tags';
import { DbClient } from '../db/db-client';
import { createCartStore } from '../db/cart-store';
import { authMachine } from '../machines/auth.machine';
import { cartMachine } from '../machines/cart.machine';
import { createToastQueue, showToast, type Toasts } from '../ui/toast';
import { pl } from '../i18n/pl';
import { readSavedSession, saveSession } from './saved-session';
import { watchStorage } from './storage-watch';
import type { AuthActor } from '../screens/shared/auth-hooks';
import type { CartActor } from '../screens/shared/cart-hooks';
import { forwardInspection } from '../screens/shared/inspection-sink';

export interface AppServices {
  api: Api;
  auth: AuthApi;
  db: DbClient;
  queryClient: QueryClient;
  toasts: Toasts;
  authActor: AuthActor;
  cartActor: CartActor;
}

export interface ServiceOptions {
  baseUrl: string;
  storage: Storage;
  /** The tabs' browser database, already created (started here). */
  db: DbClient;
  fetch?: typeof fetch;
  /** Leaves the SPA for an outside page (the social provider). */
  goTo?: (url: string) => void;
  /**
   * When the database starts: at once by default; the app passes `afterFirstPaint`, so SQLite's worker and its
   * WebAssembly do not compete with the first route's scripts. Requests asked before it starts wait for it.
   */
  scheduleDbStart?: (start: () => void) => void;
}

/**
 * The composition root: one API client, one query cache persisted in the browser database, one toast queue and
 * the auth machine with its effects. The client and the database only report events; here they become a logout,
 * a toast or a refetch.
 */
export function createAppServices(options: ServiceOptions): AppServices {
  const { db, storage } = options;
  const toasts = createToastQueue();
  const queryClient = createQueryClient(createQueryPersister(db).persisterFn);
  let authActor: AuthActor | null = null;

  const scheduleDbStart = options.scheduleDbStart ?? ((start) => start());
  scheduleDbStart(() => {
    void db
      .start()
      .then(() => db.request('cache.purge', { olderThan: Date.now() - CACHE_LIFETIME_MS }).catch(() => undefined));
  });
  followOtherTabs(db, queryClient);
  watchStorage(db, toasts);

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

  // The cart: read from and written to the browser store, one batch per action; other tabs' changes come in here.
  const cartStore = createCartStore(db);
  const cartActor: CartActor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(() => cartStore.load()),
        writeCart: fromPromise(({ input }) => cartStore.apply(input.changes)),
      },
      actions: {
        announceAdded: (_, { message }) => showToast(toasts, 'success', message),
        reportFailure: (_, { message, error }) => {
          console.error('Koszyk: pamięć przeglądarki nie odpowiedziała', error);
          showToast(toasts, 'error', message);
        },
      },
    }),
    { inspect: forwardInspection },
  );
  cartActor.start();
  cartStore.subscribe((snapshot) => cartActor.send({ type: 'cart.changedElsewhere', snapshot }));

  // Logout (spec section 4): cached API data, the cart and local storage all go. The cart machine is the cart's one
  // writer: the header's count drops at once, and its clear is stored after any change still being saved, which
  // also removes the cart's copy from local storage. Local storage is cleared at once, so the session goes first.
  const clearBrowserSession = async () => {
    cartActor.send({ type: 'cart.clear' });
    storage.clear();
    await wipeCache(db, queryClient);
  };

  authActor = createActor(
    authMachine.provide({
      actors: {
        restore: fromPromise(() => Promise.resolve(readSavedSession(storage))),
        login: fromPromise(({ input }) => auth.login(input)),
        logout: fromPromise(async () => {
          await auth.logout();
        }),
        socialStart: fromPromise(({ input }) => auth.socialStart(input.provider)),
        socialFinish: fromPromise(({ input }) => auth.socialFinish(input.provider, input.search)),
      },
      actions: {
        persistSession: (_, { session }) => saveSession(storage, session),
        clearBrowserSession: () => void clearBrowserSession(),
        goToProvider: (_, { url }) => (options.goTo ?? ((href) => window.location.assign(href)))(url),
        announceExpiry: () => showToast(toasts, 'info', pl.auth.sessionExpired),
        logLogoutFailure: (_, { error }) => console.error('Wylogowanie na serwerze nie powiodło się', error),
      },
    }),
    { inspect: forwardInspection },
  );
  authActor.start();

  return { api, auth, db, queryClient, toasts, authActor, cartActor };
}

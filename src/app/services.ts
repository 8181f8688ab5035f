import { createActor, fromPromise } from 'xstate';
import { browserCookie, createApi, type Api } from '../platform/http/client';
import { authApi, type AuthApi } from '../platform/http/auth-api';
import { freshSince } from '../kernel/cache-lifetime';
import { DbClient } from '../platform/db/db-client';
import { authMachine } from '../features/auth/auth.machine';
import { createToastQueue, showToast, type Toasts } from '../ui/toast-queue';
import { pl } from '../i18n/pl';
import { readSavedSession, saveSession } from './saved-session';
import { watchStorage } from './storage-watch';
import type { AuthActor } from '../features/auth/auth-hooks';
import { forwardInspection } from '../platform/machines/inspection-sink';
import type { DataServices } from './data-services';

export interface AppServices {
  api: Api;
  auth: AuthApi;
  db: DbClient;
  toasts: Toasts;
  authActor: AuthActor;
  /**
   * The query cache and the cart (data-services.ts), created once, on the first call. The app calls it after the
   * first paint, and the signed-in frame waits for it (data-layer.tsx).
   */
  data: () => Promise<DataServices>;
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
   * When the database starts, and the data services with it: at once by default; the app passes `afterFirstPaint`,
   * so SQLite's worker and its WebAssembly do not compete with the first route's scripts. Requests asked before it
   * starts wait for it.
   */
  scheduleDbStart?: (start: () => void) => void;
  /**
   * Creates the data services: by default from their own chunk, fetched on the first call, so that the sign-in page
   * does not load them. Tests pass `createDataServices` itself.
   */
  loadData?: (parts: { db: DbClient; toasts: Toasts }) => DataServices | Promise<DataServices>;
}

const loadDataChunk: NonNullable<ServiceOptions['loadData']> = (parts) =>
  import('./data-services').then(({ createDataServices }) => createDataServices(parts));

/**
 * The composition root: one API client, one toast queue and the auth machine with its effects, which the sign-in page
 * needs; the query cache and the cart come later (`data`). The client and the database only report events; here they
 * become a logout, a toast or a refetch.
 */
export function createAppServices(options: ServiceOptions): AppServices {
  const { db, storage } = options;
  const toasts = createToastQueue();
  let authActor: AuthActor | null = null;

  const loadData = options.loadData ?? loadDataChunk;
  let data: Promise<DataServices> | null = null;
  const dataServices = () =>
    (data ??= Promise.resolve(loadData({ db, toasts }))
      // A chunk that failed to arrive (offline) is asked for again next time.
      .catch((error: unknown) => {
        data = null;
        throw error;
      }));

  const scheduleDbStart = options.scheduleDbStart ?? ((start) => start());
  scheduleDbStart(() => {
    void db.start().then(() => db.request('cache.purge', { olderThan: freshSince(Date.now()) }).catch(() => undefined));
    // Fetched ahead of need; if it fails, the frame that needs it asks again and shows the failure.
    dataServices().catch(() => undefined);
  });
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

  // Logout (spec section 4): local storage, the cart and cached API data all go. Local storage is cleared at once, so
  // the session goes first; the cart's copy there goes with the cart's clear, after any change still being saved.
  const clearBrowserSession = async () => {
    storage.clear();
    await (await dataServices()).clearBrowserData();
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
        announcePasswordRemoval: (_, { removed }) => {
          if (removed) showToast(toasts, 'info', pl.auth.passwordRemovedBySocial);
        },
        logLogoutFailure: (_, { error }) => console.error('Wylogowanie na serwerze nie powiodło się', error),
      },
    }),
    { inspect: forwardInspection },
  );
  authActor.start();

  return { api, auth, db, toasts, authActor, data: dataServices };
}

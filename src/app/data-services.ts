import { createActor, fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../platform/http/query-client';
import { createQueryPersister } from '../platform/db/stores/query-cache/query-persister';
import { followOtherTabs, wipeCache } from '../platform/db/stores/query-cache/cache-invalidation';
import { createCartStore } from '../platform/db/stores/cart/cart-store';
import type { DbClient } from '../platform/db/db-client';
import { cartMachine } from '../features/cart/cart.machine';
import { showToast, type Toasts } from '../ui/toast-queue';
import type { CartActor } from '../features/cart/cart-hooks';
import { forwardInspection } from '../platform/machines/inspection-sink';

/** What only the signed-in app needs: the query cache persisted in the browser database, and the cart. */
export interface DataServices {
  queryClient: QueryClient;
  cartActor: CartActor;
  /** Logout: the cart and the cached API data go, here and in the other tabs. */
  clearBrowserData(): Promise<void>;
}

/**
 * The second half of the composition root (the first is core-services.ts). It is a chunk of its own, loaded after
 * the first paint, so that signing in does not wait for TanStack Query, the cart machine and their helpers, and the
 * first route's JavaScript stays within its budget (docs/performance.md).
 */
export function createDataServices({ db, toasts }: { db: DbClient; toasts: Toasts }): DataServices {
  const queryClient = createQueryClient(createQueryPersister(db).persisterFn);
  followOtherTabs(db, queryClient);

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

  return {
    queryClient,
    cartActor,
    // The cart machine is the cart's one writer: the header's count drops at once, and its clear is stored after
    // any change still being saved, which also removes the cart's copy from local storage.
    async clearBrowserData() {
      cartActor.send({ type: 'cart.clear' });
      await wipeCache(db, queryClient);
    },
  };
}

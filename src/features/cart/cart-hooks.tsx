import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cartModeOf, cartPeriodOf, type cartMachine } from './cart.machine';
import type {
  CartCollection,
  CartDiscountCode,
  CartDomain,
  CartMode,
  CartPortal,
  CartPublication,
  CartRedirectPeriod,
  CartSnapshot,
} from '../../kernel/cart';
import { cartChangesFor, cartCount, type CurrentPrices, type OrderedKeys } from '../../kernel/cart-items';
import { totalsOfCart, type CartTotalsView } from '../../kernel/cart-totals';
import { createRequiredContext } from '../../kit/required-context';

export type CartActor = ActorRefFrom<typeof cartMachine>;

const [CartContextProvider, useCartContext] = createRequiredContext<CartActor>('useCartActor', 'CartProvider');

/** Makes the app's one cart actor available to the screens. */
export function CartProvider({ actor, children }: { actor: CartActor; children: ReactNode }) {
  return <CartContextProvider value={actor}>{children}</CartContextProvider>;
}

/** The cart machine's actor, for the rare screen that needs more than the hooks below. */
export const useCartActor: () => CartActor = useCartContext;

export interface CartView {
  /** Restored from the browser store; until then toggles wait. */
  ready: boolean;
  snapshot: CartSnapshot;
  /** Kupuję, Dzierżawię or Wynajmuję (301): the machine's `mode` region. */
  mode: CartMode;
  /** The redirect period chosen for the cart: the machine's `period` region. */
  redirectPeriod: CartRedirectPeriod;
  /** Items shown on the header button. */
  count: number;
  /** Net, discount, VAT and gross in grosze (src/kernel/pricing.ts), plus each domain's monthly rent. */
  totals: CartTotalsView;
}

/** The cart as the user sees it, re-rendering only when it changes. */
export function useCart(): CartView {
  const actor = useCartActor();
  const ready = useSelector(actor, (s) => s.context.loaded);
  const snapshot = useSelector(actor, (s) => s.context.snapshot);
  const mode = useSelector(actor, cartModeOf);
  const redirectPeriod = useSelector(actor, cartPeriodOf);
  const totals = useMemo(() => totalsOfCart(snapshot), [snapshot]);
  return { ready, snapshot, mode, redirectPeriod, count: cartCount(snapshot), totals };
}

const countIn = (actor: CartActor) => cartCount(actor.getSnapshot().context.snapshot);

/**
 * The item count on the header's cart button, followed in a transition instead of read through
 * `useSyncExternalStore` as `useCart` does. The cart loads from the browser database while a signed-in page mounts;
 * a store read that way that changes mid-render makes React throw away the page's sliced render and do it again in
 * one long task ("Teared Render" in React's profiling tracks).
 * The header's count may follow one render later; the cart panel and the add buttons read the machine directly.
 */
export function useCartCount(): number {
  const actor = useCartActor();
  const [count, setCount] = useState(() => countIn(actor));
  useEffect(() => {
    const follow = () => {
      const next = countIn(actor);
      startTransition(() => setCount(next));
    };
    follow();
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor]);
  return count;
}

export interface CartActions {
  toggleDomain: (item: CartDomain) => void;
  togglePortal: (item: CartPortal) => void;
  togglePublication: (item: CartPublication) => void;
  updatePublication: (item: CartPublication) => void;
  /** Brings the entries to today's prices in one batch (see cart-items.ts); says whether anything changed. */
  applyPrices: (current: CurrentPrices) => boolean;
  /** `key` is `cartItemKey(collection, item)`. */
  remove: (collection: CartCollection, key: string) => void;
  setMode: (mode: CartMode) => void;
  setRedirectPeriod: (period: CartRedirectPeriod) => void;
  setDiscountCode: (code: CartDiscountCode) => void;
  removeDiscountCode: () => void;
  clear: () => void;
  /** After a successful escrow: the domains and their redirect entries leave the cart. */
  clearDomains: () => void;
  removeOrdered: (keys: OrderedKeys) => void;
  /** Reloads the cart from the browser store. */
  restore: () => void;
}

/** The cart's actions; each changes the cart at once and is saved in the browser store. Stable across renders. */
export function useCartActions(): CartActions {
  const actor = useCartActor();
  return useMemo(
    (): CartActions => ({
      toggleDomain: (item) => actor.send({ type: 'cart.toggleDomain', item }),
      togglePortal: (item) => actor.send({ type: 'cart.togglePortal', item }),
      togglePublication: (item) => actor.send({ type: 'cart.togglePublication', item }),
      updatePublication: (item) => actor.send({ type: 'cart.updatePublication', item }),
      applyPrices: (current) => {
        // Judged against the machine's cart, which the event applies to, not a rendered copy of it.
        const changed =
          cartChangesFor(actor.getSnapshot().context.snapshot, { type: 'cart.applyPrices', current }).length > 0;
        if (changed) actor.send({ type: 'cart.applyPrices', current });
        return changed;
      },
      remove: (collection, key) => actor.send({ type: 'cart.remove', collection, key }),
      setMode: (mode) => actor.send({ type: 'cart.setMode', mode }),
      setRedirectPeriod: (period) => actor.send({ type: 'cart.setRedirectPeriod', period }),
      setDiscountCode: (code) => actor.send({ type: 'cart.setDiscountCode', code }),
      removeDiscountCode: () => actor.send({ type: 'cart.removeDiscountCode' }),
      clear: () => actor.send({ type: 'cart.clear' }),
      clearDomains: () => actor.send({ type: 'cart.clearDomains' }),
      removeOrdered: (keys) => actor.send({ type: 'cart.removeOrdered', keys }),
      restore: () => actor.send({ type: 'cart.restore' }),
    }),
    [actor],
  );
}

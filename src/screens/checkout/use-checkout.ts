import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import { useCheckoutApi, type CurrentCatalogue } from '../../api/checkout';
import type { CartSnapshot } from '../../model/cart';
import { cartDomainOf, cartPortalOf, deepEqual } from '../../model/cart-items';
import { checkoutPayloadOf, type CheckoutForm } from '../../model/checkout-form';
import { cartFingerprint, checkoutSubmissionOf, isPublicationOfferId, orderedKeysOf, orderedPartOf, type CheckoutRoute } from '../../model/checkout-request';
import { discountMatchesCart, totalsOfCart } from '../../model/cart-totals';
import { toPln } from '../../model/money';
import { useCart, useCartActions, type CartActions } from '../shared/cart-hooks';
import { checkoutAttempts } from './checkout-attempt';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Brings the cart up to today's catalogue: a domain or portal whose entry differs is toggled with its fresh entry,
 * which replaces the stale one (the store keys by id); a publication gets its offer's current price; the discount
 * code its current terms. What could not be looked up is left for the next order to name. Says whether anything
 * was brought up to date.
 */
function applyCurrentPrices(snapshot: CartSnapshot, current: CurrentCatalogue, actions: CartActions): boolean {
  let changed = false;
  for (const domain of current.domains) {
    const fresh = cartDomainOf(domain);
    const stored = snapshot.domains.find((d) => d.id === fresh.id);
    if (stored && !deepEqual(stored, fresh)) {
      actions.toggleDomain(fresh);
      changed = true;
    }
  }
  for (const portal of current.portals) {
    const fresh = cartPortalOf(portal);
    const stored = snapshot.portals.find((p) => p.id === fresh.id);
    if (stored && !deepEqual(stored, fresh)) {
      actions.togglePortal(fresh);
      changed = true;
    }
  }
  for (const portal of current.publications) {
    for (const stored of snapshot.publications.filter((p) => p.id === portal.id)) {
      if (!isPublicationOfferId(stored.publication_offer_id)) continue;
      const price = portal.price[stored.publication_offer_id];
      if (price !== undefined && price !== stored.price) {
        actions.updatePublication({ ...stored, price });
        changed = true;
      }
    }
  }
  if (current.discountCode && snapshot.discountCode) {
    const { code, product_type, type, discount } = current.discountCode;
    const fresh = { code, product_type, type, discount };
    if (!deepEqual(snapshot.discountCode, fresh)) {
      actions.setDiscountCode(fresh);
      changed = true;
    }
  }
  return changed;
}

/**
 * The checkout machine with its effects: the request goes out with this cart's Idempotency-Key; after the order
 * the customer sees it at once, then the ordered items leave the cart and the catalogue is refetched.
 */
export function useCheckout() {
  const { snapshot } = useCart();
  const actions = useCartActions();
  const calls = useCheckoutApi();
  const navigate = useNavigate();
  const [attempts] = useState(() => checkoutAttempts(sessionStore()));
  const latest = useRef({ snapshot, actions, calls, navigate });
  useEffect(() => {
    latest.current = { snapshot, actions, calls, navigate };
  });

  // One machine per visit; its effects read the latest cart and callbacks, so it never has to be rebuilt.
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => latest.current.calls.placeOrder(input)),
        refreshPrices: fromPromise(async () => {
          const current = await latest.current.calls.currentCatalogue(latest.current.snapshot);
          // Compared with the cart as it is now: an item removed while the prices were fetched stays removed.
          return applyCurrentPrices(latest.current.snapshot, current, latest.current.actions);
        }),
      },
      actions: {
        orderPlaced: (_, { orderId, placement }) => {
          attempts.forget();
          const { navigate: go, actions: cart, calls: api } = latest.current;
          // The ordered items leave the cart once the order page is shown, so the checkout never flashes its
          // empty-cart screen while the order page is still loading.
          void Promise.resolve(go(`/order-received?order=${orderId}`)).finally(() => cart.removeOrdered(placement.ordered));
          void api.afterOrder();
        },
      },
    }),
  );
  const [state, send] = useMachine(machine);

  /** Sends the order of the cart's mode; the form has been checked by the caller. */
  const placeOrder = (route: Exclude<CheckoutRoute, 'escrow'>, form: CheckoutForm) => {
    const ordered = orderedPartOf(snapshot);
    // A code that covers nothing this mode orders (a portal code in 301 mode) gives nothing, so it is not sent: the
    // server would refuse it, and the customer keeps it in the cart for a later purchase.
    const code = ordered.discountCode;
    const part = code && !discountMatchesCart(ordered, code.product_type) ? { ...ordered, discountCode: null } : ordered;
    const request = checkoutSubmissionOf(route, part, checkoutPayloadOf(form), toPln(totalsOfCart(part).gross));
    send({
      type: 'checkout.submit',
      placement: { request, idempotencyKey: attempts.keyFor(cartFingerprint(snapshot)), ordered: orderedKeysOf(snapshot) },
    });
  };

  return {
    busy: state.hasTag('busy'),
    refreshing: state.matches('refreshingPrices'),
    failure: state.context.failure,
    placeOrder,
    dismiss: () => send({ type: 'checkout.dismiss' }),
  };
}

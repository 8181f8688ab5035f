import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { checkoutMachine } from './checkout.machine';
import { useCheckoutApi, type CurrentCatalogue } from './checkout-api';
import { cartDiscountCodeOf, cartDomainOf, cartPortalOf, type CurrentPrices } from '../../kernel/cart-items';
import { checkoutPayloadOf, type CheckoutForm } from '../../kernel/checkout-form';
import type { FieldErrors } from '../../kernel/validation';
import type { FormSubmission } from '../../kit/forms/use-submission';
import {
  attemptFingerprint,
  checkoutRequestOf,
  orderedKeysOf,
  type CheckoutRoute,
} from '../../kernel/checkout-request';
import { useCart, useCartActions } from '../cart';
import { useLatest } from '../../kit/use-latest';
import { checkoutAttempts } from './checkout-attempt';

/** One press of the order button: the call of the cart's mode and the checked form. */
export interface OrderSubmission {
  route: Exclude<CheckoutRoute, 'escrow'>;
  form: CheckoutForm;
}

const NO_FIELD_ERRORS: FieldErrors = {};

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Today's catalogue in the cart's own shapes, for `cart.applyPrices`. */
function currentPricesOf(current: CurrentCatalogue): CurrentPrices {
  return {
    domains: current.domains.map(cartDomainOf),
    portals: current.portals.map(cartPortalOf),
    publications: current.publications.map((portal) => ({ id: portal.id, price: portal.price })),
    discountCode: current.discountCode ? cartDiscountCodeOf(current.discountCode) : null,
  };
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
  const latest = useLatest({ snapshot, actions, calls, navigate });

  // One machine per visit; its effects read the latest cart and callbacks, so it never has to be rebuilt.
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => latest().calls.placeOrder(input)),
        refreshPrices: fromPromise(async () => {
          const current = await latest().calls.currentCatalogue(latest().snapshot);
          return latest().actions.applyPrices(currentPricesOf(current));
        }),
      },
      actions: {
        orderPlaced: (_, { orderId, placement }) => {
          attempts.forget();
          const { navigate: go, actions: cart, calls: api } = latest();
          // The ordered items leave the cart once the order page is shown, so the checkout never flashes its
          // empty-cart screen while the order page is still loading.
          void Promise.resolve(go(`/order-received?order=${orderId}`)).finally(() =>
            cart.removeOrdered(placement.ordered),
          );
          void api.afterOrder();
        },
      },
    }),
  );
  const [state, send] = useAppMachine(machine);

  const { failure } = state.context;
  /**
   * The order's submission as the form kit reads it; the machine alone holds its state. Sending it places the order
   * of the cart's mode (the caller has checked the form).
   */
  const submission: FormSubmission<OrderSubmission> = {
    busy: state.hasTag('busy'),
    error: failure?.message ?? null,
    fieldErrors: failure?.kind === 'invalid' ? failure.fieldErrors : NO_FIELD_ERRORS,
    submit: ({ route, form }) => {
      const payload = checkoutPayloadOf(form);
      send({
        type: 'checkout.submit',
        placement: {
          request: checkoutRequestOf(route, snapshot, payload),
          idempotencyKey: attempts.keyFor(attemptFingerprint(snapshot, payload.buyer)),
          ordered: orderedKeysOf(snapshot),
        },
      });
    },
  };

  return {
    submission,
    refreshing: state.matches('refreshingPrices'),
    failure,
    dismiss: () => send({ type: 'checkout.dismiss' }),
  };
}

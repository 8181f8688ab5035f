import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '../../kernel/validation';
import type { RefusedItem } from '../../kernel/call-failure';
import type { Placement } from '../../kernel/checkout-request';
import { callFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

export type { Placement, RefusedItem };

/** Why an order was not placed, as the checkout tells the customer. */
export type CheckoutFailure =
  | { kind: 'unavailable'; message: string; items: RefusedItem[] }
  | { kind: 'pricesChanged'; message: string; refreshed: boolean }
  | { kind: 'invalid'; message: string; fieldErrors: FieldErrors }
  | { kind: 'unverified'; message: string }
  | { kind: 'error'; message: string };

export interface CheckoutContext {
  placement: Placement | null;
  failure: CheckoutFailure | null;
  orderId: number | null;
}

export type CheckoutEvent = { type: 'checkout.submit'; placement: Placement } | { type: 'checkout.dismiss' };

/**
 * What a failed order means for the customer. Items the server refused are gone; when it refused none, or only
 * changed prices, the prices the customer saw are out of date. Broken rules have messages per field, and an account
 * that has not confirmed its e-mail address must do so first.
 */
export function failureOf(error: unknown): CheckoutFailure {
  const failure = callFailureOf(error);
  const { message } = failure;
  switch (failure.kind) {
    case 'unavailable': {
      const gone = failure.items.filter((item) => item.reason !== 'price_changed');
      return gone.length === 0
        ? { kind: 'pricesChanged', message, refreshed: false }
        : { kind: 'unavailable', message, items: gone };
    }
    case 'validation':
      return { kind: 'invalid', message, fieldErrors: failure.errors };
    case 'unverified':
      return { kind: 'unverified', message };
    case 'other':
      return { kind: 'error', message };
  }
}

/**
 * The checkout (spec sections 4 and 9): idle → submitting → placed. A second press while an order is
 * being placed is ignored, so one press sends one request; the Idempotency-Key makes a retry or a reload safe.
 * Changed prices are refreshed in the cart before the customer can try again. The screen provides the effects.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    placeOrder: fromPromise<{ id: number }, Placement>(notProvided('placeOrder')),
    /** Resolves whether any price in the cart was brought up to date. */
    refreshPrices: fromPromise<boolean, void>(notProvided('refreshPrices')),
  },
  actions: {
    /** The screen takes the ordered items out of the cart, forgets the attempt and shows the order. */
    orderPlaced: (_, _params: { orderId: number; placement: Placement }) => {},
  },
  guards: {
    isPricesChanged: (_, params: { error: unknown }) => failureOf(params.error).kind === 'pricesChanged',
  },
}).createMachine({
  id: 'checkout',
  context: { placement: null, failure: null, orderId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({ placement: event.placement, failure: null })),
        },
        'checkout.dismiss': { actions: assign({ failure: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => context.placement!,
        onDone: {
          target: 'placed',
          actions: [
            assign(({ event }) => ({ orderId: event.output.id })),
            {
              type: 'orderPlaced',
              params: ({ context, event }) => ({ orderId: event.output.id, placement: context.placement! }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'isPricesChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'refreshingPrices',
            actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
          },
          { target: 'idle', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
        ],
      },
    },
    refreshingPrices: {
      tags: ['busy'],
      invoke: {
        src: 'refreshPrices',
        onDone: {
          target: 'idle',
          // Nothing brought up to date (every look-up failed) is not a refresh: the customer is told to reload.
          actions: assign(({ context, event }) => ({
            failure:
              context.failure?.kind === 'pricesChanged'
                ? { ...context.failure, refreshed: event.output }
                : context.failure,
          })),
        },
        // The message that prices changed stays; the customer can reload the page to try the refresh again.
        onError: { target: 'idle' },
      },
    },
    placed: {
      tags: ['done'],
    },
  },
});

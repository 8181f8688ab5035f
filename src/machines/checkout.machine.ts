import { assign, fromPromise, setup } from 'xstate';
import type { Placement } from '../model/checkout-request';

export type { Placement };

/** An item the server refused (409 ItemsUnavailable), as it names it. */
export interface RefusedItem {
  kind: 'domain' | 'webPortal' | 'publication';
  id: number;
  name: string | null;
  reason: string;
}

export type CheckoutFailure =
  | { kind: 'unavailable'; message: string; items: RefusedItem[] }
  | { kind: 'pricesChanged'; message: string; refreshed: boolean }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | { kind: 'unverified'; message: string }
  | { kind: 'error'; message: string };

export interface CheckoutContext {
  placement: Placement | null;
  failure: CheckoutFailure | null;
  orderId: number | null;
}

export type CheckoutEvent = { type: 'checkout.submit'; placement: Placement } | { type: 'checkout.dismiss' };

const GENERIC = 'Coś poszło nie tak';

// Thrown errors come from the API layer (ApiError); they are read structurally so the machine stays free of it.
function refusedItemsOf(body: unknown): RefusedItem[] | null {
  const list = (body as { unavailable?: unknown } | null)?.unavailable;
  return Array.isArray(list) ? (list as RefusedItem[]) : null;
}

/**
 * What a failed order means for the customer. A 409 names the items that are gone; a 409 whose list is empty, or
 * names only changed prices, means the prices the customer saw are out of date; a 422 has messages per field; a 403
 * with reason `email_unverified` means the account must confirm its e-mail address first.
 */
export function failureOf(error: unknown): CheckoutFailure {
  const message = error instanceof Error && error.message ? error.message : GENERIC;
  const { status, body, fieldErrors } = (error ?? {}) as { status?: unknown; body?: unknown; fieldErrors?: unknown };
  const refused = status === 409 ? refusedItemsOf(body) : null;
  if (refused) {
    const gone = refused.filter((item) => item.reason !== 'price_changed');
    return gone.length === 0
      ? { kind: 'pricesChanged', message, refreshed: false }
      : { kind: 'unavailable', message, items: gone };
  }
  if (status === 403 && (body as { reason?: unknown } | null)?.reason === 'email_unverified')
    return { kind: 'unverified', message };
  if (status === 422 && fieldErrors && typeof fieldErrors === 'object') {
    return { kind: 'invalid', message, fieldErrors: fieldErrors as Record<string, string[]> };
  }
  return { kind: 'error', message };
}

/**
 * The checkout (spec sections 4 and 9, issue 5): idle → submitting → placed. A second press while an order is
 * being placed is ignored, so one press sends one request; the Idempotency-Key makes a retry or a reload safe.
 * Changed prices are refreshed in the cart before the customer can try again. The screen provides the effects.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    placeOrder: fromPromise<{ id: number }, Placement>(async () => {
      throw new Error('placeOrder not provided');
    }),
    /** Resolves whether any price in the cart was brought up to date. */
    refreshPrices: fromPromise<boolean, void>(async () => {
      throw new Error('refreshPrices not provided');
    }),
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

import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { EscrowRequest } from '../../kernel/checkout-request';
import { formFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

export type { EscrowRequest };

export interface EscrowContext {
  /** The server's message on success, toasted by the screen. */
  message: string | null;
  error: string | null;
  fieldErrors: Record<string, string[]>;
}

export type EscrowEvent = { type: 'escrow.submit'; request: EscrowRequest } | { type: 'escrow.reset' };

/**
 * The escrow popup's submission (spec section 4): idle → submitting (the button shows loading) → succeeded or
 * failed. On success the screen toasts the message, clears the domains cart and shows /order-received; a failure
 * goes through the shared server-message handler and leaves the cart as it was.
 */
export const escrowMachine = setup({
  types: { context: {} as EscrowContext, events: {} as EscrowEvent },
  actors: {
    startEscrow: fromPromise<{ message: string }, EscrowRequest>(notProvided('startEscrow')),
  },
  actions: {
    escrowStarted: (_, _params: { message: string }) => {},
    escrowFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'escrow',
  context: { message: null, error: null, fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: { 'escrow.submit': { target: 'submitting' } },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        src: 'startEscrow',
        input: ({ event }) => {
          assertEvent(event, 'escrow.submit');
          return event.request;
        },
        onDone: {
          target: 'succeeded',
          actions: [
            assign(({ event }) => ({ message: event.output.message })),
            { type: 'escrowStarted', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => formFailureOf(event.error)),
            { type: 'escrowFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: {
        'escrow.submit': { target: 'submitting' },
        'escrow.reset': { target: 'idle', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    succeeded: {
      tags: ['done'],
      on: { 'escrow.reset': { target: 'idle', actions: assign({ message: null }) } },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '../../contract/types';
import { canChangeOrderStatus, type OrderStatus } from '../../kernel/order-status';
import { callFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

type Order = Schemas['Order'];

/** What the `changeStatus` actor answers: the order changed, or refused with the order as it is now. */
export type StatusChangeResult = { kind: 'changed'; order: Order } | { kind: 'refused'; message: string; order: Order };

export interface OrderStatusContext {
  orderId: number;
  /** The status the administrator saw, sent as the one the order is expected to have. */
  from: OrderStatus | null;
  to: OrderStatus | null;
  /** Why the last change did not happen: refused (the order moved on meanwhile) or failed (no connection). */
  problem: { kind: 'refused' | 'failed'; message: string } | null;
}

export type OrderStatusEvent =
  | { type: 'status.choose'; from: OrderStatus; to: OrderStatus }
  | { type: 'status.confirm' }
  | { type: 'status.cancel' };

/**
 * An administrator moves an order to another status: choose (only transitions the model allows are taken), confirm
 * first when cancelling, then the change (tag busy), which names the status the administrator saw. The screen
 * provides `changeStatus` and reacts to `showChanged` (a toast) and `showCurrent` (the order as it is now, after a
 * refusal); the refusal's or failure's message stays in context until the next choice.
 */
export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
    input: {} as { orderId: number },
  },
  actors: {
    changeStatus: fromPromise<StatusChangeResult, { orderId: number; expected: OrderStatus; to: OrderStatus }>(
      notProvided('changeStatus'),
    ),
  },
  actions: {
    showChanged: (_, _params: { order: Order }) => {},
    showCurrent: (_, _params: { order: Order }) => {},
  },
  guards: {
    isAllowed: ({ event }) => event.type === 'status.choose' && canChangeOrderStatus(event.from, event.to),
    isCancellation: ({ event }) => event.type === 'status.choose' && event.to === 'cancelled',
    wasRefused: (_, params: { result: StatusChangeResult }) => params.result.kind === 'refused',
  },
}).createMachine({
  id: 'orderStatus',
  context: ({ input }) => ({ orderId: input.orderId, from: null, to: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.choose': [
          {
            guard: { type: 'isCancellation' },
            target: 'confirming',
            actions: assign(({ event }) => ({ from: event.from, to: event.to, problem: null })),
          },
          {
            guard: { type: 'isAllowed' },
            target: 'changing',
            actions: assign(({ event }) => ({ from: event.from, to: event.to, problem: null })),
          },
        ],
      },
    },
    confirming: {
      on: {
        'status.confirm': { target: 'changing' },
        'status.cancel': { target: 'idle', actions: assign({ from: null, to: null }) },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        src: 'changeStatus',
        // Reached only after a choice, which set both.
        input: ({ context }) => ({ orderId: context.orderId, expected: context.from!, to: context.to! }),
        onDone: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              assign(({ event }) => ({
                problem: {
                  kind: 'refused' as const,
                  message: event.output.kind === 'refused' ? event.output.message : '',
                },
              })),
              { type: 'showCurrent', params: ({ event }) => ({ order: event.output.order }) },
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({ from: null, to: null }),
              { type: 'showChanged', params: ({ event }) => ({ order: event.output.order }) },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({
            problem: { kind: 'failed' as const, message: callFailureOf(event.error).message },
          })),
        },
      },
    },
  },
});

import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  EMPTY_CART,
  type CartChange,
  type CartMode,
  type CartRedirectPeriod,
  type CartSnapshot,
} from '../../kernel/cart';
import { cartChangesFor, isAddition, type CartAction } from '../../kernel/cart-items';
import { cartCopy } from './cart-copy';
import { modeState, periodState } from './cart-regions';
import { ACTION_EVENTS, answerOrNewer, RECORDED_ANYWHERE, viewOf } from './cart-view';
import { notProvided } from '../../platform/machines/not-provided';

export interface CartContext {
  /** The cart as the browser store last reported it (loaded, written, or changed by another tab). */
  stored: CartSnapshot;
  /** Changes whose write failed: kept in memory, shown, and sent again with the next write. */
  unsaved: CartChange[];
  /** One batch per user action, written in order; the first is being written. */
  queue: CartChange[][];
  /** What the user sees: the stored cart with the unsaved and queued changes on top. */
  snapshot: CartSnapshot;
  /** The cart has been read from the store once (or reading it failed); the UI may act on it. */
  loaded: boolean;
  /** A restore asked for while a write ran; it runs once the writes are done. */
  restoreRequested: boolean;
  /** Another tab's cart arrived while the current read or write ran (so its answer may be older). */
  heardOtherTab: boolean;
  /** The store is being read: actions taken meanwhile wait in `deferred`, since the cart they act on is not known. */
  reading: boolean;
  /**
   * Actions taken while the store was read, in order. A toggle means "add" or "remove" only against the cart it is
   * taken on, so each is worked out once the read cart is known, on top of it (and of the actions before it).
   */
  deferred: CartAction[];
}

export type CartEvent =
  | CartAction
  | { type: 'cart.restore' }
  /** Another tab changed the stored cart. */
  | { type: 'cart.changedElsewhere'; snapshot: CartSnapshot };

/** The cart once read: `stored` under the failed and queued changes, then each deferred action worked out on top. */
function afterRead(context: CartContext, stored: CartSnapshot): Partial<CartContext> {
  let queue = context.queue;
  let snapshot = viewOf(stored, context.unsaved, queue);
  for (const action of context.deferred) {
    const changes = cartChangesFor(snapshot, action);
    if (changes.length === 0) continue;
    queue = [...queue, changes];
    snapshot = viewOf(stored, context.unsaved, queue);
  }
  return { stored, queue, snapshot, reading: false, deferred: [] };
}

const PERIOD_OF = { days30: 30, days90: 90, days365: 365 } as const satisfies Record<string, CartRedirectPeriod>;

/**
 * The cart (spec sections 3 and 4). Every action changes the cart in memory at once and queues one batch of
 * stored changes; the batches are written one after another through `writeCart`. A failed write keeps the change
 * in memory and says so; another tab's newer cart replaces this one. Effects are provided by the app.
 *
 * Three parallel regions: `persistence` (reading and writing the browser store), and the cart's `mode` (Kupuję /
 * Dzierżawię / Wynajmuję (301)) and redirect `period`, which always agree with the cart as shown, since the stored
 * cart keeps them too. Read them with `cartModeOf` and `cartPeriodOf`.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    loadCart: fromPromise<CartSnapshot>(() => Promise.resolve(EMPTY_CART)),
    writeCart: fromPromise<CartSnapshot, { changes: CartChange[] }>(notProvided('writeCart')),
  },
  actions: {
    record: assign(({ context, event }) => {
      assertEvent(event, ACTION_EVENTS);
      if (context.reading) return { deferred: [...context.deferred, event] };
      const changes = cartChangesFor(context.snapshot, event);
      if (changes.length === 0) return {};
      const queue = [...context.queue, changes];
      return { queue, snapshot: viewOf(context.stored, context.unsaved, queue) };
    }),
    adoptLoaded: assign(({ context }, params: { snapshot: CartSnapshot }) => ({
      loaded: true,
      ...afterRead(context, answerOrNewer(context, params.snapshot)),
    })),
    adoptOtherTab: assign(({ context }, params: { snapshot: CartSnapshot }) => ({
      stored: params.snapshot,
      heardOtherTab: true,
      snapshot: viewOf(params.snapshot, context.unsaved, context.queue),
    })),
    confirmWrite: assign(({ context }, params: { snapshot: CartSnapshot }) => {
      const stored = answerOrNewer(context, params.snapshot);
      const queue = context.queue.slice(1);
      return { stored, unsaved: [], queue, snapshot: viewOf(stored, [], queue) };
    }),
    forgetOtherTab: assign({ heardOtherTab: false }),
    keepUnsaved: assign(({ context }) => ({
      unsaved: [...context.unsaved, ...(context.queue[0] ?? [])],
      queue: context.queue.slice(1),
    })),
    /** The read failed: the cart known so far stays, and the actions taken meanwhile apply to it. */
    markLoaded: assign(({ context }) => ({ loaded: true, ...afterRead(context, context.stored) })),
    beginRead: assign({ reading: true }),
    requestRestore: assign({ restoreRequested: true }),
    startRestore: assign({ restoreRequested: false }),
    /** Shows "Dodano do koszyka". */
    announceAdded: (_, _params: { message: string }) => {},
    /** Tells the user, in Polish, that the cart could not be read or saved. */
    reportFailure: (_, _params: { message: string; error: unknown }) => {},
  },
  guards: {
    isAddition: ({ context, event }) => {
      assertEvent(event, ACTION_EVENTS);
      // While the store is read, whether a toggle adds is not known yet: nothing is announced then.
      return !context.reading && isAddition(context.snapshot, event);
    },
    hasQueuedWrites: ({ context }) => context.queue.length > 0,
    isRestoreRequested: ({ context }) => context.restoreRequested,
    isNewerThanStored: ({ context }, params: { snapshot: CartSnapshot }) =>
      params.snapshot.version > context.stored.version,
    /** The first failure of a run of them is reported; the next writes carry the same changes again. */
    isFirstFailure: ({ context }) => context.unsaved.length === 0,
    isModeChosen: ({ event }, params: { mode: CartMode }) =>
      event.type === 'cart.setMode' && event.mode === params.mode,
    isPeriodChosen: ({ event }, params: { period: CartRedirectPeriod }) =>
      event.type === 'cart.setRedirectPeriod' && event.period === params.period,
    isShownInMode: ({ context }, params: { mode: CartMode }) => context.snapshot.mode === params.mode,
    isShownWithPeriod: ({ context }, params: { period: CartRedirectPeriod }) =>
      context.snapshot.redirectPeriod === params.period,
  },
}).createMachine({
  id: 'cart',
  context: {
    stored: EMPTY_CART,
    unsaved: [],
    queue: [],
    snapshot: EMPTY_CART,
    loaded: false,
    restoreRequested: false,
    heardOtherTab: false,
    reading: false,
    deferred: [],
  },
  type: 'parallel',
  // Actions are taken in any state: while restoring they wait (`deferred`) and apply on top of the loaded cart.
  on: {
    ...Object.fromEntries(
      RECORDED_ANYWHERE.map((type) => [
        type,
        [
          { guard: 'isAddition', actions: ['record', { type: 'announceAdded', params: { message: cartCopy.added } }] },
          { actions: 'record' },
        ],
      ]),
    ),
    'cart.changedElsewhere': {
      guard: { type: 'isNewerThanStored', params: ({ event }) => ({ snapshot: event.snapshot }) },
      actions: { type: 'adoptOtherTab', params: ({ event }) => ({ snapshot: event.snapshot }) },
    },
  },
  states: {
    persistence: {
      initial: 'restoring',
      states: {
        restoring: {
          tags: ['busy'],
          entry: ['forgetOtherTab', 'beginRead'],
          invoke: {
            src: 'loadCart',
            onDone: {
              target: 'ready',
              actions: { type: 'adoptLoaded', params: ({ event }) => ({ snapshot: event.output }) },
            },
            onError: {
              target: 'ready',
              actions: [
                'markLoaded',
                {
                  type: 'reportFailure',
                  params: ({ event }) => ({ message: cartCopy.loadFailed, error: event.error }),
                },
              ],
            },
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'hasQueuedWrites', target: 'saving' },
                { guard: 'isRestoreRequested', target: '#cart.persistence.restoring', actions: 'startRestore' },
              ],
              on: { 'cart.restore': { target: '#cart.persistence.restoring' } },
            },
            saving: {
              tags: ['saving'],
              entry: 'forgetOtherTab',
              invoke: {
                src: 'writeCart',
                input: ({ context }) => ({ changes: [...context.unsaved, ...(context.queue[0] ?? [])] }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'confirmWrite', params: ({ event }) => ({ snapshot: event.output }) },
                },
                onError: [
                  {
                    guard: 'isFirstFailure',
                    target: 'idle',
                    actions: [
                      'keepUnsaved',
                      {
                        type: 'reportFailure',
                        params: ({ event }) => ({ message: cartCopy.saveFailed, error: event.error }),
                      },
                    ],
                  },
                  { target: 'idle', actions: 'keepUnsaved' },
                ],
              },
              on: { 'cart.restore': { actions: 'requestRestore' } },
            },
          },
        },
      },
    },
    mode: {
      initial: 'buy',
      states: {
        buy: modeState('rent', 'redirect'),
        rent: modeState('buy', 'redirect'),
        redirect: modeState('buy', 'rent'),
      },
    },
    period: {
      initial: 'days30',
      // Choosing the period already chosen still brings every redirect entry to it.
      on: { 'cart.setRedirectPeriod': { actions: 'record' } },
      states: {
        days30: periodState(90, 365),
        days90: periodState(30, 365),
        days365: periodState(30, 90),
      },
    },
  },
});

export type CartMachineSnapshot = SnapshotFrom<typeof cartMachine>;

/** The cart's mode, as the `mode` region shows it. */
export const cartModeOf = (state: CartMachineSnapshot): CartMode => state.value.mode;

/** The cart's redirect period, as the `period` region shows it. */
export const cartPeriodOf = (state: CartMachineSnapshot): CartRedirectPeriod => PERIOD_OF[state.value.period];

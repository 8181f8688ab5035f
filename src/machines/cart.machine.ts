import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { applyCartChanges, EMPTY_CART, type CartChange, type CartSnapshot } from '../model/cart';
import { cartChangesFor, isAddition, type CartAction } from '../model/cart-items';
import { cartCopy } from '../i18n/cart';
import { notProvided } from './not-provided';

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
}

export type CartEvent =
  | CartAction
  | { type: 'cart.restore' }
  /** Another tab changed the stored cart. */
  | { type: 'cart.changedElsewhere'; snapshot: CartSnapshot };

/** The view: the stored cart, then the changes not yet stored, each batch applied as the store would. */
function viewOf(stored: CartSnapshot, unsaved: CartChange[], queue: CartChange[][]): CartSnapshot {
  const withUnsaved = unsaved.length > 0 ? applyCartChanges(stored, unsaved) : stored;
  return queue.reduce(applyCartChanges, withUnsaved);
}

/**
 * The store's answer to this tab's read or write is the cart as of that moment. Only a newer cart from another tab
 * that arrived meanwhile beats it; versions are not compared otherwise, as a wiped local storage restarts them.
 */
function answerOrNewer(context: CartContext, answer: CartSnapshot): CartSnapshot {
  return context.heardOtherTab && context.stored.version > answer.version ? context.stored : answer;
}

const ACTION_EVENTS = [
  'cart.toggleDomain',
  'cart.togglePortal',
  'cart.togglePublication',
  'cart.updatePublication',
  'cart.remove',
  'cart.setMode',
  'cart.setRedirectPeriod',
  'cart.setDiscountCode',
  'cart.removeDiscountCode',
  'cart.clear',
  'cart.applyPrices',
  'cart.clearDomains',
  'cart.removeOrdered',
] as const satisfies ReadonlyArray<CartAction['type']>;

/**
 * The cart (spec sections 3 and 4). Every action changes the cart in memory at once and queues one batch of
 * stored changes; the batches are written one after another through `writeCart`. A failed write keeps the change
 * in memory and says so; another tab's newer cart replaces this one. Effects are provided by the app.
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
      const changes = cartChangesFor(context.snapshot, event);
      if (changes.length === 0) return {};
      const queue = [...context.queue, changes];
      return { queue, snapshot: viewOf(context.stored, context.unsaved, queue) };
    }),
    adoptLoaded: assign(({ context }, params: { snapshot: CartSnapshot }) => {
      const stored = answerOrNewer(context, params.snapshot);
      return { stored, loaded: true, snapshot: viewOf(stored, context.unsaved, context.queue) };
    }),
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
    markLoaded: assign({ loaded: true }),
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
      return isAddition(context.snapshot, event);
    },
    hasQueuedWrites: ({ context }) => context.queue.length > 0,
    isRestoreRequested: ({ context }) => context.restoreRequested,
    isNewerThanStored: ({ context }, params: { snapshot: CartSnapshot }) =>
      params.snapshot.version > context.stored.version,
    /** The first failure of a run of them is reported; the next writes carry the same changes again. */
    isFirstFailure: ({ context }) => context.unsaved.length === 0,
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
  },
  initial: 'restoring',
  // Actions are taken in any state: while restoring they wait in the queue and apply on top of the loaded cart.
  on: {
    ...Object.fromEntries(
      ACTION_EVENTS.map((type) => [
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
    restoring: {
      tags: ['busy'],
      entry: 'forgetOtherTab',
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
            { type: 'reportFailure', params: ({ event }) => ({ message: cartCopy.loadFailed, error: event.error }) },
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
            { guard: 'isRestoreRequested', target: '#cart.restoring', actions: 'startRestore' },
          ],
          on: { 'cart.restore': { target: '#cart.restoring' } },
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
});

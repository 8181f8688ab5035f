import { assign, setup } from 'xstate';
import {
  initialDraft,
  validateOrder,
  type OrderablePortal,
  type PublicationOrder,
  type PublicationOrderDraft,
} from '../../../kernel/publication-order';

export interface PublicationOrderContext {
  /** The portal the popup orders from; kept after closing, so reopening it finds the choices where they were. */
  portal: OrderablePortal | null;
  draft: PublicationOrderDraft;
  /** Messages appear beside the fields once "Dodaj do koszyka" was pressed, then follow every change. */
  showErrors: boolean;
}

export type PublicationOrderEvent =
  | { type: 'order.open'; portal: OrderablePortal }
  | { type: 'order.change'; changes: Partial<PublicationOrderDraft> }
  | { type: 'order.submit' }
  | { type: 'order.close' };

const EMPTY_DRAFT: PublicationOrderDraft = { offer: null, linkType: null, article: false, quantity: '1' };

/**
 * The publication order popup (spec sections 2, 4 and 5): closed, or editing one portal's order. "Dodaj do koszyka"
 * with a valid draft hands the order to the `addToCart` action (the screen gives it a uuid and toggles it into the
 * cart) and closes the popup; an invalid one stays open with the messages shown. Closing without adding keeps the
 * draft, so opening the same portal again loses nothing; another portal starts from the spec's defaults.
 */
export const publicationOrderMachine = setup({
  types: { context: {} as PublicationOrderContext, events: {} as PublicationOrderEvent },
  actions: {
    addToCart: (_, _params: { order: PublicationOrder }) => {},
  },
  guards: {
    isSamePortal: ({ context, event }) => event.type === 'order.open' && context.portal?.id === event.portal.id,
    isDraftValid: ({ context }) =>
      context.portal !== null && validateOrder(context.portal, context.draft).order !== null,
  },
}).createMachine({
  id: 'publicationOrder',
  context: { portal: null, draft: EMPTY_DRAFT, showErrors: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'order.open': [
          // The portal's offers may have been refetched meanwhile; the kept choices are checked against them.
          { guard: 'isSamePortal', target: 'editing', actions: assign({ portal: ({ event }) => event.portal }) },
          {
            target: 'editing',
            actions: assign({
              portal: ({ event }) => event.portal,
              draft: ({ event }) => initialDraft(event.portal),
              showErrors: false,
            }),
          },
        ],
      },
    },
    editing: {
      on: {
        'order.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }),
        },
        'order.submit': [
          {
            guard: 'isDraftValid',
            target: 'closed',
            actions: [
              {
                type: 'addToCart',
                params: ({ context }) => ({ order: validateOrder(context.portal!, context.draft).order! }),
              },
              // Added: the next order from this portal starts afresh.
              assign({ portal: null, draft: EMPTY_DRAFT, showErrors: false }),
            ],
          },
          { actions: assign({ showErrors: true }) },
        ],
        'order.close': { target: 'closed' },
      },
    },
  },
});

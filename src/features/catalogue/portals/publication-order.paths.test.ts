import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import {
  initialDraft,
  validateOrder,
  type OrderablePortal,
  type PublicationOrder,
  type PublicationOrderDraft,
} from '../../../kernel/publication-order';
import { publicationOrderMachine } from './publication-order.machine';
import { autoBlog, forum } from '../../../test/portal-fixtures';
import {
  itPlaysEveryPath,
  pathCases,
  type MachinePath,
  type PathEvent,
  type PlayedPath,
} from '../../../test/machine-paths';

type Event = PathEvent<typeof publicationOrderMachine>;
const open = (portal: OrderablePortal): Event => ({ type: 'order.open', portal });
const change = (changes: Partial<PublicationOrderDraft>): Event => ({ type: 'order.change', changes });
const submit: Event = { type: 'order.submit' };
const close: Event = { type: 'order.close' };

const EMPTY_DRAFT: PublicationOrderDraft = { offer: null, linkType: null, article: false, quantity: '1' };

type OrderPath = MachinePath<typeof publicationOrderMachine>;

/**
 * The popup's context and the orders it handed to the cart, by its rules: opening another portal starts from that
 * portal's defaults, opening the same one again keeps the choices, a valid order goes to the cart and the popup
 * starts afresh, an invalid one shows the messages.
 */
function expected(path: OrderPath) {
  let portal: OrderablePortal | null = null;
  let draft = EMPTY_DRAFT;
  let showErrors = false;
  const added: PublicationOrder[] = [];
  for (const { event } of path.steps.slice(1)) {
    if (event.type === 'order.open') {
      if (portal?.id !== event.portal.id) [draft, showErrors] = [initialDraft(event.portal), false];
      portal = event.portal;
    } else if (event.type === 'order.change') {
      draft = { ...draft, ...event.changes };
    } else if (event.type === 'order.submit') {
      const order = portal && validateOrder(portal, draft).order;
      if (order) {
        added.push(order);
        [portal, draft, showErrors] = [null, EMPTY_DRAFT, false];
      } else showErrors = true;
    }
  }
  return { context: { portal, draft, showErrors }, added };
}

function setup() {
  const added: PublicationOrder[] = [];
  const actor = createActor(
    publicationOrderMachine.provide({ actions: { addToCart: (_, { order }) => void added.push(order) } }),
  );
  const check = ({ end, path }: PlayedPath<typeof publicationOrderMachine>) => {
    const wanted = expected(path);
    expect(end.context).toEqual(wanted.context);
    expect(added).toEqual(wanted.added);
  };
  return { actor, check };
}

describe('publication order paths from the machine', () => {
  const cases = pathCases(
    publicationOrderMachine,
    {
      events: [
        open(autoBlog),
        open(forum),
        change({ offer: 'advertising_link' }),
        change({ quantity: '0' }),
        change({ quantity: '3', article: true }),
        submit,
        close,
      ],
    },
    // Simple paths over opening, adding and closing only: every order of those few steps.
    { events: [open(autoBlog), open(forum), submit, close] },
  );

  itPlaysEveryPath(cases, setup);
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  initialDraft,
  validateOrder,
  type OrderablePortal,
  type PublicationOrder,
  type PublicationOrderDraft,
} from '../../../kernel/publication-order';
import { publicationOrderMachine } from './publication-order.machine';
import { createPathPlayer, type MachinePath, type PathEvent, pathCases } from '../../../test/machine-paths';

const autoBlog: OrderablePortal = {
  id: 7,
  name: 'Auto Blog',
  price: { permanent_publication: 499, advertising_link: 99 },
  link_types: [0, 1],
};
const forum: OrderablePortal = { id: 8, name: 'Ciche Forum', price: { advertising_link: 80 }, link_types: [0] };

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

async function play(path: OrderPath) {
  const player = createPathPlayer();
  const added: PublicationOrder[] = [];
  const actor = createActor(
    publicationOrderMachine.provide({ actions: { addToCart: (_, { order }) => void added.push(order) } }),
  ).start();
  const end = await player.play(actor, path);
  const wanted = expected(path);
  expect(end.value).toEqual(path.state.value);
  expect(end.context).toEqual(path.state.context);
  expect(end.context).toEqual(wanted.context);
  expect(added).toEqual(wanted.added);
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

  it.each(cases)('%s', async (_name, path) => {
    await play(path);
  });
});

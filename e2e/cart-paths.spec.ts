import { expect, test } from './support/test';
import {
  applyCartChanges,
  EMPTY_CART,
  type CartDomain,
  type CartMode,
  type CartRedirectPeriod,
} from '../src/kernel/cart';
import { cartMachine, type CartMachineSnapshot } from '../src/features/cart/cart.machine';
import { doneIn, shortestPaths, type MachinePath, type PathEvent } from '../src/test/machine-paths';
import { cartUi } from './support/cart-ui';
import { coveringPaths, movesOf, settled, titleOf, valuesThrough } from './support/machine-paths';
import { actorValues, inQaMode } from './support/page-actors';
import { registerConfirmedCustomer, signInQuickly } from './support/session';
import { pickDomains, tokenOf } from './support/shop';

/*
 * The cart machine's paths, played in the real app: every state of the mode and period regions, adding and
 * removing the domain (its own button, the panel's ×), the discount code and clearing the cart. After each move the
 * page's cart actor has gone through exactly the path's states (as the QA event log tells) and the screen shows the
 * state reached.
 */

type Event = PathEvent<typeof cartMachine>;
const m = cartMachine;

/** Stands for the test's real domain in the walk; the machine does not care which domain it is. */
const DOMAIN: CartDomain = {
  id: 1,
  name: 'domena.pl',
  price: 1000,
  sale_price: 900,
  rent_price: 50,
  redirect_price: { '30': 10, '90': 25, '365': 80 },
};
/** The seeded code for every product (server/db/seed), as the panel puts it in the cart. */
const CODE = { code: 'RABAT10', product_type: 'all', type: '1', discount: 10 } as const;
const MODES: CartMode[] = ['buy', 'rent', 'redirect'];
const PERIODS: CartRedirectPeriod[] = [30, 90, 365];

/** What ends by itself: the first read of the (fresh, empty) browser store, and each write. */
function outcomeIn({ context, ...state }: CartMachineSnapshot): Event | null {
  if (state.matches({ persistence: 'restoring' })) return doneIn(m, 'cart.persistence.restoring', EMPTY_CART);
  if (!state.matches({ persistence: { ready: 'saving' } })) return null;
  const batch = [...context.unsaved, ...(context.queue[0] ?? [])];
  return doneIn(m, 'cart.persistence.ready.saving', applyCartChanges(context.stored, batch));
}

/** What a person can do in a state, on the screens: one thing at a time, once the cart is ready and saved. */
function events(state: CartMachineSnapshot): Event[] {
  const outcome = outcomeIn(state);
  if (outcome) return [outcome];
  const cart = state.context.snapshot;
  const filled = cart.domains.length > 0;
  // The panel shows the tabs and the code field only beside items, and the periods only in 301 mode.
  return [
    { type: 'cart.toggleDomain', item: DOMAIN },
    ...(filled
      ? [
          { type: 'cart.remove', collection: 'domains', key: String(DOMAIN.id) } as const,
          ...MODES.filter((mode) => mode !== cart.mode).map((mode) => ({ type: 'cart.setMode', mode }) as const),
          ...(cart.mode === 'redirect'
            ? PERIODS.filter((p) => p !== cart.redirectPeriod).map(
                (period) => ({ type: 'cart.setRedirectPeriod', period }) as const,
              )
            : []),
          { type: 'cart.clear' } as const,
        ]
      : []),
    ...(cart.discountCode
      ? [{ type: 'cart.removeDiscountCode' } as const]
      : filled
        ? [{ type: 'cart.setDiscountCode', code: CODE } as const]
        : []),
  ];
}

/** A state as the screen tells it: the regions, the write under way, whether the domain and a code are there. */
function seen(state: CartMachineSnapshot, event?: Event, previous?: CartMachineSnapshot): string {
  const shown = ({ value, context }: CartMachineSnapshot) =>
    JSON.stringify({ value, items: context.snapshot.domains.length, code: context.snapshot.discountCode !== null });
  // The move is part of it, so the shortest paths take every move once, not only reach every state.
  return previous && event ? `${shown(state)} via ${event.type} from ${shown(previous)}` : shown(state);
}

type CartPath = MachinePath<typeof cartMachine>;

/** What a path shows: each mode and period state it reaches, and each kind of move it makes. */
function featuresOf(path: CartPath): string[] {
  return movesOf(path).flatMap(({ event, from, states }) => {
    const reached = states.flatMap((s) => [`mode ${s.value.mode}`, `period ${s.value.period}`]);
    if (!event) return reached;
    const kind =
      event.type === 'cart.toggleDomain' ? (from.context.snapshot.domains.length > 0 ? 'untick' : 'tick') : '';
    return [...reached, `${event.type} ${kind}`.trim()];
  });
}

const paths = coveringPaths(
  shortestPaths(cartMachine, { events, serializeState: seen }).map((path) => settled(cartMachine, path, outcomeIn)),
  featuresOf,
);

test.describe('cart machine paths in the app', () => {
  for (const [index, path] of paths.entries()) {
    test(titleOf(path), async ({ page }) => {
      const customer = await registerConfirmedCustomer(page.request, 'Ścieżka Koszyka');
      await signInQuickly(page, customer);
      // Each path its own page of the catalogue (page 8 and lower belong to other journeys).
      const [domain] = await pickDomains(page.request, await tokenOf(page), {
        page: 9 + index,
        count: 1,
        where: (d) => d.rent_price !== null && d.redirect_price !== null,
      });
      // The app's first page in this tab: QA mode on, so the cart actor is in the QA log from its first state.
      await page.goto(inQaMode(`/domain-list/${domain!.id}`));
      await expect(page.getByRole('heading', { level: 1, name: domain!.name })).toBeVisible();

      const ui = cartUi(page, domain!);
      const moves = movesOf(path);
      for (const [i, move] of moves.entries()) {
        if (move.event) await ui.play(move.event);
        // The page's one cart actor went through every state of the path, the write under way included, in order.
        await expect.poll(() => actorValues(page, 'cart')).toEqual([valuesThrough(moves.slice(0, i + 1))]);
        await ui.expectShows(move.states[move.states.length - 1]!);
      }
    });
  }
});

import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import { applyCartChanges, EMPTY_CART, type CartChange, type CartSnapshot } from '../../kernel/cart';
import { cartDomain, SUMMER_CODE } from '../../test/cart-fixtures';
import { cartMachine, cartModeOf, cartPeriodOf, type CartContext } from './cart.machine';
import {
  doneIn,
  failedIn,
  itPlaysEveryPath,
  pathCases,
  type PathEvent,
  type PathPlayer,
  type PlayedPath,
} from '../../test/machine-paths';

/** The cart saved by an earlier visit: one domain, rented out as a 301 redirect for a year. */
const saved = applyCartChanges(EMPTY_CART, [
  { type: 'put', collection: 'domains', item: cartDomain(2) },
  { type: 'put', collection: 'redirects', item: { id: 2, redirect_period: 365 } },
  { type: 'mode', mode: 'redirect' },
  { type: 'redirectPeriod', period: 365 },
]);
/** What another tab does to the stored cart: it switches to leasing and adds a portal. */
const OTHER_TAB: CartChange[] = [
  { type: 'mode', mode: 'rent' },
  { type: 'put', collection: 'portals', item: { id: 5, name: 'portal-5.pl', price: 500 } },
];

type Event = PathEvent<typeof cartMachine>;
const m = cartMachine;
const USER_ACTIONS: Event[] = [
  { type: 'cart.toggleDomain', item: cartDomain(1) },
  { type: 'cart.togglePortal', item: { id: 1, name: 'portal-1.pl', price: 300 } },
  { type: 'cart.setMode', mode: 'rent' },
  { type: 'cart.setRedirectPeriod', period: 90 },
  { type: 'cart.setDiscountCode', code: SUMMER_CODE },
  { type: 'cart.clear' },
];

/**
 * The sample events in a state. The browser store is played faithfully: a read answers what was stored (the saved
 * cart at first), a write answers the stored cart with the batch applied, another tab builds on the stored cart
 * (on the saved one while this tab has not read it yet).
 */
function events({ context }: { context: CartContext }): Event[] {
  const batch = [...context.unsaved, ...(context.queue[0] ?? [])];
  return [
    doneIn(m, 'cart.persistence.restoring', context.loaded ? context.stored : saved),
    failedIn(m, 'cart.persistence.restoring', new Error('no answer to cart.read')),
    doneIn(m, 'cart.persistence.ready.saving', applyCartChanges(context.stored, batch)),
    failedIn(m, 'cart.persistence.ready.saving', new Error('disk full')),
    ...USER_ACTIONS,
    { type: 'cart.changedElsewhere', snapshot: applyCartChanges(context.loaded ? context.stored : saved, OTHER_TAB) },
    { type: 'cart.restore' },
  ];
}

/** Keeps the walk light: at most two batches recorded, counting the written, the waiting and the failed ones. */
const isOverBudget = ({ context }: { context: CartContext }) =>
  Math.max(0, context.stored.version - saved.version) + context.queue.length + (context.unsaved.length > 0 ? 1 : 0) >=
  2;

/** The cart as a user reads it: ids, mode, period, each domain's redirect period and the code. */
function readable(cart: CartSnapshot) {
  return {
    domains: cart.domains.map((d) => d.id),
    portals: cart.portals.map((p) => p.id),
    redirects: Object.fromEntries(cart.redirects.map((r) => [r.id, r.redirect_period])),
    mode: cart.mode,
    period: cart.redirectPeriod,
    code: cart.discountCode?.code ?? null,
  };
}
type Readable = ReturnType<typeof readable>;

/**
 * The spec's cart rules (section 4), written out by hand for the sample actions: what the user sees after making
 * them, in order, on the cart the store first answered. Writes, failed writes and restores must not change it.
 */
function afterActions(start: Readable, actions: Event[]): Readable {
  return actions.reduce((cart, event): Readable => {
    switch (event.type) {
      case 'cart.toggleDomain': {
        const id = event.item.id;
        if (!cart.domains.includes(id)) {
          return { ...cart, domains: [...cart.domains, id], redirects: { ...cart.redirects, [id]: cart.period } };
        }
        const { [id]: _gone, ...redirects } = cart.redirects;
        return { ...cart, domains: cart.domains.filter((d) => d !== id), redirects };
      }
      case 'cart.togglePortal': {
        const id = event.item.id;
        const has = cart.portals.includes(id);
        return { ...cart, portals: has ? cart.portals.filter((p) => p !== id) : [...cart.portals, id] };
      }
      case 'cart.setMode':
        return { ...cart, mode: event.mode };
      case 'cart.setRedirectPeriod':
        return {
          ...cart,
          period: event.period,
          redirects: Object.fromEntries(Object.keys(cart.redirects).map((id) => [id, event.period])),
        };
      case 'cart.setDiscountCode':
        return { ...cart, code: event.code.code };
      case 'cart.clear':
        return readable(EMPTY_CART);
      default:
        return cart;
    }
  }, start);
}

const isUserAction = (event: Event) => USER_ACTIONS.some((action) => action.type === event.type);

/** The steps without their last `count` user actions (those still waiting for a read). */
function dropLastActions(steps: Event[], count: number): Event[] {
  let left = count;
  return steps
    .slice()
    .reverse()
    .filter((event) => !(isUserAction(event) && left > 0 && (left -= 1) >= 0))
    .reverse();
}

function setup(player: PathPlayer) {
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: player.fake<CartSnapshot>(),
        writeCart: player.fake<CartSnapshot, { changes: CartChange[] }>(),
      },
    }),
  );
  return { actor, check };
}

function check({ end, path }: PlayedPath<typeof cartMachine>) {
  const shown = end.context.snapshot;

  // The mode and period regions show the cart's mode and period, whatever brought them there.
  expect(cartModeOf(end)).toBe(shown.mode);
  expect(cartPeriodOf(end)).toBe(shown.redirectPeriod);

  const steps = path.steps.slice(1).map((step) => step.event);
  const firstRead = steps.find((event) => event.type.includes('cart.persistence.restoring'));
  const otherTab = steps.some((event) => event.type === 'cart.changedElsewhere');
  // Actions taken while the store is read wait for the cart it answers, and then apply on top of it, in order: the
  // rule holds for them too, once the read is over. Those still waiting at the end are not shown yet.
  expect(end.context.deferred.length === 0 || end.context.reading).toBe(true);
  const shownActions = end.context.deferred.length === 0 ? steps : dropLastActions(steps, end.context.deferred.length);
  if (firstRead && !otherTab) {
    const start = firstRead.type.startsWith('xstate.done') ? saved : EMPTY_CART;
    expect(readable(shown)).toEqual(afterActions(readable(start), shownActions));
  }
  // Another tab's portal stays unless this tab emptied the cart (even before: a clear not yet written applies on top).
  if (otherTab && !steps.some((event) => event.type === 'cart.clear')) expect(readable(shown).portals).toContain(5);
  // At rest, what is shown is what is stored.
  if (end.matches({ persistence: { ready: 'idle' } }) && end.context.unsaved.length === 0)
    expect(readable(end.context.stored)).toEqual(readable(shown));
}

describe('cart paths from the machine', () => {
  // Each snapshot once (not each move into it): the cart's contexts are many, and the suite runs on two cores.
  const cases = pathCases(cartMachine, {
    events,
    stopWhen: isOverBudget,
    maxDepth: 4,
    serializeState: serializeSnapshot,
  });

  itPlaysEveryPath(cases, setup);
});

import { applyCartChanges, type CartChange, type CartSnapshot } from '../../kernel/cart';
import type { CartAction } from '../../kernel/cart-items';

/** The view: the stored cart, then the changes not yet stored, each batch applied as the store would. */
export function viewOf(stored: CartSnapshot, unsaved: CartChange[], queue: CartChange[][]): CartSnapshot {
  const withUnsaved = unsaved.length > 0 ? applyCartChanges(stored, unsaved) : stored;
  return queue.reduce(applyCartChanges, withUnsaved);
}

/**
 * The store's answer to this tab's read or write is the cart as of that moment. Only a newer cart from another tab
 * that arrived meanwhile beats it; versions are not compared otherwise, as a wiped local storage restarts them.
 */
export function answerOrNewer(
  known: { stored: CartSnapshot; heardOtherTab: boolean },
  answer: CartSnapshot,
): CartSnapshot {
  return known.heardOtherTab && known.stored.version > answer.version ? known.stored : answer;
}

/** Every action on the cart; each one is recorded as one batch of stored changes. */
export const ACTION_EVENTS = [
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

/** The actions recorded in any state; choosing a mode or a period also moves the machine's `mode`/`period` region. */
export const RECORDED_ANYWHERE = ACTION_EVENTS.filter(
  (type): type is Exclude<(typeof ACTION_EVENTS)[number], 'cart.setMode' | 'cart.setRedirectPeriod'> =>
    type !== 'cart.setMode' && type !== 'cart.setRedirectPeriod',
);

import type { CartMode, CartRedirectPeriod } from '../../kernel/cart';

/*
 * The states of the cart machine's `mode` and `period` regions. Each state lists the choices that leave it, so a
 * diagram shows every move: the user's choice (recorded like any other action), and the cart as shown taking
 * another mode or period (a loaded cart, another tab's, a cleared one), which the region follows.
 */

/** The `period` region's state for each redirect period. */
export const PERIOD_STATE = { 30: 'days30', 90: 'days90', 365: 'days365' } as const;

/** The user chose another mode: the region moves to it and the choice is recorded like any action. */
const chooseMode = (mode: CartMode) =>
  ({ guard: { type: 'isModeChosen', params: { mode } }, target: mode, actions: 'record' }) as const;
/** The cart as shown has another mode (loaded, another tab's, cleared): the region follows it. */
const followMode = (mode: CartMode) => ({ guard: { type: 'isShownInMode', params: { mode } }, target: mode }) as const;
/** A mode's state, left for each of the other modes. */
export const modeState = (...others: CartMode[]) => ({
  on: { 'cart.setMode': others.map(chooseMode) },
  always: others.map(followMode),
});

const choosePeriod = (period: CartRedirectPeriod) =>
  ({ guard: { type: 'isPeriodChosen', params: { period } }, target: PERIOD_STATE[period], actions: 'record' }) as const;
const followPeriod = (period: CartRedirectPeriod) =>
  ({ guard: { type: 'isShownWithPeriod', params: { period } }, target: PERIOD_STATE[period] }) as const;
/** A period's state, left for each of the other periods. */
export const periodState = (...others: CartRedirectPeriod[]) => ({
  on: { 'cart.setRedirectPeriod': others.map(choosePeriod) },
  always: others.map(followPeriod),
});

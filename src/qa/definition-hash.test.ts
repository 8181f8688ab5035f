import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { cartMachine } from '../features/cart/cart.machine';
import { checkoutMachine } from '../features/checkout/checkout.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { canonicalText, definitionHash } from './definition-hash';

const toggle = (extra: boolean) =>
  setup({ guards: { isAllowed: () => true } }).createMachine({
    id: 'toggle',
    initial: 'off',
    states: {
      off: { on: { 'toggle.flip': { target: 'on', guard: 'isAllowed' } } },
      on: { on: { 'toggle.flip': 'off', ...(extra ? { 'toggle.reset': 'off' } : {}) } },
    },
  });

describe('the hash of a machine definition', () => {
  it('is the same for the same machine, and for the same definition built twice', () => {
    expect(definitionHash(cartMachine)).toBe(definitionHash(cartMachine));
    expect(definitionHash(toggle(false))).toBe(definitionHash(toggle(false)));
    expect(definitionHash(cartMachine)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when the machine gets one more transition', () => {
    expect(definitionHash(toggle(true))).not.toBe(definitionHash(toggle(false)));
  });

  it('changes when the machine starts in another state', () => {
    const startingIn = (initial: 'off' | 'on') =>
      setup({}).createMachine({ id: 'toggle', initial, states: { off: {}, on: {} } });
    expect(definitionHash(startingIn('on'))).not.toBe(definitionHash(startingIn('off')));
  });

  it('tells the app’s machines apart', () => {
    const hashes = [cartMachine, checkoutMachine, escrowMachine].map(definitionHash);
    expect(new Set(hashes).size).toBe(3);
  });

  it('does not depend on the order of keys', () => {
    expect(canonicalText({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalText({ a: [{ c: 3, d: 2 }], b: 1 }));
  });
});

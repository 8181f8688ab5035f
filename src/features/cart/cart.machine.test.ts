import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  applyCartChanges,
  EMPTY_CART,
  type CartChange,
  type CartPortal,
  type CartPublication,
  type CartSnapshot,
} from '../../kernel/cart';
import { cartMachine, cartModeOf, cartPeriodOf } from './cart.machine';
import { OUTCOME_LIMIT_MS } from '../../test/limits';
import { cartDomain, SUMMER_CODE } from '../../test/cart-fixtures';

const portal = (id: number, overrides: Partial<CartPortal> = {}): CartPortal => ({
  id,
  name: `portal-${id}.pl`,
  price: 500,
  ...overrides,
});
const publication = (uuid: string, overrides: Partial<CartPublication> = {}): CartPublication => ({
  id: 7,
  publication_offer_id: 'permanent_publication',
  uuid,
  name: 'portal-7.pl',
  price: 300,
  count: 1,
  link_type: 1,
  domenika_article: false,
  ...overrides,
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A browser store in memory that applies batches as the real one does. In `held` mode each write waits until the
 * test settles it, so ordering and failures can be observed.
 */
function fakeStore(initial: CartSnapshot = EMPTY_CART) {
  const store = {
    snapshot: initial,
    writes: [] as CartChange[][],
    held: false,
    pending: [] as Array<{ changes: CartChange[]; gate: Deferred<void> }>,
    failNext: 0,
    async apply(changes: CartChange[]): Promise<CartSnapshot> {
      store.writes.push(changes);
      if (store.held) {
        const gate = deferred<void>();
        store.pending.push({ changes, gate });
        await gate.promise;
      }
      if (store.failNext > 0) {
        store.failNext -= 1;
        throw Object.assign(new Error('disk full'), { kind: 'quota' });
      }
      store.snapshot = applyCartChanges(store.snapshot, changes);
      return store.snapshot;
    },
    /** Lets the oldest held write go on. */
    release() {
      store.pending.shift()!.gate.resolve();
    },
  };
  return store;
}

function start(options: { store?: ReturnType<typeof fakeStore>; load?: () => Promise<CartSnapshot> } = {}) {
  const store = options.store ?? fakeStore();
  const effects = {
    announceAdded: vi.fn<(params: { message: string }) => void>(),
    reportFailure: vi.fn<(params: { message: string; error: unknown }) => void>(),
  };
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(options.load ?? (() => Promise.resolve(store.snapshot))),
        writeCart: fromPromise(({ input }) => store.apply(input.changes)),
      },
      actions: {
        announceAdded: (_, params) => {
          effects.announceAdded(params);
        },
        reportFailure: (_, params) => {
          effects.reportFailure(params);
        },
      },
    }),
  ).start();
  return { actor, store, effects };
}

async function ready(options: Parameters<typeof start>[0] = {}) {
  const started = start(options);
  await waitFor(started.actor, (s) => s.matches({ persistence: 'ready' }));
  return started;
}

type Actor = ReturnType<typeof start>['actor'];
const cart = (actor: Actor) => actor.getSnapshot().context.snapshot;
const settled = (actor: Actor) =>
  waitFor(actor, (s) => s.matches({ persistence: { ready: 'idle' } }) && s.context.queue.length === 0);
const stored = (snapshot: CartSnapshot, changes: CartChange[]) => applyCartChanges(snapshot, changes);
const { version: _storedVersion, ...contents } = EMPTY_CART;
const withoutVersion = (snapshot: CartSnapshot) => {
  const { version: _, ...rest } = snapshot;
  return rest;
};

describe('restoring', () => {
  it('is busy and not loaded until the stored cart is read, then shows it', async () => {
    const saved = stored(EMPTY_CART, [
      { type: 'put', collection: 'portals', item: portal(1) },
      { type: 'mode', mode: 'rent' },
    ]);
    const load = deferred<CartSnapshot>();
    const { actor } = start({ load: () => load.promise });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.loaded).toBe(false);
    load.resolve(saved);
    await waitFor(actor, (s) => s.matches({ persistence: { ready: 'idle' } }));
    expect(actor.getSnapshot().context.loaded).toBe(true);
    expect(cart(actor)).toEqual(saved);
  });

  it('starts with an empty cart and says so when the store cannot be read', async () => {
    const { actor, effects } = start({ load: async () => Promise.reject(new Error('no answer to cart.read')) });
    await waitFor(actor, (s) => s.matches({ persistence: 'ready' }));
    expect(actor.getSnapshot().context.loaded).toBe(true);
    expect(withoutVersion(cart(actor))).toEqual(contents);
    expect(effects.reportFailure).toHaveBeenCalledWith({
      message: 'Nie udało się wczytać zapisanego koszyka. Możesz dalej dodawać produkty.',
      error: new Error('no answer to cart.read'),
    });
  });

  it('keeps an action taken while reading, applies it on top of the stored cart and writes it afterwards', async () => {
    const store = fakeStore(stored(EMPTY_CART, [{ type: 'put', collection: 'portals', item: portal(1) }]));
    const load = deferred<CartSnapshot>();
    const { actor } = start({ store, load: () => load.promise });
    actor.send({ type: 'cart.clear' });
    expect(store.writes).toEqual([]);
    load.resolve(store.snapshot);
    await settled(actor);
    expect(store.writes).toEqual([[{ type: 'clear' }]]);
    expect(cart(actor).portals).toEqual([]);
    expect(store.snapshot.portals).toEqual([]);
  });

  it('works out a toggle taken while reading against the cart read: a saved domain is removed, not added twice', async () => {
    const store = fakeStore(stored(EMPTY_CART, [{ type: 'put', collection: 'domains', item: cartDomain(7) }]));
    const load = deferred<CartSnapshot>();
    const { actor, effects } = start({ store, load: () => load.promise });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(7) });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(8) });
    // Whether a toggle adds is not known before the read: nothing is announced, nothing is written.
    expect(effects.announceAdded).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
    load.resolve(store.snapshot);
    await settled(actor);
    expect(cart(actor).domains.map((d) => d.id)).toEqual([8]);
    expect(store.snapshot.domains.map((d) => d.id)).toEqual([8]);
  });

  it('keeps a newer cart from another tab that arrived while reading', async () => {
    const load = deferred<CartSnapshot>();
    const { actor } = start({ load: () => load.promise });
    const elsewhere = { ...stored(EMPTY_CART, [{ type: 'put', collection: 'portals', item: portal(2) }]), version: 5 };
    actor.send({ type: 'cart.changedElsewhere', snapshot: elsewhere });
    load.resolve({ ...EMPTY_CART, version: 3 });
    await waitFor(actor, (s) => s.matches({ persistence: 'ready' }));
    expect(cart(actor)).toEqual(elsewhere);
  });
});

describe('toggling a domain', () => {
  it('adds it with a redirect entry of the cart period, shows the toast and writes one batch', async () => {
    const { actor, store, effects } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    // Optimistic: the cart shows it before the store has answered.
    expect(cart(actor).domains).toEqual([cartDomain(1)]);
    expect(cart(actor).redirects).toEqual([{ id: 1, redirect_period: 30 }]);
    expect(effects.announceAdded).toHaveBeenCalledWith({ message: 'Dodano do koszyka' });
    await settled(actor);
    expect(store.writes).toEqual([
      [
        { type: 'put', collection: 'domains', item: cartDomain(1) },
        { type: 'put', collection: 'redirects', item: { id: 1, redirect_period: 30 } },
      ],
    ]);
    expect(withoutVersion(store.snapshot)).toEqual(withoutVersion(cart(actor)));
  });

  it('removes the same domain when toggled again, with its redirect entry and without a toast', async () => {
    const { actor, store, effects } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    expect(cart(actor).domains).toEqual([]);
    expect(cart(actor).redirects).toEqual([]);
    expect(effects.announceAdded).toHaveBeenCalledTimes(1);
    await settled(actor);
    expect(store.writes[1]).toEqual([
      { type: 'remove', collection: 'domains', key: '1' },
      { type: 'remove', collection: 'redirects', key: '1' },
    ]);
  });

  it('replaces a stored entry whose prices changed (whole-object equality) instead of removing it', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1, { price: 1100 }) });
    expect(cart(actor).domains).toEqual([cartDomain(1, { price: 1100 })]);
    expect(effects.announceAdded).toHaveBeenCalledTimes(2);
  });

  it('gives a new domain the period chosen for the cart', async () => {
    const { actor } = await ready();
    actor.send({ type: 'cart.setRedirectPeriod', period: 90 });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(3) });
    expect(cart(actor).redirects).toEqual([{ id: 3, redirect_period: 90 }]);
  });
});

describe('toggling a portal and a publication', () => {
  it('adds a portal if absent and removes it if present', async () => {
    const { actor, store, effects } = await ready();
    actor.send({ type: 'cart.togglePortal', item: portal(4) });
    expect(cart(actor).portals).toEqual([portal(4)]);
    actor.send({ type: 'cart.togglePortal', item: portal(4) });
    expect(cart(actor).portals).toEqual([]);
    expect(effects.announceAdded).toHaveBeenCalledTimes(1);
    await settled(actor);
    expect(store.writes).toEqual([
      [{ type: 'put', collection: 'portals', item: portal(4) }],
      [{ type: 'remove', collection: 'portals', key: '4' }],
    ]);
  });

  it('matches publications on id, offer and uuid, so the same offer can be in the cart twice', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'cart.togglePublication', item: publication('a') });
    actor.send({ type: 'cart.togglePublication', item: publication('b') });
    expect(cart(actor).publications.map((p) => p.uuid)).toEqual(['a', 'b']);
    actor.send({ type: 'cart.togglePublication', item: publication('a', { count: 5 }) });
    expect(cart(actor).publications.map((p) => p.uuid)).toEqual(['b']);
    expect(effects.announceAdded).toHaveBeenCalledTimes(2);
  });
});

describe('updating a publication', () => {
  it('replaces the entry with the same id and offer in place, keeping its uuid', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.togglePublication', item: publication('a') });
    actor.send({ type: 'cart.togglePortal', item: portal(1) });
    actor.send({
      type: 'cart.togglePublication',
      item: publication('b', { publication_offer_id: 'advertising_link' }),
    });
    actor.send({ type: 'cart.updatePublication', item: publication('z', { count: 3, link_type: 0 }) });
    expect(cart(actor).publications).toEqual([
      publication('a', { count: 3, link_type: 0 }),
      publication('b', { publication_offer_id: 'advertising_link' }),
    ]);
    await settled(actor);
    expect(store.snapshot.publications).toEqual(cart(actor).publications);
  });

  it('changes nothing and writes nothing when no entry matches', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.updatePublication', item: publication('a') });
    await settled(actor);
    expect(cart(actor).publications).toEqual([]);
    expect(store.writes).toEqual([]);
  });
});

describe('removing, modes, periods and codes', () => {
  it('removes a domain with its redirect entry, a portal and a publication by key', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.togglePortal', item: portal(2) });
    actor.send({ type: 'cart.togglePublication', item: publication('a') });
    actor.send({ type: 'cart.remove', collection: 'domains', key: '1' });
    actor.send({ type: 'cart.remove', collection: 'portals', key: '2' });
    actor.send({ type: 'cart.remove', collection: 'publications', key: '7:permanent_publication:a' });
    expect(withoutVersion(cart(actor))).toEqual(contents);
    await settled(actor);
    expect(withoutVersion(store.snapshot)).toEqual(contents);
  });

  it('writes nothing for an item that is not in the cart', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.remove', collection: 'portals', key: '99' });
    await settled(actor);
    expect(store.writes).toEqual([]);
  });

  it('switches the mode, and writes nothing when it is already chosen', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.setMode', mode: 'redirect' });
    actor.send({ type: 'cart.setMode', mode: 'redirect' });
    expect(cart(actor).mode).toBe('redirect');
    expect(actor.getSnapshot().value).toMatchObject({ mode: 'redirect' });
    expect(cartModeOf(actor.getSnapshot())).toBe('redirect');
    await settled(actor);
    expect(store.writes).toEqual([[{ type: 'mode', mode: 'redirect' }]]);
  });

  it('applies the redirect option to every redirect entry in one batch', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(2) });
    actor.send({ type: 'cart.setRedirectPeriod', period: 365 });
    expect(cart(actor).redirectPeriod).toBe(365);
    expect(actor.getSnapshot().value).toMatchObject({ period: 'days365' });
    expect(cartPeriodOf(actor.getSnapshot())).toBe(365);
    expect(cart(actor).redirects).toEqual([
      { id: 1, redirect_period: 365 },
      { id: 2, redirect_period: 365 },
    ]);
    await settled(actor);
    expect(store.writes[2]).toEqual([
      { type: 'redirectPeriod', period: 365 },
      { type: 'put', collection: 'redirects', item: { id: 1, redirect_period: 365 } },
      { type: 'put', collection: 'redirects', item: { id: 2, redirect_period: 365 } },
    ]);
  });

  it('sets and removes a discount code', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.setDiscountCode', code: SUMMER_CODE });
    expect(cart(actor).discountCode).toEqual(SUMMER_CODE);
    actor.send({ type: 'cart.removeDiscountCode' });
    expect(cart(actor).discountCode).toBeNull();
    actor.send({ type: 'cart.removeDiscountCode' });
    await settled(actor);
    expect(store.writes).toEqual([
      [{ type: 'discountCode', code: SUMMER_CODE }],
      [{ type: 'discountCode', code: null }],
    ]);
  });
});

describe('the mode and period regions', () => {
  const modeAndPeriod = (actor: Actor) => [cartModeOf(actor.getSnapshot()), cartPeriodOf(actor.getSnapshot())];

  it('start in Kupuję and 30 days, then take the mode and period of the saved cart', async () => {
    const saved = stored(EMPTY_CART, [
      { type: 'mode', mode: 'redirect' },
      { type: 'redirectPeriod', period: 365 },
    ]);
    const load = deferred<CartSnapshot>();
    const { actor } = start({ load: () => load.promise });
    expect(actor.getSnapshot().value).toMatchObject({ mode: 'buy', period: 'days30' });
    load.resolve(saved);
    await waitFor(actor, (s) => s.matches({ persistence: 'ready' }));
    expect(actor.getSnapshot().value).toMatchObject({ mode: 'redirect', period: 'days365' });
  });

  it('keep a mode chosen while the cart was read over the saved one', async () => {
    const load = deferred<CartSnapshot>();
    const { actor } = start({ load: () => load.promise });
    actor.send({ type: 'cart.setMode', mode: 'rent' });
    load.resolve(stored(EMPTY_CART, [{ type: 'mode', mode: 'redirect' }]));
    await settled(actor);
    expect(modeAndPeriod(actor)).toEqual(['rent', 30]);
    expect(cart(actor).mode).toBe('rent');
  });

  it('follow another tab that chose another mode and period', async () => {
    const { actor } = await ready();
    const elsewhere = stored({ ...EMPTY_CART, version: 4 }, [
      { type: 'mode', mode: 'rent' },
      { type: 'redirectPeriod', period: 90 },
    ]);
    actor.send({ type: 'cart.changedElsewhere', snapshot: elsewhere });
    expect(modeAndPeriod(actor)).toEqual(['rent', 90]);
  });

  it('bring stray redirect entries to the period even when it is already chosen', async () => {
    const saved = stored(EMPTY_CART, [{ type: 'put', collection: 'redirects', item: { id: 1, redirect_period: 90 } }]);
    const { actor, store } = await ready({ store: fakeStore(saved) });
    actor.send({ type: 'cart.setRedirectPeriod', period: 30 });
    expect(cart(actor).redirects).toEqual([{ id: 1, redirect_period: 30 }]);
    expect(modeAndPeriod(actor)).toEqual(['buy', 30]);
    await settled(actor);
    expect(store.writes).toHaveLength(1);
  });
});

describe('clearing', () => {
  it('empties everything: items, code, mode and period', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.setMode', mode: 'rent' });
    actor.send({ type: 'cart.setRedirectPeriod', period: 90 });
    actor.send({ type: 'cart.setDiscountCode', code: SUMMER_CODE });
    actor.send({ type: 'cart.clear' });
    expect(withoutVersion(cart(actor))).toEqual(contents);
    expect(actor.getSnapshot().value).toMatchObject({ mode: 'buy', period: 'days30' });
    await settled(actor);
    expect(store.writes.at(-1)).toEqual([{ type: 'clear' }]);
    expect(withoutVersion(store.snapshot)).toEqual(contents);
  });

  it('is written even when the cart looks empty, as it may not have been read yet', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.clear' });
    await settled(actor);
    expect(store.writes).toEqual([[{ type: 'clear' }]]);
  });

  it('clears only the domains and their redirect entries after an escrow', async () => {
    const { actor } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(2) });
    actor.send({ type: 'cart.togglePortal', item: portal(3) });
    actor.send({ type: 'cart.setMode', mode: 'rent' });
    actor.send({ type: 'cart.clearDomains' });
    expect(cart(actor)).toMatchObject({ domains: [], redirects: [], portals: [portal(3)], mode: 'rent' });
  });

  it('removes exactly the ordered items and keeps the rest', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(2) });
    actor.send({ type: 'cart.togglePortal', item: portal(3) });
    actor.send({ type: 'cart.togglePublication', item: publication('a') });
    actor.send({ type: 'cart.togglePublication', item: publication('b') });
    actor.send({
      type: 'cart.removeOrdered',
      keys: { domains: [1, 99], portals: [3], publications: ['7:permanent_publication:b'] },
    });
    expect(cart(actor)).toMatchObject({
      domains: [cartDomain(2)],
      redirects: [{ id: 2, redirect_period: 30 }],
      portals: [],
      publications: [publication('a')],
    });
    await settled(actor);
    expect(store.writes.at(-1)).toEqual([
      { type: 'remove', collection: 'domains', key: '1' },
      { type: 'remove', collection: 'redirects', key: '1' },
      { type: 'remove', collection: 'portals', key: '3' },
      { type: 'remove', collection: 'publications', key: '7:permanent_publication:b' },
    ]);
  });

  it('keeps the discount code while something is left, and drops it with the order that empties the cart', async () => {
    const { actor, store } = await ready();
    actor.send({ type: 'cart.toggleDomain', item: cartDomain(1) });
    actor.send({ type: 'cart.togglePortal', item: portal(3) });
    actor.send({ type: 'cart.setDiscountCode', code: SUMMER_CODE });
    actor.send({ type: 'cart.removeOrdered', keys: { domains: [1], portals: [], publications: [] } });
    expect(cart(actor)).toMatchObject({ domains: [], portals: [portal(3)], discountCode: SUMMER_CODE });
    actor.send({ type: 'cart.removeOrdered', keys: { domains: [], portals: [3], publications: [] } });
    expect(cart(actor)).toMatchObject({ domains: [], portals: [], discountCode: null });
    await settled(actor);
    expect(store.writes.at(-1)).toEqual([
      { type: 'remove', collection: 'portals', key: '3' },
      { type: 'discountCode', code: null },
    ]);
  });
});

describe('writing', () => {
  it('writes one batch at a time, in the order of the actions', async () => {
    const store = fakeStore();
    store.held = true;
    const { actor } = await ready({ store });
    actor.send({ type: 'cart.togglePortal', item: portal(1) });
    actor.send({ type: 'cart.togglePortal', item: portal(2) });
    actor.send({ type: 'cart.setMode', mode: 'rent' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(store.writes).toHaveLength(1);
    store.release();
    await vi.waitFor(() => expect(store.writes).toHaveLength(2), { timeout: OUTCOME_LIMIT_MS });
    store.release();
    await vi.waitFor(() => expect(store.writes).toHaveLength(3), { timeout: OUTCOME_LIMIT_MS });
    store.release();
    await settled(actor);
    expect(store.writes).toEqual([
      [{ type: 'put', collection: 'portals', item: portal(1) }],
      [{ type: 'put', collection: 'portals', item: portal(2) }],
      [{ type: 'mode', mode: 'rent' }],
    ]);
    expect(actor.getSnapshot().context.stored).toEqual(store.snapshot);
    expect(cart(actor)).toEqual(store.snapshot);
  });

  it('keeps the change in memory when the write fails, says so once, and saves it with the next change', async () => {
    const store = fakeStore();
    store.failNext = 2;
    const { actor, effects } = await ready({ store });
    actor.send({ type: 'cart.togglePortal', item: portal(1) });
    await settled(actor);
    expect(cart(actor).portals).toEqual([portal(1)]);
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
    expect(effects.reportFailure.mock.calls[0]![0].message).toBe(
      'Nie udało się zapisać koszyka w pamięci przeglądarki. Koszyk zostaje w tym oknie; zapiszemy go przy następnej zmianie.',
    );
    expect(actor.getSnapshot().context.unsaved).toEqual([{ type: 'put', collection: 'portals', item: portal(1) }]);

    actor.send({ type: 'cart.togglePortal', item: portal(2) });
    await settled(actor);
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
    expect(cart(actor).portals).toEqual([portal(1), portal(2)]);

    actor.send({ type: 'cart.setMode', mode: 'rent' });
    await settled(actor);
    expect(store.writes.at(-1)).toEqual([
      { type: 'put', collection: 'portals', item: portal(1) },
      { type: 'put', collection: 'portals', item: portal(2) },
      { type: 'mode', mode: 'rent' },
    ]);
    expect(actor.getSnapshot().context.unsaved).toEqual([]);
    expect(store.snapshot).toMatchObject({ portals: [portal(1), portal(2)], mode: 'rent' });
  });
});

describe('other tabs', () => {
  it('replaces the cart with a newer one from another tab', async () => {
    const { actor } = await ready();
    const elsewhere = { ...stored(EMPTY_CART, [{ type: 'put', collection: 'portals', item: portal(9) }]), version: 4 };
    actor.send({ type: 'cart.changedElsewhere', snapshot: elsewhere });
    expect(cart(actor)).toEqual(elsewhere);
  });

  it('ignores a cart that is not newer than the one it has', async () => {
    const store = fakeStore({ ...EMPTY_CART, version: 6 });
    const { actor } = await ready({ store });
    actor.send({ type: 'cart.changedElsewhere', snapshot: { ...EMPTY_CART, portals: [portal(9)], version: 6 } });
    expect(cart(actor).portals).toEqual([]);
  });

  it('keeps this tab’s unsaved changes on top of the other tab’s cart', async () => {
    const store = fakeStore();
    store.held = true;
    const { actor } = await ready({ store });
    actor.send({ type: 'cart.togglePortal', item: portal(1) });
    actor.send({ type: 'cart.changedElsewhere', snapshot: { ...EMPTY_CART, domains: [cartDomain(5)], version: 8 } });
    expect(cart(actor)).toMatchObject({ domains: [cartDomain(5)], portals: [portal(1)] });
  });

  it('keeps a newer cart from another tab over the older answer of a write', async () => {
    const store = fakeStore();
    store.held = true;
    const { actor } = await ready({ store });
    actor.send({ type: 'cart.togglePortal', item: portal(1) });
    const elsewhere = { ...EMPTY_CART, portals: [portal(1), portal(2)], version: 9 };
    actor.send({ type: 'cart.changedElsewhere', snapshot: elsewhere });
    store.release();
    await settled(actor);
    expect(actor.getSnapshot().context.stored).toEqual(elsewhere);
  });

  it('takes the write’s answer even when its version is lower, as after local storage was wiped', async () => {
    const { actor, store } = await ready({ store: fakeStore({ ...EMPTY_CART, portals: [portal(1)], version: 12 }) });
    store.snapshot = EMPTY_CART;
    actor.send({ type: 'cart.togglePortal', item: portal(2) });
    await settled(actor);
    expect(cart(actor)).toEqual({ ...EMPTY_CART, portals: [portal(2)], version: 1 });
  });
});

describe('restoring on request', () => {
  it('reloads the cart from the store', async () => {
    const { actor, store } = await ready();
    store.snapshot = { ...EMPTY_CART, portals: [portal(3)], version: 2 };
    actor.send({ type: 'cart.restore' });
    expect(actor.getSnapshot().matches({ persistence: 'restoring' })).toBe(true);
    // The cart stays usable while it reloads.
    expect(actor.getSnapshot().context.loaded).toBe(true);
    await waitFor(actor, (s) => s.matches({ persistence: 'ready' }));
    expect(cart(actor).portals).toEqual([portal(3)]);
  });

  it('waits for the write in progress before reloading', async () => {
    const store = fakeStore();
    store.held = true;
    const { actor } = await ready({ store });
    actor.send({ type: 'cart.togglePortal', item: portal(1) });
    actor.send({ type: 'cart.restore' });
    expect(actor.getSnapshot().matches({ persistence: { ready: 'saving' } })).toBe(true);
    expect(actor.getSnapshot().context.restoreRequested).toBe(true);
    store.release();
    await waitFor(
      actor,
      (s) =>
        s.matches({ persistence: 'restoring' }) || (s.matches({ persistence: 'ready' }) && !s.context.restoreRequested),
    );
    await waitFor(actor, (s) => s.matches({ persistence: { ready: 'idle' } }));
    expect(actor.getSnapshot().context.restoreRequested).toBe(false);
    expect(cart(actor).portals).toEqual([portal(1)]);
  });

  it('ignores a restore while it is already reading', () => {
    const load = deferred<CartSnapshot>();
    const loads = vi.fn(() => load.promise);
    const { actor } = start({ load: loads });
    actor.send({ type: 'cart.restore' });
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

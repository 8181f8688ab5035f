import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, kindOf } from '../../platform/http/errors';
import { checkoutMachine, failureOf, type Placement } from './checkout.machine';

const placement: Placement = {
  request: {
    route: 'rental',
    body: {
      domains: [1],
      discount_code: null,
      client_total: 123,
      buyer: {
        type: 'person',
        name: 'Jan',
        email: 'a@b.pl',
        phone: null,
        company_name: null,
        nip: null,
        street: 'a',
        postal_code: '00-001',
        city: 'b',
        country: 'PL',
      },
      consents: { accept_terms: true, immediate_service: true },
    },
  },
  idempotencyKey: '0b5e9f1e-6b9b-4a59-9d7e-1d8d3b7f2a10',
  ordered: { domains: [1], portals: [], publications: [] },
};

/** An error as the API layer throws it: a Polish message, the status, the body and field messages. */
function apiError(status: number, message: string, body: unknown = null, fieldErrors: Record<string, string[]> = {}) {
  return new ApiError(kindOf(status), message, status, fieldErrors, body);
}

function start(
  options: { placeOrder?: (p: Placement) => Promise<{ id: number }>; refreshPrices?: () => Promise<boolean> } = {},
) {
  const orderPlaced = vi.fn();
  const placeOrder = vi.fn(options.placeOrder ?? (() => Promise.resolve({ id: 7 })));
  const refreshPrices = vi.fn(options.refreshPrices ?? (() => Promise.resolve(true)));
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => placeOrder(input)),
        refreshPrices: fromPromise(() => refreshPrices()),
      },
      actions: {
        orderPlaced: (_, params) => {
          orderPlaced(params);
        },
      },
    }),
  ).start();
  return { actor, orderPlaced, placeOrder, refreshPrices };
}

const submit = { type: 'checkout.submit', placement } as const;

describe('the checkout', () => {
  it('places the order once: busy while it runs, then placed, and the screen hears the order id', async () => {
    const { actor, orderPlaced, placeOrder } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.orderId).toBe(7);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(placeOrder).toHaveBeenCalledWith(placement);
    expect(orderPlaced).toHaveBeenCalledWith({ orderId: 7, placement });
  });

  it('ignores a second press while the order is being placed, and any press after it was placed', async () => {
    let finish: (value: { id: number }) => void = () => {};
    const { actor, placeOrder, orderPlaced } = start({
      placeOrder: () => new Promise((resolve) => (finish = resolve)),
    });
    actor.send(submit);
    actor.send(submit);
    actor.send({ type: 'checkout.dismiss' });
    expect(placeOrder).toHaveBeenCalledTimes(1);
    finish({ id: 3 });
    await waitFor(actor, (s) => s.matches('placed'));
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('placed');
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(orderPlaced).toHaveBeenCalledTimes(1);
  });

  it('returns to idle naming each unavailable item, keeping the placement for a retry with the same key', async () => {
    const body = {
      message: 'Te pozycje nie są już dostępne: a.pl',
      unavailable: [{ kind: 'domain', id: 1, name: 'a.pl', reason: 'sold' }],
    };
    const { actor, orderPlaced } = start({ placeOrder: () => Promise.reject(apiError(409, body.message, body)) });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'unavailable',
      message: body.message,
      items: body.unavailable,
    });
    expect(actor.getSnapshot().context.placement).toEqual(placement);
    expect(orderPlaced).not.toHaveBeenCalled();
  });

  it('on changed prices refreshes the cart (busy meanwhile), then says so', async () => {
    let finishRefresh: (changed: boolean) => void = () => {};
    const { actor, refreshPrices } = start({
      placeOrder: () =>
        Promise.reject(apiError(409, 'Ceny zmieniły się — odśwież koszyk', { message: 'x', unavailable: [] })),
      refreshPrices: () => new Promise<boolean>((resolve) => (finishRefresh = resolve)),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('refreshingPrices'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'pricesChanged',
      message: 'Ceny zmieniły się — odśwież koszyk',
      refreshed: false,
    });
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('refreshingPrices');
    finishRefresh(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(refreshPrices).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'pricesChanged', refreshed: true });
  });

  it('does not claim a refresh when nothing in the cart could be brought up to date', async () => {
    const { actor } = start({
      placeOrder: () => Promise.reject(apiError(409, 'Ceny zmieniły się — odśwież koszyk', { unavailable: [] })),
      refreshPrices: () => Promise.resolve(false),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'pricesChanged', refreshed: false });
  });

  it('keeps the message that prices changed when the refresh itself fails', async () => {
    const { actor } = start({
      placeOrder: () => Promise.reject(apiError(409, 'Ceny zmieniły się — odśwież koszyk', { unavailable: [] })),
      refreshPrices: () => Promise.reject(new Error('Brak połączenia')),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'pricesChanged', refreshed: false });
  });

  it('returns to idle with the messages per field on 422, and with the message on any other failure', async () => {
    const invalid = apiError(422, 'Popraw zaznaczone pola', null, { 'buyer.nip': ['Nieprawidłowy NIP'] });
    const first = start({ placeOrder: () => Promise.reject(invalid) });
    first.actor.send(submit);
    await waitFor(first.actor, (s) => s.context.failure !== null);
    expect(first.actor.getSnapshot().context.failure).toEqual({
      kind: 'invalid',
      message: 'Popraw zaznaczone pola',
      fieldErrors: { 'buyer.nip': ['Nieprawidłowy NIP'] },
    });

    const second = start({ placeOrder: () => Promise.reject(apiError(500, 'Coś poszło nie tak')) });
    second.actor.send(submit);
    await waitFor(second.actor, (s) => s.context.failure !== null);
    expect(second.actor.getSnapshot().context.failure).toEqual({ kind: 'error', message: 'Coś poszło nie tak' });
  });

  it('tells an account that must confirm its e-mail address from any other refusal, keeping the placement', async () => {
    const message = 'Aby złożyć zamówienie, potwierdź swój adres e-mail.';
    const unverified = start({
      placeOrder: () => Promise.reject(apiError(403, message, { message, reason: 'email_unverified' })),
    });
    unverified.actor.send(submit);
    await waitFor(unverified.actor, (s) => s.context.failure !== null);
    expect(unverified.actor.getSnapshot().context.failure).toEqual({ kind: 'unverified', message });
    expect(unverified.actor.getSnapshot().context.placement).toEqual(placement);

    const forbidden = start({
      placeOrder: () => Promise.reject(apiError(403, 'Nie masz uprawnień do tej operacji.', { message: 'x' })),
    });
    forbidden.actor.send(submit);
    await waitFor(forbidden.actor, (s) => s.context.failure !== null);
    expect(forbidden.actor.getSnapshot().context.failure).toEqual({
      kind: 'error',
      message: 'Nie masz uprawnień do tej operacji.',
    });
  });

  it('can be dismissed, and a new press clears the old failure and tries again', async () => {
    let calls = 0;
    const { actor } = start({
      placeOrder: () => {
        calls += 1;
        return calls <= 2 ? Promise.reject(apiError(503, 'Serwer niedostępny')) : Promise.resolve({ id: 9 });
      },
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.context.failure !== null);
    actor.send({ type: 'checkout.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send(submit);
    await waitFor(actor, (s) => s.context.failure !== null);
    actor.send(submit);
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.orderId).toBe(9);
  });
});

describe('reading a failed order', () => {
  it('tells gone items from changed prices, and a thrown non-error from a known one', () => {
    const mixed = {
      unavailable: [
        { kind: 'domain', id: 1, name: 'a.pl', reason: 'price_changed' },
        { kind: 'webPortal', id: 2, name: 'b.pl', reason: 'reserved' },
      ],
    };
    expect(failureOf(apiError(409, 'x', mixed))).toEqual({
      kind: 'unavailable',
      message: 'x',
      items: [mixed.unavailable[1]],
    });
    expect(failureOf(apiError(409, 'y', { unavailable: [mixed.unavailable[0]] }))).toMatchObject({
      kind: 'pricesChanged',
    });
    expect(failureOf(apiError(409, 'z', { message: 'z' }))).toEqual({ kind: 'error', message: 'z' });
    expect(failureOf('boom')).toEqual({ kind: 'error', message: 'Coś poszło nie tak' });
  });
});

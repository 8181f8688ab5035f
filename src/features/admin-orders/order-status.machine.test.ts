import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Schemas } from '../../contract/types';
import { ApiError } from '../../platform/http/errors';
import type { OrderStatus } from '../../kernel/order-status';
import { orderStatusMachine, type StatusChangeResult } from './order-status.machine';

const order = (status: OrderStatus) => ({ id: 7, status }) as Schemas['Order'];

function start(answer: (input: { expected: OrderStatus; to: OrderStatus }) => Promise<StatusChangeResult>) {
  const calls: { expected: OrderStatus; to: OrderStatus }[] = [];
  const changed: Schemas['Order'][] = [];
  const current: Schemas['Order'][] = [];
  const actor = createActor(
    orderStatusMachine.provide({
      actors: {
        changeStatus: fromPromise(
          ({ input }: { input: { orderId: number; expected: OrderStatus; to: OrderStatus } }) => {
            calls.push({ expected: input.expected, to: input.to });
            return answer(input);
          },
        ),
      },
      actions: {
        showChanged: (_, { order: o }) => void changed.push(o),
        showCurrent: (_, { order: o }) => void current.push(o),
      },
    }),
    { input: { orderId: 7 } },
  ).start();
  return { actor, calls, changed, current };
}

describe('the order status change', () => {
  it('sends an allowed change at once, naming the status the administrator saw, and reports the new order', async () => {
    const { actor, calls, changed } = start(({ to }) => Promise.resolve({ kind: 'changed', order: order(to) }));
    actor.send({ type: 'status.choose', from: 'awaiting_payment', to: 'paid' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ expected: 'awaiting_payment', to: 'paid' }]);
    expect(changed.map((o) => o.status)).toEqual(['paid']);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('takes no transition the model does not allow', () => {
    const { actor, calls } = start(({ to }) => Promise.resolve({ kind: 'changed', order: order(to) }));
    actor.send({ type: 'status.choose', from: 'completed', to: 'paid' });
    actor.send({ type: 'status.choose', from: 'awaiting_payment', to: 'completed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('asks before a cancellation; backing out sends nothing, confirming sends it', async () => {
    const { actor, calls } = start(({ to }) => Promise.resolve({ kind: 'changed', order: order(to) }));
    actor.send({ type: 'status.choose', from: 'paid', to: 'cancelled' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'status.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    actor.send({ type: 'status.choose', from: 'paid', to: 'cancelled' });
    actor.send({ type: 'status.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ expected: 'paid', to: 'cancelled' }]);
  });

  it('a refusal (changed meanwhile) keeps its message and shows the order as it is now', async () => {
    const message = 'Zamówienie zostało w międzyczasie zmienione i ma teraz status „Opłacone”.';
    const { actor, changed, current } = start(() =>
      Promise.resolve({ kind: 'refused', message, order: order('paid') }),
    );
    actor.send({ type: 'status.choose', from: 'awaiting_payment', to: 'cancelled' });
    actor.send({ type: 'status.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'refused', message });
    expect(current.map((o) => o.status)).toEqual(['paid']);
    expect(changed).toEqual([]);
  });

  it('a failed call says why in Polish, and the next choice clears it', async () => {
    let fail = true;
    const { actor } = start(({ to }) =>
      fail
        ? Promise.reject(new ApiError('network', 'Brak połączenia z serwerem.'))
        : Promise.resolve({ kind: 'changed', order: order(to) }),
    );
    actor.send({ type: 'status.choose', from: 'paid', to: 'in_progress' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'failed', message: 'Brak połączenia z serwerem.' });
    fail = false;
    actor.send({ type: 'status.choose', from: 'paid', to: 'in_progress' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('ignores choices while a change is under way', async () => {
    let release!: () => void;
    const { actor, calls } = start(
      ({ to }) => new Promise((resolve) => (release = () => resolve({ kind: 'changed', order: order(to) }))),
    );
    actor.send({ type: 'status.choose', from: 'awaiting_payment', to: 'paid' });
    actor.send({ type: 'status.choose', from: 'awaiting_payment', to: 'paid' });
    expect(calls).toHaveLength(1);
    release();
    await waitFor(actor, (s) => s.matches('idle'));
  });
});

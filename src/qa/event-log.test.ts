import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { QaEventEntry } from '../platform/db/protocol';
import { changePasswordMachine } from '../features/profile/change-password.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { createEventLog } from './event-log';

function fakeStore() {
  const stored: QaEventEntry[] = [];
  const append = (events: QaEventEntry[]) => {
    stored.push(...events);
    return Promise.resolve(stored.length);
  };
  return { stored, append };
}

/** A scheduler the test runs by hand: nothing is written until it says so. */
function manualSchedule() {
  const waiting: Array<() => void> = [];
  return { schedule: (write: () => void) => waiting.push(write), runAll: () => waiting.splice(0).forEach((w) => w()) };
}

describe('the event log', () => {
  it('records each event that reaches an actor: time, actor, machine, type, payload and the snapshot after it', async () => {
    const store = fakeStore();
    const log = createEventLog({ append: store.append, now: () => 1_700_000_000_000, schedule: () => {} });
    const machine = escrowMachine.provide({
      actors: { startEscrow: fromPromise(() => Promise.resolve({ message: 'Rozpoczęto' })) },
    });
    const actor = createActor(machine, { inspect: log.inspect }).start();
    actor.send({ type: 'escrow.submit', request: { aftermarket_id: 'am-1', items: [] } });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('succeeded') && resolve()));
    await log.flush();

    const ofEscrow = store.stored.filter((entry) => entry.machineId === 'escrow');
    expect(ofEscrow.map((entry) => entry.eventType)).toEqual([
      'xstate.init',
      'escrow.submit',
      expect.stringMatching(/^xstate\.done\.actor\./),
    ]);
    const submit = ofEscrow[1]!;
    expect(submit).toMatchObject({ at: 1_700_000_000_000, actorId: actor.sessionId });
    expect(JSON.parse(submit.payload)).toEqual({ request: { aftermarket_id: 'am-1', items: [] } });
    expect(JSON.parse(submit.snapshot!)).toMatchObject({ value: 'submitting', status: 'active' });
    expect(JSON.parse(ofEscrow[2]!.snapshot!)).toMatchObject({
      value: 'succeeded',
      context: { message: 'Rozpoczęto' },
    });
    actor.stop();
  });

  it('never stores a password typed into the change-password popup, nor a bearer token', async () => {
    const store = fakeStore();
    const log = createEventLog({ append: store.append, schedule: () => {} });
    const actor = createActor(changePasswordMachine, { inspect: log.inspect }).start();
    actor.send({ type: 'password.open' });
    actor.send({ type: 'password.edit', field: 'current_password', value: 'Stare-Haslo-2024' });
    actor.send({ type: 'password.edit', field: 'password', value: 'Nowe-Haslo-2025!' });
    actor.send({ type: 'password.edit', field: 'password_confirmation', value: 'Nowe-Haslo-2025!' });
    actor.stop();
    const other = createActor(escrowMachine, { inspect: log.inspect }).start();
    other.send({ type: 'escrow.reset', note: 'Authorization: Bearer abc.def-123_XYZ' } as never);
    other.stop();
    await log.flush();

    const written = JSON.stringify(store.stored);
    expect(store.stored.some((entry) => entry.eventType === 'password.edit')).toBe(true);
    expect(written).not.toContain('Stare-Haslo-2024');
    expect(written).not.toContain('Nowe-Haslo-2025!');
    expect(written).not.toContain('abc.def-123_XYZ');
  });

  it('writes what came in one batch, in order, when the scheduler says so', async () => {
    const store = fakeStore();
    const batches: number[] = [];
    const manual = manualSchedule();
    const log = createEventLog({
      append: (events) => {
        batches.push(events.length);
        return store.append(events);
      },
      schedule: manual.schedule,
    });
    const actor = createActor(changePasswordMachine, { inspect: log.inspect }).start();
    actor.send({ type: 'password.open' });
    actor.send({ type: 'password.close' });
    expect(store.stored).toEqual([]);
    manual.runAll();
    await log.flush();
    expect(batches).toEqual([3]);
    expect(store.stored.map((entry) => entry.eventType)).toEqual(['xstate.init', 'password.open', 'password.close']);
    actor.stop();
  });

  it('reports a batch the store could not write', async () => {
    const errors: unknown[] = [];
    const log = createEventLog({
      append: () => Promise.reject(new Error('dysk pełny')),
      schedule: () => {},
      onError: (error) => errors.push(error),
    });
    createActor(escrowMachine, { inspect: log.inspect }).start().stop();
    await log.flush();
    expect(errors).toEqual([new Error('dysk pełny')]);
  });

  it('names actors by page load, so two loads that both start at x:0 never share an actor in the log', async () => {
    const store = fakeStore();
    const first = createEventLog({ append: store.append, schedule: () => {}, run: 'load-a' });
    const second = createEventLog({ append: store.append, schedule: () => {}, run: 'load-b' });
    const a = createActor(changePasswordMachine, { inspect: first.inspect }).start();
    const b = createActor(changePasswordMachine, { inspect: second.inspect }).start();
    await Promise.all([first.flush(), second.flush()]);
    expect(store.stored.map((entry) => entry.actorId)).toEqual([`load-a/${a.sessionId}`, `load-b/${b.sessionId}`]);
    a.stop();
    b.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { dialogMachine } from '../../platform/machines/dialog.machine';
import { createActorRegistry } from './actor-registry';

/** The registry tells its listeners synchronously here, so each assertion sees every report before it. */
const syncRegistry = (keepEnded?: number) => createActorRegistry({ keepEnded, schedule: (notify) => notify() });

const entryOf = (registry: ReturnType<typeof syncRegistry>, sessionId: string) =>
  registry.getSnapshot().actors.find((actor) => actor.sessionId === sessionId);

// A screen that opens a confirmation: the dialog machine runs as its invoked child.
const screenMachine = setup({ actors: { dialog: dialogMachine } }).createMachine({
  id: 'screen',
  initial: 'editing',
  states: {
    editing: {
      invoke: { src: 'dialog', id: 'confirmation', input: { confirmable: true } },
      on: { 'screen.leave': 'left' },
    },
    left: {},
  },
});

describe('the actor registry', () => {
  it('lists a running machine with its state, context and machine', () => {
    const registry = syncRegistry();
    const actor = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start();
    const entry = entryOf(registry, actor.sessionId);
    expect(entry).toMatchObject({ machineId: 'dialog', parentId: null, status: 'active', value: 'closed' });
    expect(entry?.machine).toBe(dialogMachine);
    expect(entry?.context).toEqual({ confirmable: false, subject: null, error: null });
  });

  it('keeps the transitions just taken as diagram edge ids, until the next event reaches the actor', () => {
    const registry = syncRegistry();
    const actor = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start();
    actor.send({ type: 'dialog.open', subject: 'kategoria' });
    expect(entryOf(registry, actor.sessionId)).toMatchObject({
      value: 'open',
      taken: ['dialog.closed:dialog.open:0'],
      context: { subject: 'kategoria' },
    });
    // Not confirmable: the guard refuses, nothing is taken.
    actor.send({ type: 'dialog.confirm' });
    expect(entryOf(registry, actor.sessionId)?.taken).toEqual([]);
    actor.send({ type: 'dialog.close' });
    expect(entryOf(registry, actor.sessionId)).toMatchObject({ value: 'closed', taken: ['dialog:dialog.close:0'] });
  });

  it('puts an invoked child under its parent and marks it stopped when its state is left', () => {
    const registry = syncRegistry();
    const actor = createActor(screenMachine, { inspect: registry.inspect }).start();
    const child = actor.getSnapshot().children.confirmation;
    expect(child).toBeDefined();
    expect(entryOf(registry, child!.sessionId)).toMatchObject({ machineId: 'dialog', parentId: actor.sessionId });
    actor.send({ type: 'screen.leave' });
    expect(entryOf(registry, child!.sessionId)?.status).toBe('stopped');
    expect(entryOf(registry, actor.sessionId)).toMatchObject({ status: 'active', value: 'left' });
    actor.stop();
    expect(entryOf(registry, actor.sessionId)?.status).toBe('stopped');
  });

  it('records actors of other logic without a machine', async () => {
    const registry = syncRegistry();
    const actor = createActor(
      dialogMachine.provide({ actors: { confirm: fromPromise(() => Promise.resolve<unknown>('ok')) } }),
      { input: { confirmable: true }, inspect: registry.inspect },
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.confirm' });
    const promise = registry.getSnapshot().actors.find((entry) => entry.parentId === actor.sessionId);
    expect(promise).toMatchObject({ machineId: '', machine: null });
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('closed') && resolve()));
    expect(entryOf(registry, promise!.sessionId)?.status).toBe('done');
  });

  it('marks a child that ended without a report of its own, such as a request cancelled by leaving its state', () => {
    const registry = syncRegistry();
    const waiting = setup({ actors: { request: fromPromise(() => new Promise<never>(() => {})) } }).createMachine({
      id: 'waiting',
      initial: 'loading',
      states: { loading: { invoke: { src: 'request' }, on: { 'waiting.cancel': 'idle' } }, idle: {} },
    });
    const actor = createActor(waiting, { inspect: registry.inspect }).start();
    const request = registry.getSnapshot().actors.find((entry) => entry.parentId === actor.sessionId);
    expect(request?.status).toBe('active');
    actor.send({ type: 'waiting.cancel' });
    expect(entryOf(registry, request!.sessionId)?.status).toBe('stopped');
  });

  it('tells an actor that never started from a running one, and lets it go first', () => {
    const registry = syncRegistry(1);
    const dropped = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect });
    expect(entryOf(registry, dropped.sessionId)?.started).toBe(false);
    const running = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start();
    expect(entryOf(registry, running.sessionId)?.started).toBe(true);
    createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect })
      .start()
      .stop();
    expect(entryOf(registry, dropped.sessionId)).toBeUndefined();
    expect(entryOf(registry, running.sessionId)).toBeDefined();
  });

  it('gives the same snapshot until something changes, and a new one after', () => {
    const registry = syncRegistry();
    const actor = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start();
    const before = registry.getSnapshot();
    expect(registry.getSnapshot()).toBe(before);
    actor.send({ type: 'dialog.open' });
    const after = registry.getSnapshot();
    expect(after).not.toBe(before);
    expect(before.actors.find((entry) => entry.sessionId === actor.sessionId)?.value).toBe('closed');
  });

  it('tells its listeners once for a burst of reports, and no more after unsubscribing', async () => {
    const registry = createActorRegistry();
    let calls = 0;
    const unsubscribe = registry.subscribe(() => (calls += 1));
    const actor = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start();
    actor.send({ type: 'dialog.open' });
    await Promise.resolve();
    expect(calls).toBe(1);
    unsubscribe();
    actor.send({ type: 'dialog.close' });
    await Promise.resolve();
    expect(calls).toBe(1);
  });

  it('forgets the oldest ended actors beyond its bound and keeps every running one', () => {
    const registry = syncRegistry(3);
    const ended = Array.from({ length: 6 }, () =>
      createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start(),
    );
    const running = createActor(dialogMachine, { input: { confirmable: false }, inspect: registry.inspect }).start();
    ended.forEach((actor) => actor.stop());
    const ids = registry.getSnapshot().actors.map((entry) => entry.sessionId);
    expect(ids).toEqual([...ended.slice(-3).map((actor) => actor.sessionId), running.sessionId]);
  });
});

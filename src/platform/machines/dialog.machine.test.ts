import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http/errors';
import { dialogMachine } from './dialog.machine';

/** A confirm step the test settles by hand, so the `confirming` state can be looked at. */
function pendingConfirm() {
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} };
  const confirm = vi.fn(
    (_subject: unknown) =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { confirm, resolve: () => settle.resolve(), reject: (error: unknown) => settle.reject(error) };
}

function start(confirmable: boolean, confirm: (subject: unknown) => Promise<void> = () => Promise.resolve()) {
  const dismissed = vi.fn();
  const actor = createActor(
    dialogMachine.provide({
      actors: { confirm: fromPromise(({ input }) => confirm(input.subject)) },
      actions: { notifyDismissed: dismissed },
    }),
    { input: { confirmable } },
  ).start();
  return { actor, dismissed };
}

describe('the dialog machine', () => {
  it('opens with what it is about, confirms and closes, forgetting the subject', async () => {
    const step = pendingConfirm();
    const { actor, dismissed } = start(true, step.confirm);
    expect(actor.getSnapshot().value).toBe('closed');

    actor.send({ type: 'dialog.open', subject: { id: 7 } });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ subject: { id: 7 }, error: null });

    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(step.confirm).toHaveBeenCalledWith({ id: 7 });

    step.resolve();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context).toMatchObject({ subject: null, error: null });
    expect(dismissed).not.toHaveBeenCalled();
  });

  it('closes without confirming when the person says no, and tells the screen', () => {
    const { actor, dismissed } = start(true);
    actor.send({ type: 'dialog.open', subject: 'alfa.pl' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.subject).toBeNull();
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('stays open with the Polish message when confirming fails, and a second try clears it', async () => {
    const step = pendingConfirm();
    const { actor } = start(true, step.confirm);
    actor.send({ type: 'dialog.open', subject: 3 });
    actor.send({ type: 'dialog.confirm' });
    step.reject(new ApiError('conflict', 'Domena ma otwarte zamówienia', 409));
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({ subject: 3, error: 'Domena ma otwarte zamówienia' });

    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses to close while the confirmation runs', async () => {
    const step = pendingConfirm();
    const { actor, dismissed } = start(true, step.confirm);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(dismissed).not.toHaveBeenCalled();

    step.resolve();
    await waitFor(actor, (s) => s.matches('closed'));
  });

  it('a popup without a confirm step only opens and closes', () => {
    const confirm = vi.fn(() => Promise.resolve());
    const { actor } = start(false, confirm);
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(false);
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(confirm).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closing a closed dialog does nothing', () => {
    const { actor, dismissed } = start(false);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(dismissed).not.toHaveBeenCalled();
  });
});

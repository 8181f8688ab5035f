import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import { escrowMachine, type EscrowRequest } from './escrow.machine';

const request: EscrowRequest = {
  aftermarket_id: 'jan_klient',
  items: [
    { id: 1, name: 'alfa.pl', rent_price: 49 },
    { id: 2, name: 'beta.pl', rent_price: 99.5 },
  ],
};

function start(startEscrow: (request: EscrowRequest) => Promise<{ message: string }>) {
  const escrowStarted = vi.fn();
  const escrowFailed = vi.fn();
  const sent = vi.fn(startEscrow);
  const actor = createActor(
    escrowMachine.provide({
      actors: { startEscrow: fromPromise(({ input }) => sent(input)) },
      actions: {
        escrowStarted: (_, params) => {
          escrowStarted(params);
        },
        escrowFailed: (_, params) => {
          escrowFailed(params);
        },
      },
    }),
  ).start();
  return { actor, escrowStarted, escrowFailed, sent };
}

const failure = new ApiError('server', 'Portal Aftermarket odrzucił transakcję', 502);

describe('the escrow popup', () => {
  it('idle → submitting (busy) → succeeded, handing the server message to the screen', async () => {
    const { actor, escrowStarted, escrowFailed, sent } = start(() =>
      Promise.resolve({ message: 'Transakcja rozpoczęta' }),
    );
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'escrow.submit', request });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toHaveBeenCalledWith(request);
    expect(actor.getSnapshot().context.message).toBe('Transakcja rozpoczęta');
    expect(escrowStarted).toHaveBeenCalledWith({ message: 'Transakcja rozpoczęta' });
    expect(escrowFailed).not.toHaveBeenCalled();
  });

  it('submitting → failed with the message and field messages, handing the error to the shared handler', async () => {
    const invalid = new ApiError('validation', 'Popraw pola', 422, {
      aftermarket_id: ['Pole powinno być uzupełnione'],
    });
    const { actor, escrowStarted, escrowFailed } = start(() => Promise.reject(invalid));
    actor.send({ type: 'escrow.submit', request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Popraw pola',
      fieldErrors: { aftermarket_id: ['Pole powinno być uzupełnione'] },
    });
    expect(escrowFailed).toHaveBeenCalledWith({ error: invalid });
    expect(escrowStarted).not.toHaveBeenCalled();
  });

  it('failed → submitting again clears the old messages; failed → idle on reset', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw failure;
      return new Promise<{ message: string }>(() => {});
    });
    actor.send({ type: 'escrow.submit', request });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'escrow.submit', request });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();

    const other = start(() => Promise.reject(failure));
    other.actor.send({ type: 'escrow.submit', request });
    await waitFor(other.actor, (s) => s.matches('failed'));
    other.actor.send({ type: 'escrow.reset' });
    expect(other.actor.getSnapshot().value).toBe('idle');
    expect(other.actor.getSnapshot().context.error).toBeNull();
  });

  it('a failure that is not an Error still gets a Polish message', async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test is a non-Error
    const { actor } = start(() => Promise.reject('boom'));
    actor.send({ type: 'escrow.submit', request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Coś poszło nie tak', fieldErrors: {} });
  });

  it('ignores a second submit while the first runs, and submits after success until reset', async () => {
    const { actor, sent } = start(() => Promise.resolve({ message: 'ok' }));
    actor.send({ type: 'escrow.submit', request });
    actor.send({ type: 'escrow.submit', request });
    actor.send({ type: 'escrow.reset' });
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'escrow.submit', request });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(sent).toHaveBeenCalledTimes(1);
    actor.send({ type: 'escrow.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('idle ignores a reset', () => {
    const { actor } = start(() => Promise.resolve({ message: 'ok' }));
    actor.send({ type: 'escrow.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

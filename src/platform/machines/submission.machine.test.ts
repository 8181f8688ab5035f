import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http/errors';
import { submissionMachine } from './submission.machine';

function start(submit: (values: unknown) => Promise<unknown>) {
  const notifySuccess = vi.fn();
  const actor = createActor(
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input)) },
      actions: {
        notifySuccess: (_, params) => {
          notifySuccess(params);
        },
      },
    }),
  ).start();
  return { actor, notifySuccess };
}

describe('a form submission', () => {
  it('is busy while the request runs and keeps the answer', async () => {
    const { actor, notifySuccess } = start((values) => Promise.resolve({ message: `ok ${JSON.stringify(values)}` }));
    actor.send({ type: 'form.submit', values: { email: 'a@b.pl' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.result).toEqual({ message: 'ok {"email":"a@b.pl"}' });
    expect(notifySuccess).toHaveBeenCalledWith({ result: { message: 'ok {"email":"a@b.pl"}' } });
  });

  it('returns to idle with the server messages on failure', async () => {
    const failure = new ApiError('validation', 'Hasła nie pasują', 422, {
      password_confirmation: ['Hasła nie pasują'],
    });
    const { actor, notifySuccess } = start(async () => Promise.reject(failure));
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Hasła nie pasują',
      fieldErrors: { password_confirmation: ['Hasła nie pasują'] },
    });
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('clears old messages when submitted again, and can be reset after success', async () => {
    let calls = 0;
    const { actor } = start(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Błąd')) : Promise.resolve('ok');
    });
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'form.submit', values: {} });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('ignores a second submit while the first is running', async () => {
    const values: unknown[] = [];
    const { actor } = start(async (v) => {
      values.push(v);
      return new Promise(() => {});
    });
    actor.send({ type: 'form.submit', values: 1 });
    actor.send({ type: 'form.submit', values: 2 });
    await Promise.resolve();
    expect(values).toEqual([1]);
  });
});

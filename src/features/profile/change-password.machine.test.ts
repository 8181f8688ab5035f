import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import type { PasswordChange } from '../../kernel/password-change';
import { changePasswordMachine } from './change-password.machine';

function start(changePassword: (values: PasswordChange) => Promise<{ message: string }>) {
  const passwordChanged = vi.fn();
  const passwordRefused = vi.fn();
  const sent = vi.fn(changePassword);
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => sent(input)) },
      actions: {
        passwordChanged: (_, params) => {
          passwordChanged(params);
        },
        passwordRefused: (_, params) => {
          passwordRefused(params);
        },
      },
    }),
  ).start();
  return { actor, passwordChanged, passwordRefused, sent };
}

const filled: PasswordChange = {
  current_password: 'Stare-haslo1',
  password: 'Nowe-haslo22',
  password_confirmation: 'Nowe-haslo22',
};

function fillIn(actor: ReturnType<typeof start>['actor'], values: Partial<PasswordChange>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'password.edit', field: field as keyof PasswordChange, value });
  }
}

/** Never settles: the request is still running. */
const pending = () => new Promise<never>(() => {});

describe('the change-password popup', () => {
  it('starts closed and opens on an empty form', () => {
    const { actor } = start(pending);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'password.open' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      values: { current_password: '', password: '', password_confirmation: '' },
      fieldErrors: {},
      error: null,
    });
  });

  it('submitting an empty form names every field as required and sends nothing', () => {
    const { actor, sent } = start(pending);
    actor.send({ type: 'password.open' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      current_password: ['Pole powinno być uzupełnione'],
      password: ['Pole powinno być uzupełnione'],
      password_confirmation: ['Pole powinno być uzupełnione'],
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('a confirmation that differs shows "Hasła nie pasują" on the confirmation only', () => {
    const { actor, sent } = start(pending);
    actor.send({ type: 'password.open' });
    fillIn(actor, { ...filled, password_confirmation: 'Inne-haslo33' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password_confirmation: ['Hasła nie pasują'] });
    expect(sent).not.toHaveBeenCalled();
  });

  it('a new password shorter than 8 characters is refused before it is sent', () => {
    const { actor, sent } = start(pending);
    actor.send({ type: 'password.open' });
    fillIn(actor, { ...filled, password: 'krotkie', password_confirmation: 'krotkie' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: ['Hasło musi mieć co najmniej 8 znaków'] });
    expect(sent).not.toHaveBeenCalled();
  });

  it('editing a field takes its message away and keeps the others', () => {
    const { actor } = start(pending);
    actor.send({ type: 'password.open' });
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.edit', field: 'password', value: 'N' });
    expect(actor.getSnapshot().context.values.password).toBe('N');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'current_password',
      'password_confirmation',
    ]);
  });

  it('a correct form goes to submitting (busy) with what was typed, and ignores closing meanwhile', () => {
    const { actor, sent } = start(pending);
    actor.send({ type: 'password.open' });
    fillIn(actor, filled);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sent).toHaveBeenCalledWith(filled);
    actor.send({ type: 'password.close' });
    actor.send({ type: 'password.edit', field: 'password', value: 'x' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('success closes the popup, forgets the passwords and hands the server message to the screen', async () => {
    const { actor, passwordChanged, passwordRefused } = start(() =>
      Promise.resolve({ message: 'Hasło zostało zmienione.' }),
    );
    actor.send({ type: 'password.open' });
    fillIn(actor, filled);
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(passwordChanged).toHaveBeenCalledWith({ message: 'Hasło zostało zmienione.' });
    expect(passwordRefused).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.values).toEqual({
      current_password: '',
      password: '',
      password_confirmation: '',
    });
  });

  it('a wrong current password (422) returns to editing with the server message beside the field', async () => {
    const refusal = new ApiError('validation', 'Popraw zaznaczone pola.', 422, {
      current_password: ['Obecne hasło jest nieprawidłowe'],
    });
    const { actor, passwordChanged, passwordRefused } = start(() => Promise.reject(refusal));
    actor.send({ type: 'password.open' });
    fillIn(actor, filled);
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({
      values: filled,
      fieldErrors: { current_password: ['Obecne hasło jest nieprawidłowe'] },
      error: 'Popraw zaznaczone pola.',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(passwordRefused).toHaveBeenCalledWith({ error: refusal });
    expect(passwordChanged).not.toHaveBeenCalled();
  });

  it('a network failure returns to editing with a general message and no field messages', async () => {
    const offline = new ApiError('network', 'Brak połączenia z serwerem.');
    const { actor, passwordRefused } = start(() => Promise.reject(offline));
    actor.send({ type: 'password.open' });
    fillIn(actor, filled);
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: 'Brak połączenia z serwerem.' });
    expect(passwordRefused).toHaveBeenCalledWith({ error: offline });
  });

  it('after a refusal the form can be sent again, and succeed', async () => {
    const refusal = new ApiError('validation', 'Popraw zaznaczone pola.', 422, {
      current_password: ['Obecne hasło jest nieprawidłowe'],
    });
    const answers = [Promise.reject(refusal), Promise.resolve({ message: 'Hasło zostało zmienione.' })];
    answers[0]!.catch(() => {});
    const { actor, passwordChanged, sent } = start(() => answers.shift()!);
    actor.send({ type: 'password.open' });
    fillIn(actor, { ...filled, current_password: 'zle' });
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    fillIn(actor, { current_password: 'Stare-haslo1' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(sent).toHaveBeenLastCalledWith(filled);
    expect(passwordChanged).toHaveBeenCalledOnce();
  });

  it('closing while editing forgets what was typed and its messages; reopening starts empty', () => {
    const { actor } = start(pending);
    actor.send({ type: 'password.open' });
    fillIn(actor, { current_password: 'Stare-haslo1' });
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'password.open' });
    expect(actor.getSnapshot().context).toEqual({
      values: { current_password: '', password: '', password_confirmation: '' },
      fieldErrors: {},
      error: null,
    });
  });

  it('while closed, edits and submits do nothing', () => {
    const { actor, sent } = start(pending);
    actor.send({ type: 'password.edit', field: 'password', value: 'x' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.values.password).toBe('');
    expect(sent).not.toHaveBeenCalled();
  });
});

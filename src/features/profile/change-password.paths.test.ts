import { describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import { EMPTY_PASSWORD_CHANGE, passwordChangeErrors, type PasswordChange } from '../../kernel/password-change';
import type { FieldErrors } from '../../kernel/validation';
import { changePasswordMachine } from './change-password.machine';
import {
  doneIn,
  failedIn,
  itPlaysEveryPath,
  pathCases,
  type MachinePath,
  type PathEvent,
  type PathPlayer,
  type PlayedPath,
} from '../../test/machine-paths';

type Event = PathEvent<typeof changePasswordMachine>;
const edit = (field: keyof PasswordChange, value: string): Event => ({ type: 'password.edit', field, value });
const serverFields = { current_password: ['Obecne hasło jest nieprawidłowe'] };
const refusal = new ApiError('validation', 'Popraw pola', 422, serverFields);

const events: Event[] = [
  { type: 'password.open' },
  { type: 'password.close' },
  { type: 'password.submit' },
  edit('current_password', 'stare-haslo'),
  edit('password', 'Nowe-Haslo-123'),
  edit('password_confirmation', 'Nowe-Haslo-123'),
  edit('password_confirmation', 'inne'),
  doneIn(changePasswordMachine, 'changePassword.open.submitting', { message: 'Hasło zostało zmienione' }),
  failedIn(changePasswordMachine, 'changePassword.open.submitting', refusal),
];

type PasswordPath = MachinePath<typeof changePasswordMachine>;

/**
 * The popup's context after the path, by its rules: it starts empty on every opening, closing and success; typing
 * takes the field's message away; a submit with broken rules shows them; a refusal shows the server's messages.
 */
function expectedContext(path: PasswordPath) {
  let values = EMPTY_PASSWORD_CHANGE;
  let fieldErrors: FieldErrors = {};
  let error: string | null = null;
  const sent: PasswordChange[] = [];
  for (const { event, state } of path.steps.slice(1)) {
    if (event.type === 'password.open' || event.type === 'password.close' || 'output' in event) {
      [values, fieldErrors, error] = [EMPTY_PASSWORD_CHANGE, {}, null];
    } else if (event.type === 'password.edit') {
      values = { ...values, [event.field]: event.value };
      fieldErrors = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field !== event.field));
    } else if (event.type === 'password.submit' && state.matches({ open: 'submitting' })) {
      sent.push(values);
      [fieldErrors, error] = [{}, null];
    } else if (event.type === 'password.submit') {
      [fieldErrors, error] = [passwordChangeErrors(values), null];
    } else if ('error' in event) {
      [fieldErrors, error] = [serverFields, 'Popraw pola'];
    }
  }
  return { context: { values, fieldErrors, error }, sent };
}

function setup(player: PathPlayer) {
  const passwordChanged = vi.fn();
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: player.fake<{ message: string }, PasswordChange>() },
      actions: { passwordChanged: (_, params) => void passwordChanged(params) },
    }),
  );
  const check = ({ end, path, started }: PlayedPath<typeof changePasswordMachine>) => {
    const expected = expectedContext(path);
    expect(end.context).toEqual(expected.context);
    // The server gets exactly what was typed when the form was sent, and only a form that follows the rules.
    expect(started.map((call) => call.input)).toEqual(expected.sent);
    const succeeded = path.steps.some(({ event }) => 'output' in event);
    expect(passwordChanged).toHaveBeenCalledTimes(succeeded ? 1 : 0);
  };
  return { actor, check };
}

describe('password change paths from the machine', () => {
  // Bounded: a few edits are enough to reach every rule, and the walk stays light.
  itPlaysEveryPath(pathCases(changePasswordMachine, { events }), setup);
});

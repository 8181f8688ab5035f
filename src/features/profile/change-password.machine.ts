import { assign, fromPromise, setup } from 'xstate';
import {
  EMPTY_PASSWORD_CHANGE,
  passwordChangeErrors,
  type PasswordChange,
  type PasswordChangeField,
} from '../../kernel/password-change';
import { isValid, type FieldErrors } from '../../kernel/validation';
import { formFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

export interface ChangePasswordContext {
  values: PasswordChange;
  /** Messages beside the fields: the popup's own checks, or the server's 422. */
  fieldErrors: FieldErrors;
  /** The last failure's general message (no connection, for example). */
  error: string | null;
}

export type ChangePasswordEvent =
  | { type: 'password.open' }
  | { type: 'password.close' }
  | { type: 'password.edit'; field: PasswordChangeField; value: string }
  | { type: 'password.submit' };

const FRESH: ChangePasswordContext = { values: EMPTY_PASSWORD_CHANGE, fieldErrors: {}, error: null };

/**
 * The "Zmień hasło" popup (spec section 2): closed → open.editing → open.submitting (tag busy, a loader replaces the
 * form) → closed on success, when the screen toasts the server's message. A refusal returns to editing with the
 * server's messages beside the fields and hands the error to the shared server-message handler. The popup starts
 * empty every time it opens, so a password typed earlier is never left behind.
 */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<{ message: string }, PasswordChange>(notProvided('changePassword')),
  },
  guards: {
    isFilledInCorrectly: ({ context }) => isValid(passwordChangeErrors(context.values)),
  },
  actions: {
    passwordChanged: (_, _params: { message: string }) => {},
    passwordRefused: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: FRESH,
  initial: 'closed',
  states: {
    closed: {
      on: { 'password.open': { target: 'open', actions: assign(FRESH) } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.edit': {
              actions: assign(({ context, event }) => {
                // Typing in a field takes its message away; the others stay until the next submit.
                const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
                return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
              }),
            },
            'password.submit': [
              { guard: 'isFilledInCorrectly', target: 'submitting' },
              {
                actions: assign(({ context }) => ({
                  fieldErrors: passwordChangeErrors(context.values),
                  error: null,
                })),
              },
            ],
            'password.close': { target: '#changePassword.closed', actions: assign(FRESH) },
          },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({ fieldErrors: {}, error: null }),
          invoke: {
            src: 'changePassword',
            input: ({ context }) => context.values,
            onDone: {
              target: '#changePassword.closed',
              actions: [
                assign(FRESH),
                { type: 'passwordChanged', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign(({ event }) => formFailureOf(event.error)),
                { type: 'passwordRefused', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});

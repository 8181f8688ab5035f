import { assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import { callFailureOf } from './failures';
import { notProvided } from './not-provided';

export interface DialogInput {
  /** Whether the dialog asks a question whose answer runs the `confirm` actor; a plain popup only opens and closes. */
  confirmable: boolean;
}

export interface DialogContext {
  confirmable: boolean;
  /** What the dialog is about (the category to delete, for example), from the event that opened it. */
  subject: unknown;
  /** Why the last confirmation failed, in Polish; the dialog stays open so it can be read. */
  error: string | null;
}

export type DialogEvent =
  { type: 'dialog.open'; subject?: unknown } | { type: 'dialog.confirm' } | { type: 'dialog.close' };

/**
 * Every popup, side panel and confirmation: closed → open → (confirmable only) confirming → closed. A failed
 * confirmation returns to open with its message; closing is refused while the confirmation runs. The `confirm`
 * actor and the `notifyDismissed` action are provided by the screen.
 */
export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    input: {} as DialogInput,
  },
  actors: {
    confirm: fromPromise<unknown, { subject: unknown }>(notProvided('confirm')),
  },
  guards: {
    hasConfirmStep: ({ context }) => context.confirmable,
    // Only an open dialog that is not confirming can close: a running request must not lose its answer.
    canClose: stateIn('open'),
  },
  actions: {
    keepSubject: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      return { subject: event.subject ?? null, error: null };
    }),
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown }) => ({ error: callFailureOf(params.error).message })),
    forget: assign({ subject: null, error: null }),
    /** Lets the screen undo what opened the dialog when the person says no (a blocked navigation, for example). */
    notifyDismissed: () => {},
  },
}).createMachine({
  id: 'dialog',
  context: ({ input }) => ({ confirmable: input.confirmable, subject: null, error: null }),
  initial: 'closed',
  on: {
    'dialog.close': { guard: 'canClose', target: '.closed', actions: ['forget', 'notifyDismissed'] },
  },
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'keepSubject' } },
    },
    open: {
      tags: ['open'],
      on: { 'dialog.confirm': { guard: 'hasConfirmStep', target: 'confirming' } },
    },
    confirming: {
      tags: ['open', 'busy'],
      entry: 'clearError',
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: { target: 'closed', actions: 'forget' },
        onError: { target: 'open', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';

export interface SubmissionContext {
  /** The last failure's message. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  /** What the last successful submission returned (a server message, for example). */
  result: unknown;
}

export type SubmissionEvent = { type: 'form.submit'; values: unknown } | { type: 'form.reset' };

function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const fields = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  return fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
}

/**
 * One form sent to the server: idle, submitting (tag busy), succeeded. A failure returns to idle with the server's
 * messages, so the form keeps what the user typed. The `submit` actor is provided by the screen.
 */
export const submissionMachine = setup({
  types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
  actors: {
    submit: fromPromise<unknown, unknown>(async () => {
      throw new Error('submit not provided');
    }),
  },
  actions: {
    /** Lets the screen react to success (a toast, closing a popup). */
    notifySuccess: (_, _params: { result: unknown }) => {},
  },
}).createMachine({
  id: 'submission',
  context: { error: null, fieldErrors: {}, result: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.submit': { target: 'submitting' } },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        src: 'submit',
        input: ({ event }: { event: SubmissionEvent }) =>
          (event as Extract<SubmissionEvent, { type: 'form.submit' }>).values,
        onDone: {
          target: 'succeeded',
          actions: [
            assign(({ event }) => ({ result: event.output })),
            { type: 'notifySuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : 'Coś poszło nie tak',
            fieldErrors: fieldErrorsOf(event.error),
          })),
        },
      },
    },
    succeeded: {
      on: {
        'form.submit': { target: 'submitting' },
        'form.reset': { target: 'idle', actions: assign({ error: null, fieldErrors: {}, result: null }) },
      },
    },
  },
});

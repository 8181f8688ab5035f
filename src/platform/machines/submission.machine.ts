import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formFailureOf } from './failures';
import { notProvided } from './not-provided';

export interface SubmissionContext {
  /** The last failure's message. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  /** What the last successful submission returned (a server message, for example). */
  result: unknown;
}

export type SubmissionEvent = { type: 'form.submit'; values: unknown } | { type: 'form.reset' };

/**
 * One form sent to the server: idle, submitting (tag busy), succeeded. A failure returns to idle with the server's
 * messages, so the form keeps what the user typed. The `submit` actor is provided by the screen.
 */
export const submissionMachine = setup({
  types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
  actors: {
    submit: fromPromise<unknown, unknown>(notProvided('submit')),
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
        // Annotated: with an `unknown` input, TypeScript cannot infer the event from the actor.
        input: ({ event }: { event: SubmissionEvent }) => {
          assertEvent(event, 'form.submit');
          return event.values;
        },
        onDone: {
          target: 'succeeded',
          actions: [
            assign(({ event }) => ({ result: event.output })),
            { type: 'notifySuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => formFailureOf(event.error)),
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

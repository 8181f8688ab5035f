import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FieldErrors } from '../../kernel/validation';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { useAppMachine } from '../../platform/machines/use-app-machine';

/** What a form needs from whatever sends it: busy or not, the last failure, and the one way to send values. */
export interface FormSubmission<T> {
  busy: boolean;
  /** The last failure's Polish message, or null. */
  error: string | null;
  /** The server's 422 `errors`, per field. */
  fieldErrors: FieldErrors;
  submit: (values: T) => void;
}

export interface SubmissionOptions<R> {
  /** Runs once per success, with what `request` returned (a toast, a navigation, closing a popup). */
  onSuccess?: (result: R) => void;
}

/**
 * One form sent through the submission machine, which alone holds the submission's state: `submit(values)` sends
 * `form.submit`, the machine runs `request` with those values (tag busy), and a refusal leaves the server's message
 * and field messages in its context. `request` and `onSuccess` may change between renders; the latest is used.
 */
export function useSubmission<T, R = unknown>(
  request: (values: T) => Promise<R>,
  { onSuccess }: SubmissionOptions<R> = {},
) {
  const latest = useRef({ request, onSuccess });
  useEffect(() => {
    latest.current = { request, onSuccess };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    submissionMachine.provide({
      actors: { submit: fromPromise<unknown, unknown>(({ input }) => latest.current.request(input as T)) },
      actions: { notifySuccess: (_, { result }) => latest.current.onSuccess?.(result as R) },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const submission: FormSubmission<T> = {
    busy: state.hasTag('busy'),
    error: state.context.error,
    fieldErrors: state.context.fieldErrors,
    submit: (values: T) => send({ type: 'form.submit', values }),
  };
  return { ...submission, state, succeeded: state.matches('succeeded'), result: state.context.result as R | null };
}

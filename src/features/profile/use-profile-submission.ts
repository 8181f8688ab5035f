import { useEffect, useRef, useState } from 'react';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { useToast } from '../../kit/toasts';

/**
 * One profile form sent through the submission machine: `submit(values)` runs `request` with them (tag busy while it
 * runs), a success toasts `savedMessage`, and a refusal leaves the server's messages in the machine's context.
 */
export function useProfileSubmission<T>(request: (values: T) => Promise<unknown>, savedMessage: string) {
  const toast = useToast();
  const latest = useRef({ toast, savedMessage });
  useEffect(() => {
    latest.current = { toast, savedMessage };
  });
  // The machine's actor is made once; it runs the call prepared by the last `submit`, with the values it was given.
  const pending = useRef<() => Promise<unknown>>(() => Promise.resolve(null));
  // eslint-disable-next-line react-hooks/refs -- the actors read the refs when they run, after render, never while rendering
  const [machine] = useState(() =>
    submissionMachine.provide({
      actors: { submit: fromPromise<unknown>(() => pending.current()) },
      actions: { notifySuccess: () => latest.current.toast('success', latest.current.savedMessage) },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const submit = (values: T) => {
    pending.current = () => request(values);
    send({ type: 'form.submit', values });
  };
  return { state, submit, busy: state.hasTag('busy') };
}

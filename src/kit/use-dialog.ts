import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppMachine } from '../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { dialogMachine } from '../platform/machines/dialog.machine';

export interface DialogOptions<Subject> {
  /** What saying yes does; a rejection keeps the dialog open with its message. Without it the dialog is a popup. */
  confirm?: (subject: Subject) => unknown;
  /** What saying no (or Escape, or the shadow) also does, beyond closing. */
  onDismiss?: () => void;
}

export interface Dialog<Subject> {
  isOpen: boolean;
  /** What the dialog was opened about; null while closed. */
  subject: Subject | null;
  /** The confirmation is running: the dialog shows it and cannot be closed. */
  busy: boolean;
  /** Why the last confirmation failed, in Polish. */
  error: string | null;
  open: (subject: Subject) => void;
  close: () => void;
  confirm: () => void;
}

/**
 * One popup or confirmation driven by the dialog machine, shaped for the react-aria dialogs in `ui`. The returned
 * functions keep their identity, so memoised children given `close` do not render again.
 */
export function useDialog<Subject = void>(options: DialogOptions<Subject> = {}): Dialog<Subject> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // One machine per dialog; its effects read the latest options, so it never has to be rebuilt.
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    dialogMachine.provide({
      actors: {
        // The subject went in through `open`, typed as Subject; the machine only carries it.
        confirm: fromPromise(async ({ input }) => {
          await latest.current.confirm?.(input.subject as Subject);
        }),
      },
      actions: { notifyDismissed: () => latest.current.onDismiss?.() },
    }),
  );
  const [state, send] = useAppMachine(machine, { input: { confirmable: options.confirm !== undefined } });

  const open = useCallback((subject: Subject) => send({ type: 'dialog.open', subject }), [send]);
  const close = useCallback(() => send({ type: 'dialog.close' }), [send]);
  const confirm = useCallback(() => send({ type: 'dialog.confirm' }), [send]);
  return {
    isOpen: state.hasTag('open'),
    subject: state.hasTag('open') ? (state.context.subject as Subject) : null,
    busy: state.hasTag('busy'),
    error: state.context.error,
    open,
    close,
    confirm,
  };
}

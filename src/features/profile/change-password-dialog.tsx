import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useChangePassword } from './profile-api';
import { profileCopy } from './profile-copy';
import { changePasswordMachine } from './change-password.machine';
import type { PasswordChangeField } from '../../kernel/password-change';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { ModalDialog } from '../../ui/modal-dialog';
import { PageLoader } from '../../ui/page-loader';
import { TextField } from '../../ui/text-field';
import { useServerMessage } from '../../kit/forms/server-message';
import { useToast } from '../../kit/toasts';
import styles from './profile-screen.module.css';

const copy = profileCopy.password;

/**
 * The "Zmień hasło" button and its popup, driven by the change-password machine: a loader replaces the form while
 * the request runs, success closes the popup and toasts the server's message, and a refusal is told by the shared
 * server-message handler, with the server's messages beside the fields.
 */
export function ChangePasswordDialog() {
  const change = useChangePassword();
  const toast = useToast();
  const serverMessage = useServerMessage();
  const latest = useRef({ change, toast, serverMessage });
  useEffect(() => {
    latest.current = { change, toast, serverMessage };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => latest.current.change.mutateAsync(input)) },
      actions: {
        passwordChanged: (_, { message }) => latest.current.toast('success', message),
        passwordRefused: (_, { error }) => void latest.current.serverMessage(error),
      },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const busy = state.hasTag('busy');
  const { values, fieldErrors, error } = state.context;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'password.submit' });
  };
  const field = (name: PasswordChangeField, label: string, autoComplete: string, description?: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => send({ type: 'password.edit', field: name, value })}
      errorMessage={fieldErrors[name]?.[0]}
      isRequired
      {...(description ? { description } : {})}
    />
  );
  const generalError = error && Object.keys(fieldErrors).length === 0 ? error : null;
  return (
    <>
      <Button variant="secondary" onPress={() => send({ type: 'password.open' })}>
        {copy.open}
      </Button>
      <ModalDialog
        isOpen={state.matches('open')}
        title={copy.title}
        onClose={() => send({ type: 'password.close' })}
        isBusy={busy}
      >
        {busy ? (
          <PageLoader />
        ) : (
          <Form onSubmit={submit} className={styles.form}>
            <p>{copy.intro}</p>
            {generalError && <Alert tone="error">{generalError}</Alert>}
            {field('current_password', copy.current, 'current-password')}
            {field('password', copy.next, 'new-password', copy.nextHint)}
            {field('password_confirmation', copy.confirmation, 'new-password')}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onPress={() => send({ type: 'password.close' })}>
                {copy.cancel}
              </Button>
              <Button type="submit">{copy.submit}</Button>
            </div>
          </Form>
        )}
      </ModalDialog>
    </>
  );
}

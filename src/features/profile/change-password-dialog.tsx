import { useState, type FormEvent } from 'react';
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
import { PasswordPairFields } from '../../kit/forms/password-pair-fields';
import { useServerMessage } from '../../kit/forms/server-message';
import { useToast } from '../../kit/toasts';
import { useLatest } from '../../kit/use-latest';
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
  const latest = useLatest({ change, toast, serverMessage });
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => latest().change.mutateAsync(input)) },
      actions: {
        passwordChanged: (_, { message }) => latest().toast('success', message),
        passwordRefused: (_, { error }) => void latest().serverMessage(error),
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
  const bind = (name: PasswordChangeField) => ({
    name,
    value: values[name],
    onChange: (value: string) => send({ type: 'password.edit', field: name, value }),
    errorMessage: fieldErrors[name]?.[0],
  });
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
            <TextField
              label={copy.current}
              type="password"
              autoComplete="current-password"
              isRequired
              {...bind('current_password')}
            />
            <PasswordPairFields
              passwordLabel={copy.next}
              hint={copy.nextHint}
              confirmationLabel={copy.confirmation}
              bind={bind}
              isRequired
            />
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

import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Form } from '../../ui/form';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { checkPasswordConfirmation, email, isValid, newPassword, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import type { ResetPasswordInput } from '../../platform/http/auth-api';
import type { OriginState } from '../../platform/router/navigation-state';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './guest.module.css';

type Field = 'email' | 'password' | 'password_confirmation';

/** Password reset, step 2 (/password-reset/{token}?email=…): sets the new password, then back to sign-in. */
export default function ResetPasswordScreen() {
  useDocumentTitle(pl.titles.resetPassword);
  const token = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { auth } = useApi();
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: { submit: fromPromise(({ input }) => auth.resetPassword(input as ResetPasswordInput)) },
        actions: {
          notifySuccess: (_, { result }) =>
            void navigate('/', {
              replace: true,
              state: { notice: (result as { message: string }).message } satisfies OriginState,
            }),
        },
      }),
    [auth, navigate],
  );
  const [state, send] = useAppMachine(machine);
  const [values, setValues] = useState({ email: search.get('email') ?? '', password: '', password_confirmation: '' });
  const errors = useFormErrors(state.context.fieldErrors);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.markEdited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let found = validate(values, {
      email: [required, email],
      password: [required, newPassword],
      password_confirmation: [required],
    });
    found = checkPasswordConfirmation(found, values.password, values.password_confirmation);
    errors.setClientErrors(found);
    if (isValid(found)) send({ type: 'form.submit', values: { ...values, email: values.email.trim(), token } });
  };

  if (!token) {
    return (
      <>
        <h1 className={styles.heading}>{pl.titles.resetPassword}</h1>
        <Alert tone="error">{pl.auth.resetMissingToken}</Alert>
        <p className={styles.links}>
          <Link to="/reset">{pl.auth.forgotLink}</Link>
        </p>
      </>
    );
  }

  const busy = state.hasTag('busy');
  const generalError =
    state.context.error && Object.keys(state.context.fieldErrors).length === 0 ? state.context.error : null;
  return (
    <>
      <h1 className={styles.heading}>{pl.titles.resetPassword}</h1>
      {generalError && <Alert tone="error">{generalError}</Alert>}
      <Form onSubmit={submit}>
        <TextField
          label={pl.auth.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          errorMessage={errors.errorFor('email')}
        />
        <TextField
          label={pl.auth.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          description={pl.auth.passwordHint}
          value={values.password}
          onChange={change('password')}
          errorMessage={errors.errorFor('password')}
        />
        <TextField
          label={pl.auth.passwordConfirmation}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          errorMessage={errors.errorFor('password_confirmation')}
        />
        <Button type="submit" fullWidth isPending={busy}>
          {busy ? pl.auth.saving : pl.auth.setNewPassword}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/">{pl.auth.backToLogin}</Link>
      </p>
    </>
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Form } from '../../ui/form';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { email, isValid, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './guest.module.css';

/** Password reset, step 1 (/reset): asks for the e-mail and sends the link. */
export default function ResetRequestScreen() {
  useDocumentTitle(pl.titles.reset);
  const { auth } = useApi();
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: { submit: fromPromise(({ input }) => auth.forgotPassword((input as { email: string }).email)) },
      }),
    [auth],
  );
  const [state, send] = useAppMachine(machine);
  const [value, setValue] = useState('');
  const errors = useFormErrors(state.context.fieldErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ email: value }, { email: [required, email] });
    errors.setClientErrors(found);
    if (isValid(found)) send({ type: 'form.submit', values: { email: value.trim() } });
  };

  const sent = state.matches('succeeded') ? (state.context.result as { message: string }).message : null;
  const generalError =
    state.context.error && Object.keys(state.context.fieldErrors).length === 0 ? state.context.error : null;
  return (
    <>
      <h1 className={styles.heading}>{pl.titles.reset}</h1>
      <p className={styles.intro}>{pl.auth.resetIntro}</p>
      {sent && <Alert tone="success">{sent}</Alert>}
      {generalError && <Alert tone="error">{generalError}</Alert>}
      <Form onSubmit={submit}>
        <TextField
          label={pl.auth.email}
          name="email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(v) => {
            setValue(v);
            errors.markEdited('email');
          }}
          errorMessage={errors.errorFor('email')}
        />
        <Button type="submit" fullWidth isPending={state.hasTag('busy')}>
          {state.hasTag('busy') ? pl.auth.sending : pl.auth.sendResetLink}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/">{pl.auth.backToLogin}</Link>
      </p>
    </>
  );
}

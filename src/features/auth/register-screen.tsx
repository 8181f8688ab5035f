import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Form } from '../../ui/form';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import {
  checkPasswordConfirmation,
  email,
  isValid,
  maxLength,
  newPassword,
  required,
  validate,
} from '../../kernel/validation';
import { VALIDATION_MESSAGES } from '../../kernel/validation-messages';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import type { RegisterInput } from '../../platform/http/auth-api';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { appConfig } from '../../platform/app-config';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './guest.module.css';

type TextFieldName = 'name' | 'email' | 'password' | 'password_confirmation';

/**
 * Registration of a customer account. The server answers the same for a new and a taken address (the mail tells
 * which), and signs nobody in: the screen shows its message and the way to sign in once the address is confirmed.
 */
export default function RegisterScreen() {
  useDocumentTitle(pl.titles.register);
  const { auth } = useApi();
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: { submit: fromPromise(({ input }) => auth.register(input as RegisterInput)) },
      }),
    [auth],
  );
  const [state, send] = useAppMachine(machine);
  const busy = state.hasTag('busy');
  const { error, fieldErrors } = state.context;
  const [values, setValues] = useState({ name: '', email: '', password: '', password_confirmation: '' });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const errors = useFormErrors(fieldErrors);

  const change = (field: TextFieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.markEdited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let found = validate(values, {
      name: [required, maxLength(120)],
      email: [required, email],
      password: [required, newPassword],
      password_confirmation: [required],
    });
    found = checkPasswordConfirmation(found, values.password, values.password_confirmation);
    if (!terms) found = { ...found, accept_terms: [VALIDATION_MESSAGES.termsRequired] };
    errors.setClientErrors(found);
    if (!isValid(found)) return;
    const input: RegisterInput = {
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      accept_terms: true,
      marketing_consent: marketing,
    };
    send({ type: 'form.submit', values: input });
  };

  const field = (name: TextFieldName, label: string, type: string, autoComplete: string, description?: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={change(name)}
      errorMessage={errors.errorFor(name)}
      {...(description ? { description } : {})}
    />
  );

  if (state.matches('succeeded')) {
    return (
      <>
        <h1 className={styles.heading}>{pl.titles.register}</h1>
        <Alert tone="success">{(state.context.result as { message: string }).message}</Alert>
        <p className={styles.links}>
          <Link to="/">{pl.auth.goToLogin}</Link>
        </p>
      </>
    );
  }

  const generalError = error && Object.keys(fieldErrors).length === 0 ? error : null;
  return (
    <>
      <h1 className={styles.heading}>{pl.titles.register}</h1>
      {generalError && <Alert tone="error">{generalError}</Alert>}
      <Form onSubmit={submit}>
        {field('name', pl.auth.name, 'text', 'name')}
        {field('email', pl.auth.email, 'email', 'email')}
        {field('password', pl.auth.password, 'password', 'new-password', pl.auth.passwordHint)}
        {field('password_confirmation', pl.auth.passwordConfirmation, 'password', 'new-password')}
        <Checkbox
          name="accept_terms"
          isSelected={terms}
          onChange={(checked) => {
            setTerms(checked);
            errors.markEdited('accept_terms');
          }}
          errorMessage={errors.errorFor('accept_terms')}
        >
          {pl.auth.acceptTerms}{' '}
          <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
            {pl.auth.termsLink}
            <span className="visually-hidden"> {pl.footer.termsNewTab}</span>
          </a>
        </Checkbox>
        <Checkbox name="marketing_consent" isSelected={marketing} onChange={setMarketing}>
          {pl.auth.marketing}
        </Checkbox>
        <Button type="submit" fullWidth isPending={busy}>
          {busy ? pl.auth.registering : pl.auth.register}
        </Button>
      </Form>
      <p className={styles.links}>
        {pl.auth.haveAccount} <Link to="/">{pl.auth.loginLink}</Link>
      </p>
    </>
  );
}

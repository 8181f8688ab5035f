import { Link } from 'react-router';
import { Form } from '../../ui/form';
import {
  checkPasswordConfirmation,
  email,
  maxLength,
  newPassword,
  required,
  type FieldErrors,
} from '../../kernel/validation';
import { VALIDATION_MESSAGES } from '../../kernel/validation-messages';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import type { RegisterInput } from '../../platform/http/auth-api';
import { appConfig } from '../../platform/app-config';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { checkText, useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import styles from './guest.module.css';

const EMPTY = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  accept_terms: false,
  marketing_consent: false,
};

function check(v: typeof EMPTY): FieldErrors {
  const found = checkPasswordConfirmation(
    checkText(v, {
      name: [required, maxLength(120)],
      email: [required, email],
      password: [required, newPassword],
      password_confirmation: [required],
    }),
    v.password,
    v.password_confirmation,
  );
  return v.accept_terms ? found : { ...found, accept_terms: [VALIDATION_MESSAGES.termsRequired] };
}

/**
 * Registration of a customer account. The server answers the same for a new and a taken address (the mail tells
 * which), and signs nobody in: the screen shows its message and the way to sign in once the address is confirmed.
 */
export default function RegisterScreen() {
  useDocumentTitle(pl.titles.register);
  const { auth } = useApi();
  const submission = useSubmission((input: RegisterInput) => auth.register(input));
  const form = useAppForm({
    initialValues: EMPTY,
    check,
    toRequest: (v): RegisterInput => ({ ...v, name: v.name.trim(), email: v.email.trim(), accept_terms: true }),
    submission,
  });

  if (submission.succeeded) {
    return (
      <>
        <h1 className={styles.heading}>{pl.titles.register}</h1>
        <Alert tone="success">{submission.result?.message}</Alert>
        <p className={styles.links}>
          <Link to="/">{pl.auth.goToLogin}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.heading}>{pl.titles.register}</h1>
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      <Form onSubmit={form.handleSubmit}>
        <TextField label={pl.auth.name} type="text" autoComplete="name" {...form.text('name')} />
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
        <TextField
          label={pl.auth.password}
          type="password"
          autoComplete="new-password"
          description={pl.auth.passwordHint}
          {...form.text('password')}
        />
        <TextField
          label={pl.auth.passwordConfirmation}
          type="password"
          autoComplete="new-password"
          {...form.text('password_confirmation')}
        />
        <Checkbox {...form.flag('accept_terms')}>
          {pl.auth.acceptTerms}{' '}
          <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
            {pl.auth.termsLink}
            <span className="visually-hidden"> {pl.footer.termsNewTab}</span>
          </a>
        </Checkbox>
        <Checkbox {...form.flag('marketing_consent')}>{pl.auth.marketing}</Checkbox>
        <Button type="submit" fullWidth isPending={form.busy}>
          {form.busy ? pl.auth.registering : pl.auth.register}
        </Button>
      </Form>
      <p className={styles.links}>
        {pl.auth.haveAccount} <Link to="/">{pl.auth.loginLink}</Link>
      </p>
    </>
  );
}

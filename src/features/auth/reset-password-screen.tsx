import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Form } from '../../ui/form';
import { checkPasswordConfirmation, email, newPassword, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import type { ResetPasswordInput } from '../../platform/http/auth-api';
import type { OriginState } from '../../platform/router/navigation-state';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import styles from './guest.module.css';

/** Password reset, step 2 (/password-reset/{token}?email=…): sets the new password, then back to sign-in. */
export default function ResetPasswordScreen() {
  useDocumentTitle(pl.titles.resetPassword);
  const token = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { auth } = useApi();
  const submission = useSubmission((input: ResetPasswordInput) => auth.resetPassword(input), {
    onSuccess: (result) =>
      void navigate('/', { replace: true, state: { notice: result.message } satisfies OriginState }),
  });
  const form = useAppForm({
    initialValues: { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    check: (v) =>
      checkPasswordConfirmation(
        validate(v, { email: [required, email], password: [required, newPassword], password_confirmation: [required] }),
        v.password,
        v.password_confirmation,
      ),
    toRequest: (v): ResetPasswordInput => ({ ...v, email: v.email.trim(), token }),
    submission,
  });

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

  return (
    <>
      <h1 className={styles.heading}>{pl.titles.resetPassword}</h1>
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      <Form onSubmit={form.handleSubmit}>
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
        <TextField
          label={pl.auth.newPassword}
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
        <Button type="submit" fullWidth isPending={form.busy}>
          {form.busy ? pl.auth.saving : pl.auth.setNewPassword}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/">{pl.auth.backToLogin}</Link>
      </p>
    </>
  );
}

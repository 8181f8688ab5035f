import { Link, useLocation } from 'react-router';
import { Form } from '../../ui/form';
import { email, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useAuth, useAuthActor } from './auth-hooks';
import type { OriginState } from '../../platform/router/navigation-state';
import type { LoginInput } from './auth.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAppForm } from '../../kit/forms/use-app-form';
import { SocialButtons } from './social-buttons';
import styles from './guest.module.css';

/** Sign-in with e-mail and password (routes / and /home). What the user typed stays after a failure. */
export default function LoginScreen() {
  useDocumentTitle(pl.titles.login);
  const { busy, error, fieldErrors } = useAuth();
  const auth = useAuthActor();
  const notice = (useLocation().state as OriginState | null)?.notice;
  // The auth machine holds this submission's state: the form sends its event and reads busy and failure from it.
  const form = useAppForm({
    initialValues: { email: '', password: '', remember: false },
    check: (v) =>
      validate({ email: v.email, password: v.password }, { email: [required, email], password: [required] }),
    toRequest: (v): LoginInput => ({ email: v.email.trim(), password: v.password, remember: v.remember }),
    submission: { busy, error, fieldErrors, submit: (input) => auth.send({ type: 'auth.login', input }) },
  });

  return (
    <>
      <h1 className={styles.heading}>{pl.titles.login}</h1>
      {notice && <Alert tone="success">{notice}</Alert>}
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      <Form onSubmit={form.handleSubmit}>
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
        <TextField
          label={pl.auth.password}
          type="password"
          autoComplete="current-password"
          {...form.text('password')}
        />
        <div className={styles.row}>
          <Checkbox {...form.flag('remember')}>{pl.auth.remember}</Checkbox>
          <Link to="/reset">{pl.auth.forgotLink}</Link>
        </div>
        <Button type="submit" fullWidth isPending={busy}>
          {busy ? pl.auth.loggingIn : pl.auth.login}
        </Button>
      </Form>
      <p className={styles.divider}>{pl.auth.orContinueWith}</p>
      <SocialButtons />
      <p className={styles.links}>
        {pl.auth.noAccount} <Link to="/register">{pl.auth.registerLink}</Link>
      </p>
    </>
  );
}

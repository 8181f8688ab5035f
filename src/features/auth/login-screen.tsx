import { Link, useLocation } from 'react-router';
import { email, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useAuth, useAuthActor } from './auth-hooks';
import type { OriginState } from '../../platform/router/navigation-state';
import type { LoginInput } from './auth.machine';
import { Alert } from '../../ui/alert';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAppForm } from '../../kit/forms/use-app-form';
import { SocialButtons } from './social-buttons';
import { GuestForm, GuestPage } from './guest-page';
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
    <GuestPage title={pl.titles.login} link={{ to: '/register', label: pl.auth.registerLink, lead: pl.auth.noAccount }}>
      {notice && <Alert tone="success">{notice}</Alert>}
      <GuestForm form={form} submitLabel={pl.auth.login} busyLabel={pl.auth.loggingIn}>
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
      </GuestForm>
      <p className={styles.divider}>{pl.auth.orContinueWith}</p>
      <SocialButtons />
    </GuestPage>
  );
}

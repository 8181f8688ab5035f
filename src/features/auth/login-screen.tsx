import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Form } from '../../ui/form';
import { email, isValid, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useAuth, useAuthActor } from './auth-hooks';
import type { OriginState } from '../../platform/router/navigation-state';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SocialButtons } from './social-buttons';
import styles from './guest.module.css';

/** Sign-in with e-mail and password (routes / and /home). What the user typed stays after a failure. */
export default function LoginScreen() {
  useDocumentTitle(pl.titles.login);
  const { busy, error, fieldErrors } = useAuth();
  const auth = useAuthActor();
  const notice = (useLocation().state as OriginState | null)?.notice;
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const errors = useFormErrors(fieldErrors);

  const change = (field: 'email' | 'password') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.markEdited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(
      { email: values.email, password: values.password },
      { email: [required, email], password: [required] },
    );
    errors.setClientErrors(found);
    if (!isValid(found)) return;
    auth.send({
      type: 'auth.login',
      input: { email: values.email.trim(), password: values.password, remember: values.remember },
    });
  };

  const generalError = error && Object.keys(fieldErrors).length === 0 ? error : null;
  return (
    <>
      <h1 className={styles.heading}>{pl.titles.login}</h1>
      {notice && <Alert tone="success">{notice}</Alert>}
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
          label={pl.auth.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          errorMessage={errors.errorFor('password')}
        />
        <div className={styles.row}>
          <Checkbox
            name="remember"
            isSelected={values.remember}
            onChange={(remember) => setValues((v) => ({ ...v, remember }))}
          >
            {pl.auth.remember}
          </Checkbox>
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

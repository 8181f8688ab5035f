import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Form } from 'react-aria-components';
import { checkPasswordConfirmation, email, isValid, maxLength, newPassword, required, validate } from '../../model/validation';
import { VALIDATION_MESSAGES } from '../../model/validation-messages';
import { pl } from '../../i18n/pl';
import { appConfig } from '../shared/app-config';
import { useAuth, useAuthActor } from '../shared/auth-hooks';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './guest.module.css';

type TextFieldName = 'name' | 'email' | 'password' | 'password_confirmation';

/** Registration of a customer account; on success the auth machine signs the new customer in. */
export default function RegisterScreen() {
  useDocumentTitle(pl.titles.register);
  const { busy, error, fieldErrors } = useAuth();
  const auth = useAuthActor();
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
    auth.send({
      type: 'auth.register',
      input: { ...values, name: values.name.trim(), email: values.email.trim(), accept_terms: true, marketing_consent: marketing },
    });
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

  const generalError = error && Object.keys(fieldErrors).length === 0 ? error : null;
  return (
    <>
      <h1 className={styles.heading}>{pl.titles.register}</h1>
      {generalError && <Alert tone="error">{generalError}</Alert>}
      <Form onSubmit={submit} validationBehavior="aria">
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

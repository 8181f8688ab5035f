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
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { checkText, useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import { PasswordPairFields } from '../../kit/forms/password-pair-fields';
import { GuestForm, GuestPage } from './guest-page';

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
      <GuestPage title={pl.titles.register} link={{ to: '/', label: pl.auth.goToLogin }}>
        <Alert tone="success">{submission.result?.message}</Alert>
      </GuestPage>
    );
  }

  return (
    <GuestPage title={pl.titles.register} link={{ to: '/', label: pl.auth.loginLink, lead: pl.auth.haveAccount }}>
      <GuestForm form={form} submitLabel={pl.auth.register} busyLabel={pl.auth.registering}>
        <TextField label={pl.auth.name} type="text" autoComplete="name" {...form.text('name')} />
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
        <PasswordPairFields passwordLabel={pl.auth.password} bind={form.text} />
        <Checkbox {...form.flag('accept_terms')}>
          {pl.auth.acceptTerms}{' '}
          <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
            {pl.auth.termsLink}
            <span className="visually-hidden"> {pl.footer.termsNewTab}</span>
          </a>
        </Checkbox>
        <Checkbox {...form.flag('marketing_consent')}>{pl.auth.marketing}</Checkbox>
      </GuestForm>
    </GuestPage>
  );
}

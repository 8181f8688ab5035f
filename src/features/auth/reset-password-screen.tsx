import { useNavigate, useParams, useSearchParams } from 'react-router';
import { checkPasswordConfirmation, email, newPassword, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import type { ResetPasswordInput } from '../../platform/http/auth-api';
import type { OriginState } from '../../platform/router/navigation-state';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import { PasswordPairFields } from '../../kit/forms/password-pair-fields';
import { GuestForm, GuestPage } from './guest-page';

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
      <GuestPage title={pl.titles.resetPassword} link={{ to: '/reset', label: pl.auth.forgotLink }}>
        <Alert tone="error">{pl.auth.resetMissingToken}</Alert>
      </GuestPage>
    );
  }

  return (
    <GuestPage title={pl.titles.resetPassword} link={{ to: '/', label: pl.auth.backToLogin }}>
      <GuestForm form={form} submitLabel={pl.auth.setNewPassword} busyLabel={pl.auth.saving}>
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
        <PasswordPairFields bind={form.text} />
      </GuestForm>
    </GuestPage>
  );
}

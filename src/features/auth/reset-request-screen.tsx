import { email, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import { GuestForm, GuestPage } from './guest-page';

/** Password reset, step 1 (/reset): asks for the e-mail and sends the link. */
export default function ResetRequestScreen() {
  useDocumentTitle(pl.titles.reset);
  const { auth } = useApi();
  const submission = useSubmission((input: { email: string }) => auth.forgotPassword(input.email));
  const form = useAppForm({
    initialValues: { email: '' },
    check: (v) => validate(v, { email: [required, email] }),
    toRequest: (v) => ({ email: v.email.trim() }),
    submission,
  });

  const sent = submission.succeeded ? submission.result?.message : null;
  return (
    <GuestPage title={pl.titles.reset} intro={pl.auth.resetIntro} link={{ to: '/', label: pl.auth.backToLogin }}>
      {sent && <Alert tone="success">{sent}</Alert>}
      <GuestForm form={form} submitLabel={pl.auth.sendResetLink} busyLabel={pl.auth.sending}>
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
      </GuestForm>
    </GuestPage>
  );
}

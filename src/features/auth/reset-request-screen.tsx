import { Link } from 'react-router';
import { Form } from '../../ui/form';
import { email, required, validate } from '../../kernel/validation';
import { pl } from '../../i18n/pl';
import { useApi } from '../../platform/http/api-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import styles from './guest.module.css';

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
    <>
      <h1 className={styles.heading}>{pl.titles.reset}</h1>
      <p className={styles.intro}>{pl.auth.resetIntro}</p>
      {sent && <Alert tone="success">{sent}</Alert>}
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      <Form onSubmit={form.handleSubmit}>
        <TextField label={pl.auth.email} type="email" autoComplete="email" {...form.text('email')} />
        <Button type="submit" fullWidth isPending={form.busy}>
          {form.busy ? pl.auth.sending : pl.auth.sendResetLink}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/">{pl.auth.backToLogin}</Link>
      </p>
    </>
  );
}

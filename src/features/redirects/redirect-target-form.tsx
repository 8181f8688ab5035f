import { useRequestRedirectUpdate, type Redirect } from './redirects-api';
import { redirectsCopy as copy } from './redirects-copy';
import { redirectTargetError } from '../../kernel/redirect';
import type { FieldErrors } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import { useToast } from '../../kit/toasts';
import styles from './redirects.module.css';

const f = copy.form;

/**
 * Asks for a new target URL (POST /api/me/redirects/updateRequest) through the submission machine. The address is
 * checked here by the same rule as on the server (src/kernel/redirect.ts); while the request runs the form says it
 * is pending, and what was typed stays when the server refuses it.
 */
export function RedirectTargetForm({ redirect }: { redirect: Redirect }) {
  const toast = useToast();
  const submission = useSubmission(useRequestRedirectUpdate(), {
    onSuccess: (result) => toast('success', result.message),
  });
  const form = useAppForm({
    initialValues: { target_url: redirect.target_url ?? '' },
    check: ({ target_url: target }): FieldErrors => {
      const refusal =
        redirectTargetError(target, redirect.domain.name) ??
        (target.trim() === redirect.target_url ? f.unchanged : null);
      return refusal ? { target_url: [refusal] } : {};
    },
    toRequest: (v) => ({ id: redirect.id, target_url: v.target_url.trim() }),
    submission,
  });

  // A refusal of the redirect itself (it expired meanwhile) comes on `id`, which has no field of its own: it shows
  // above the field as the general message.
  return (
    <section className={styles.card} aria-labelledby="redirect-target-heading">
      <h2 id="redirect-target-heading">{f.heading}</h2>
      <Form onSubmit={form.handleSubmit} className={styles.form}>
        {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
        <TextField
          label={f.target}
          type="url"
          inputMode="url"
          autoComplete="url"
          description={f.targetHint}
          isDisabled={form.busy}
          {...form.text('target_url')}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={form.busy}>
            {f.submit}
          </Button>
          {form.busy && (
            <span role="status" className={styles.pendingNote}>
              {f.pending}
            </span>
          )}
        </div>
      </Form>
    </section>
  );
}

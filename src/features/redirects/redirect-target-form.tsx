import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useRequestRedirectUpdate, type Redirect } from './redirects-api';
import { redirectsCopy as copy } from './redirects-copy';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { redirectTargetError } from '../../kernel/redirect';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { submissionMessageOf } from '../../kit/forms/submission-message';
import { useToast } from '../../kit/toasts';
import styles from './redirects.module.css';

const f = copy.form;

/**
 * Asks for a new target URL (POST /api/me/redirects/updateRequest) through the submission machine. The address is
 * checked here by the same rule as on the server (src/kernel/redirect.ts); while the request runs the form says it
 * is pending, and what was typed stays when the server refuses it.
 */
export function RedirectTargetForm({ redirect }: { redirect: Redirect }) {
  const update = useRequestRedirectUpdate();
  const toast = useToast();
  const [target, setTarget] = useState(redirect.target_url ?? '');
  const latest = useRef({ update, toast, target });
  useEffect(() => {
    latest.current = { update, toast, target };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    submissionMachine.provide({
      actors: {
        submit: fromPromise<unknown>(async () =>
          latest.current.update.mutateAsync({ id: redirect.id, target_url: latest.current.target.trim() }),
        ),
      },
      actions: { notifySuccess: (_, { result }) => latest.current.toast('success', submissionMessageOf(result)) },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const errors = useFormErrors(state.context.fieldErrors);
  const busy = state.hasTag('busy');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal =
      redirectTargetError(target, redirect.domain.name) ?? (target.trim() === redirect.target_url ? f.unchanged : null);
    errors.setClientErrors(refusal ? { target_url: [refusal] } : {});
    if (!refusal) send({ type: 'form.submit', values: { target_url: target.trim() } });
  };

  // A refusal of the redirect itself (it expired meanwhile) comes on `id`, which has no field of its own.
  const generalError = state.context.error && !errors.errorFor('target_url') ? state.context.error : null;
  return (
    <section className={styles.card} aria-labelledby="redirect-target-heading">
      <h2 id="redirect-target-heading">{f.heading}</h2>
      <Form onSubmit={submit} className={styles.form}>
        {generalError && <Alert tone="error">{generalError}</Alert>}
        <TextField
          label={f.target}
          name="target_url"
          type="url"
          inputMode="url"
          autoComplete="url"
          description={f.targetHint}
          value={target}
          onChange={(value) => {
            setTarget(value);
            errors.markEdited('target_url');
          }}
          errorMessage={errors.errorFor('target_url')}
          isDisabled={busy}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            {f.submit}
          </Button>
          {busy && (
            <span role="status" className={styles.pendingNote}>
              {f.pending}
            </span>
          )}
        </div>
      </Form>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useResendVerification, useUpdateProfile, type Profile } from './profile-api';
import { profileCopy } from './profile-copy';
import { email, isValid, maxLength, required, validate } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useToast } from '../../kit/toasts';
import { useProfileSubmission } from './use-profile-submission';
import styles from './profile-screen.module.css';

const copy = profileCopy.details;
const FIELDS = ['name', 'email', 'phone', 'aftermarket_id'] as const;
type DetailsField = (typeof FIELDS)[number];
type DetailsValues = Record<DetailsField, string>;

function valuesOf(profile: Profile): DetailsValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    aftermarket_id: profile.aftermarket_id ?? '',
  };
}

/** Name, e-mail, phone and the aftermarket login (PUT /api/me), with the e-mail's verification status. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState(() => valuesOf(profile));
  const { state, submit, busy } = useProfileSubmission(async (v: DetailsValues) => {
    const saved = await update.mutateAsync({
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() || null,
      aftermarket_id: v.aftermarket_id.trim() || null,
    });
    // A new address is only requested: the field goes back to the address in force, the notice names the new one.
    setValues((current) => ({ ...current, email: saved.email }));
    return saved;
  }, copy.saved);
  const errors = useFormErrors(state.context.fieldErrors);

  const change = (field: DetailsField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.markEdited(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, {
      name: [required, maxLength(120)],
      email: [required, email],
      phone: [maxLength(32)],
      aftermarket_id: [maxLength(64)],
    });
    errors.setClientErrors(found);
    if (isValid(found)) submit(values);
  };

  const generalError = state.context.error && !FIELDS.some((f) => errors.errorFor(f)) ? state.context.error : null;
  return (
    <section aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <Form onSubmit={onSubmit} className={styles.form} aria-labelledby="profile-details-heading">
        {generalError && <Alert tone="error">{generalError}</Alert>}
        <div className={styles.pair}>
          <TextField
            label={copy.name}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            errorMessage={errors.errorFor('name')}
            isRequired
          />
          <TextField
            label={copy.email}
            name="email"
            type="email"
            autoComplete="email"
            description={copy.emailHint}
            value={values.email}
            onChange={change('email')}
            errorMessage={errors.errorFor('email')}
            isRequired
          />
        </div>
        {profile.pending_email && <Alert tone="info">{copy.emailPending(profile.pending_email)}</Alert>}
        <EmailVerification profile={profile} />
        <div className={styles.pair}>
          <TextField
            label={copy.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
            errorMessage={errors.errorFor('phone')}
          />
          <TextField
            label={copy.aftermarketId}
            name="aftermarket_id"
            autoComplete="off"
            description={copy.aftermarketIdHint}
            value={values.aftermarket_id}
            onChange={change('aftermarket_id')}
            errorMessage={errors.errorFor('aftermarket_id')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            {copy.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** Whether the stored address is confirmed, with the button that sends the link again (as before the forms came). */
function EmailVerification({ profile }: { profile: Profile }) {
  const resend = useResendVerification();
  const toast = useToast();
  if (profile.email_verified_at) {
    return <p className={`${styles.emailStatus} ${styles.verified}`}>{copy.emailVerified}</p>;
  }
  return (
    <p className={styles.emailStatus}>
      <span className={styles.unverified}>{copy.emailNotVerified}</span>{' '}
      <Button
        variant="secondary"
        isPending={resend.isPending}
        onPress={() =>
          resend.mutate(undefined, {
            onSuccess: (result) => toast('success', result.message),
            onError: (error) => toast('error', error.message),
          })
        }
      >
        {copy.resendVerification}
      </Button>
    </p>
  );
}

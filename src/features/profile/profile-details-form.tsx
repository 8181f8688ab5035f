import { useResendVerification, useUpdateProfile, type Profile } from './profile-api';
import { profileCopy } from './profile-copy';
import { email, maxLength, required, validate } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ProfileFormCard } from './profile-form-card';
import { useToast } from '../../kit/toasts';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import styles from './profile-screen.module.css';

const copy = profileCopy.details;
function valuesOf(profile: Profile) {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    aftermarket_id: profile.aftermarket_id ?? '',
  };
}

/** Name, e-mail, phone and the aftermarket login (PUT /api/me), with the e-mail's verification status. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const toast = useToast();
  const submission = useSubmission(useUpdateProfile(), {
    onSuccess: (saved) => {
      // A new address is only requested: the field goes back to the address in force, the notice names the new one.
      form.setValues((current) => ({ ...current, email: saved.email }));
      toast('success', copy.saved);
    },
  });
  const form = useAppForm({
    initialValues: () => valuesOf(profile),
    check: (v) =>
      validate(v, {
        name: [required, maxLength(120)],
        email: [required, email],
        phone: [maxLength(32)],
        aftermarket_id: [maxLength(64)],
      }),
    toRequest: (v) => ({
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() || null,
      aftermarket_id: v.aftermarket_id.trim() || null,
    }),
    submission,
  });

  return (
    <ProfileFormCard headingId="profile-details-heading" heading={copy.heading} form={form} submitLabel={copy.submit}>
      <div className={styles.pair}>
        <TextField label={copy.name} autoComplete="name" isRequired {...form.text('name')} />
        <TextField
          label={copy.email}
          type="email"
          autoComplete="email"
          description={copy.emailHint}
          isRequired
          {...form.text('email')}
        />
      </div>
      {profile.pending_email && <Alert tone="info">{copy.emailPending(profile.pending_email)}</Alert>}
      <EmailVerification profile={profile} />
      <div className={styles.pair}>
        <TextField label={copy.phone} type="tel" autoComplete="tel" {...form.text('phone')} />
        <TextField
          label={copy.aftermarketId}
          autoComplete="off"
          description={copy.aftermarketIdHint}
          {...form.text('aftermarket_id')}
        />
      </div>
    </ProfileFormCard>
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

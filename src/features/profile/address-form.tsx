import { useUpdateAddress } from './profile-api';
import { profileCopy } from './profile-copy';
import { maxLength, postalCodePl, required, validate, type Rule } from '../../kernel/validation';
import { TextField } from '../../ui/text-field';
import { ProfileFormCard } from './profile-form-card';
import { useToast } from '../../kit/toasts';
import { useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import type { AddressValues } from './address-values';
import styles from './profile-screen.module.css';

const copy = profileCopy.address;

const countryCode: Rule = (v) => (v.trim() !== '' && !/^[A-Za-z]{2}$/.test(v.trim()) ? copy.countryFormat : null);

function check(values: AddressValues) {
  const inPoland = values.country.trim().toUpperCase() === 'PL';
  return validate(values, {
    street: [required, maxLength(200)],
    postal_code: inPoland ? [required, postalCodePl] : [required, maxLength(12)],
    city: [required, maxLength(120)],
    country: [required, countryCode],
  });
}

export interface AddressFormProps {
  /** Kept by the screen, because the company look-up fills the address in as well. */
  values: AddressValues;
  onChange: (update: (values: AddressValues) => AddressValues) => void;
}

/** The billing address (PUT /api/me/address); a Polish postal code is checked as NN-NNN, as the server does. */
export function AddressForm({ values, onChange }: AddressFormProps) {
  const toast = useToast();
  const submission = useSubmission(useUpdateAddress(), { onSuccess: () => toast('success', copy.saved) });
  const form = useAppForm({
    values,
    onValuesChange: onChange,
    check,
    toRequest: (v) => ({
      street: v.street.trim(),
      postal_code: v.postal_code.trim(),
      city: v.city.trim(),
      country: v.country.trim().toUpperCase(),
    }),
    submission,
  });

  return (
    <ProfileFormCard headingId="profile-address-heading" heading={copy.heading} form={form} submitLabel={copy.submit}>
      <TextField label={copy.street} autoComplete="street-address" isRequired {...form.text('street')} />
      <div className={styles.pair}>
        <TextField label={copy.postalCode} autoComplete="postal-code" isRequired {...form.text('postal_code')} />
        <TextField label={copy.city} autoComplete="address-level2" isRequired {...form.text('city')} />
      </div>
      <TextField
        label={copy.country}
        autoComplete="country"
        description={copy.countryHint}
        isRequired
        {...form.text('country')}
      />
    </ProfileFormCard>
  );
}

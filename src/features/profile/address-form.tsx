import type { FormEvent } from 'react';
import { useUpdateAddress } from './profile-api';
import { profileCopy } from './profile-copy';
import { isValid, maxLength, postalCodePl, required, validate, type Rule } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import type { AddressValues } from './address-values';
import { useProfileSubmission } from './use-profile-submission';
import styles from './profile-screen.module.css';

const copy = profileCopy.address;
const FIELDS = ['street', 'postal_code', 'city', 'country'] as const;

const countryCode: Rule = (v) => (v.trim() !== '' && !/^[A-Za-z]{2}$/.test(v.trim()) ? copy.countryFormat : null);

export interface AddressFormProps {
  /** Kept by the screen, because the company look-up fills the address in as well. */
  values: AddressValues;
  onChange: (values: AddressValues) => void;
}

/** The billing address (PUT /api/me/address); a Polish postal code is checked as NN-NNN, as the server does. */
export function AddressForm({ values, onChange }: AddressFormProps) {
  const update = useUpdateAddress();
  const { state, submit, busy } = useProfileSubmission(
    (v: AddressValues) =>
      update.mutateAsync({
        street: v.street.trim(),
        postal_code: v.postal_code.trim(),
        city: v.city.trim(),
        country: v.country.trim().toUpperCase(),
      }),
    copy.saved,
  );
  const errors = useFormErrors(state.context.fieldErrors);

  const change = (field: keyof AddressValues) => (value: string) => {
    onChange({ ...values, [field]: value });
    errors.markEdited(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const inPoland = values.country.trim().toUpperCase() === 'PL';
    const found = validate(values, {
      street: [required, maxLength(200)],
      postal_code: inPoland ? [required, postalCodePl] : [required, maxLength(12)],
      city: [required, maxLength(120)],
      country: [required, countryCode],
    });
    errors.setClientErrors(found);
    if (isValid(found)) submit(values);
  };

  const generalError = state.context.error && !FIELDS.some((f) => errors.errorFor(f)) ? state.context.error : null;
  const field = (name: keyof AddressValues, label: string, autoComplete: string, description?: string) => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={change(name)}
      errorMessage={errors.errorFor(name)}
      isRequired
      {...(description ? { description } : {})}
    />
  );
  return (
    <section aria-labelledby="profile-address-heading">
      <h2 id="profile-address-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <Form onSubmit={onSubmit} className={styles.form} aria-labelledby="profile-address-heading">
        {generalError && <Alert tone="error">{generalError}</Alert>}
        {field('street', copy.street, 'street-address')}
        <div className={styles.pair}>
          {field('postal_code', copy.postalCode, 'postal-code')}
          {field('city', copy.city, 'address-level2')}
        </div>
        {field('country', copy.country, 'country', copy.countryHint)}
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            {copy.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}

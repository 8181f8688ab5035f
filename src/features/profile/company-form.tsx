import { useState, type FormEvent } from 'react';
import { useLookupVatData, useUpdateProfile, type CompanyData, type Profile } from './profile-api';
import { ApiError } from '../../platform/http/errors';
import { profileCopy } from './profile-copy';
import { normalizeNip } from '../../kernel/nip';
import { isValid, maxLength, nip as nipRule, required, validate } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Form } from '../../ui/form';
import { TextField } from '../../ui/text-field';
import { useFormErrors } from '../../ui/use-form-errors';
import { useProfileSubmission } from './use-profile-submission';
import styles from './profile-screen.module.css';

const copy = profileCopy.company;
const FIELDS = ['is_company', 'company_name', 'nip'] as const;

interface CompanyValues {
  is_company: boolean;
  company_name: string;
  nip: string;
}

/**
 * The checksum message while the NIP is being typed: once it has its ten digits, or as soon as it holds something
 * that is not a digit, so a half-typed number is not called wrong.
 */
function nipWhileTyping(value: string): string | null {
  const digits = normalizeNip(value);
  if (digits === '' || (/^\d*$/.test(digits) && digits.length < 10)) return null;
  return nipRule(value);
}

export interface CompanyFormProps {
  profile: Profile;
  /** The registry's company, whose address the screen puts into the address form. */
  onCompanyFound: (company: CompanyData) => void;
}

/**
 * Whether the customer buys as a company, its name and NIP (PUT /api/me). "Pobierz dane" looks the NIP up in the
 * registry (POST /api/me/vat-data) and fills in the name, the address and the VAT status; when there is no registry,
 * or no such company, its Polish message says so and the fields stay editable.
 */
export function CompanyForm({ profile, onCompanyFound }: CompanyFormProps) {
  const update = useUpdateProfile();
  const lookup = useLookupVatData();
  const [values, setValues] = useState<CompanyValues>({
    is_company: profile.is_company,
    company_name: profile.company_name ?? '',
    nip: profile.nip ?? '',
  });
  const { state, submit, busy } = useProfileSubmission(
    (v: CompanyValues) =>
      update.mutateAsync({
        // PUT /api/me takes the name too; this form leaves it as stored.
        name: profile.name,
        is_company: v.is_company,
        ...(v.is_company ? { company_name: v.company_name.trim(), nip: normalizeNip(v.nip) } : {}),
      }),
    copy.saved,
  );
  const errors = useFormErrors(state.context.fieldErrors);

  const change = (field: 'company_name' | 'nip') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.markEdited(field);
    if (field === 'nip') lookup.reset();
  };

  const findCompany = () => {
    const found = validate({ nip: values.nip }, { nip: [required, nipRule] });
    errors.setClientErrors(found);
    if (!isValid(found)) return;
    lookup.mutate(normalizeNip(values.nip), {
      onSuccess: (company) => {
        setValues({ is_company: true, company_name: company.name, nip: company.nip });
        errors.markEdited('company_name');
        onCompanyFound(company);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = values.is_company
      ? validate(
          { company_name: values.company_name, nip: values.nip },
          { company_name: [required, maxLength(200)], nip: [required, nipRule] },
        )
      : {};
    errors.setClientErrors(found);
    if (isValid(found)) submit(values);
  };

  // A refused look-up says why beside the NIP (422) or above the fields (no registry, no such company).
  const lookupError = lookup.error instanceof ApiError ? lookup.error : null;
  const lookupNipError = lookupError?.fieldError('nip');
  const lookupNotice = lookupError && !lookupNipError ? lookupError.message : null;
  const nipError = nipWhileTyping(values.nip) ?? errors.errorFor('nip') ?? lookupNipError;
  const generalError = state.context.error && !FIELDS.some((f) => errors.errorFor(f)) ? state.context.error : null;
  return (
    <section aria-labelledby="profile-company-heading">
      <h2 id="profile-company-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <Form onSubmit={onSubmit} className={styles.form} aria-labelledby="profile-company-heading">
        {generalError && <Alert tone="error">{generalError}</Alert>}
        <Checkbox
          name="is_company"
          isSelected={values.is_company}
          onChange={(selected) => {
            setValues((current) => ({ ...current, is_company: selected }));
            errors.markEdited('is_company');
          }}
          errorMessage={errors.errorFor('is_company')}
        >
          {copy.isCompany}
        </Checkbox>
        {values.is_company && (
          <>
            <div className={styles.lookupRow}>
              <TextField
                label={copy.nip}
                name="nip"
                autoComplete="off"
                inputMode="numeric"
                description={copy.nipHint}
                value={values.nip}
                onChange={change('nip')}
                errorMessage={nipError}
                isRequired
              />
              <Button
                variant="secondary"
                className={styles.lookupButton}
                onPress={findCompany}
                isPending={lookup.isPending}
              >
                {copy.lookup}
              </Button>
            </div>
            {lookupNotice && <Alert tone="warning">{lookupNotice}</Alert>}
            {lookup.data && (
              <Alert tone="success">
                {copy.found} {copy.vatStatus}: <strong>{copy.vatStatuses[lookup.data.vat_status]}</strong>
              </Alert>
            )}
            <TextField
              label={copy.companyName}
              name="company_name"
              autoComplete="organization"
              value={values.company_name}
              onChange={change('company_name')}
              errorMessage={errors.errorFor('company_name')}
              isRequired
            />
          </>
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={busy}>
            {copy.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}

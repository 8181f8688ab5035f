import { useLookupVatData, useUpdateProfile, type CompanyData, type Profile } from './profile-api';
import { ApiError } from '../../platform/http/errors';
import { profileCopy } from './profile-copy';
import { normalizeNip } from '../../kernel/nip';
import { isValid, maxLength, nip as nipRule, required, validate } from '../../kernel/validation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { ProfileFormCard } from './profile-form-card';
import { useToast } from '../../kit/toasts';
import { checkText, useAppForm } from '../../kit/forms/use-app-form';
import { useSubmission } from '../../kit/forms/use-submission';
import styles from './profile-screen.module.css';

const copy = profileCopy.company;

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
  const toast = useToast();
  const lookup = useLookupVatData();
  const submission = useSubmission(useUpdateProfile(), { onSuccess: () => toast('success', copy.saved) });
  const form = useAppForm({
    initialValues: { is_company: profile.is_company, company_name: profile.company_name ?? '', nip: profile.nip ?? '' },
    check: (v) =>
      v.is_company ? checkText(v, { company_name: [required, maxLength(200)], nip: [required, nipRule] }) : {},
    toRequest: (v) => ({
      // PUT /api/me takes the name too; this form leaves it as stored.
      name: profile.name,
      is_company: v.is_company,
      ...(v.is_company ? { company_name: v.company_name.trim(), nip: normalizeNip(v.nip) } : {}),
    }),
    submission,
  });
  const { values } = form;

  const findCompany = () => {
    const found = validate({ nip: values.nip }, { nip: [required, nipRule] });
    form.setClientErrors(found);
    if (!isValid(found)) return;
    lookup.mutate(normalizeNip(values.nip), {
      onSuccess: (company) => {
        form.setValues(() => ({ is_company: true, company_name: company.name, nip: company.nip }));
        form.markEdited('company_name');
        onCompanyFound(company);
      },
    });
  };

  // A refused look-up says why beside the NIP (422) or above the fields (no registry, no such company).
  const lookupError = lookup.error instanceof ApiError ? lookup.error : null;
  const lookupNipError = lookupError?.fieldError('nip');
  const lookupNotice = lookupError && !lookupNipError ? lookupError.message : null;
  const nipError = nipWhileTyping(values.nip) ?? form.errorFor('nip') ?? lookupNipError;
  return (
    <ProfileFormCard headingId="profile-company-heading" heading={copy.heading} form={form} submitLabel={copy.submit}>
      <Checkbox {...form.flag('is_company')}>{copy.isCompany}</Checkbox>
      {values.is_company && (
        <>
          <div className={styles.lookupRow}>
            <TextField
              label={copy.nip}
              autoComplete="off"
              inputMode="numeric"
              description={copy.nipHint}
              isRequired
              {...form.text('nip')}
              onChange={(value) => {
                form.set('nip', value);
                lookup.reset();
              }}
              errorMessage={nipError}
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
          <TextField label={copy.companyName} autoComplete="organization" isRequired {...form.text('company_name')} />
        </>
      )}
    </ProfileFormCard>
  );
}

import { useMemo, useState } from 'react';
import { Form } from '../../../ui/form';
import { useNavigate } from 'react-router';
import { useCreateDomain, useDeleteDomain, useUpdateDomain, type Domain } from '../admin-domains-api';
import { useCategories } from '../../catalogue';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { pl } from '../../../i18n/pl';
import {
  checkDomainForm,
  domainFormOf,
  EMPTY_DOMAIN_FORM,
  formErrorsOf,
  REDIRECT_PERIODS,
  type DomainFormField,
  type DomainFormValues,
  type DomainInputValues,
} from '../../../kernel/admin-domain-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useAppForm } from '../../../kit/forms/use-app-form';
import { useSubmission, type FormSubmission } from '../../../kit/forms/use-submission';
import { useToast } from '../../../kit/toasts';
import { useDialog } from '../../../kit/use-dialog';
import { ConfirmQuestion } from '../../../kit/confirm-question';
import { DomainFields } from './domain-form-fields';
import { useLeaveGuard } from './leave-guard';
import styles from './domain-form.module.css';

const f = copy.form;

// The form kit takes values as a plain record; the kernel names them as an interface.
type Values = { [K in DomainFormField]: DomainFormValues[K] };

/**
 * Every field of one domain, created (domain null) or edited: Polish messages beside each field, the server's 422
 * included; removal after a confirmation, where a 409 (open orders, redirects) is shown as the server words it.
 * Unsaved changes ask before the page is left.
 */
export function DomainForm({ domain }: { domain: Domain | null }) {
  const [saved, setSaved] = useState<Values>(() => (domain ? domainFormOf(domain) : EMPTY_DOMAIN_FORM));
  const [values, setValues] = useState(saved);
  const create = useCreateDomain();
  const update = useUpdateDomain();
  const remove = useDeleteDomain();
  const tags = useCategories('tags');
  const industries = useCategories('industries');
  const toast = useToast();
  const navigate = useNavigate();

  const sent = useSubmission(
    (input: DomainInputValues) =>
      domain ? update.mutateAsync({ id: domain.id, body: input }) : create.mutateAsync(input),
    {
      onSuccess: (result) => {
        if (domain) {
          const next = domainFormOf(result);
          setSaved(next);
          setValues(next);
          toast('success', f.saved(result.name));
        } else {
          toast('success', f.created(result.name));
          guard.allowNextNavigation();
          void navigate(`/manage/${result.id}`, { replace: true });
        }
      },
    },
  );
  // The server names some fields as the API does (`redirect_price.30`, `tags.2`); the form shows them beside its own.
  const fieldErrors = useMemo(() => formErrorsOf(sent.fieldErrors), [sent.fieldErrors]);
  const submission: FormSubmission<DomainInputValues> = { ...sent, fieldErrors };
  const form = useAppForm({
    values,
    onValuesChange: setValues,
    check: (v) => checkDomainForm(v).errors,
    // Only called once `check` found nothing, when the kernel has built the input.
    toRequest: (v) => checkDomainForm(v).input!,
    submission,
  });
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const guard = useLeaveGuard(dirty);

  // A newer version of the domain (refetched, or saved in another tab) replaces an untouched form; typed changes stay.
  // Only a new version does it, while rendering (React's "state from props"): the form must not reset whenever
  // `dirty` flips.
  const updatedAt = domain?.updated_at;
  const [shownVersion, setShownVersion] = useState(updatedAt);
  if (updatedAt !== shownVersion) {
    setShownVersion(updatedAt);
    if (domain && !dirty) {
      const fresh = domainFormOf(domain);
      setSaved(fresh);
      setValues(fresh);
    }
  }

  const categories = useMemo(() => {
    // A domain's own tags are named even before the full list has loaded.
    const known = (list: { id: number; name: string }[] | undefined, own: { id: number; name: string }[]) => {
      const ids = new Set((list ?? []).map((c) => c.id));
      return [...(list ?? []), ...own.filter((c) => !ids.has(c.id))];
    };
    return { tags: known(tags.data, domain?.tags ?? []), industries: known(industries.data, domain?.industries ?? []) };
  }, [tags.data, industries.data, domain]);

  const set = <K extends DomainFormField>(field: K, value: DomainFormValues[K]) => {
    form.set(field, value);
    // The all-or-none rule spans the three redirect prices: fixing one may settle the others.
    if (field.startsWith('redirect_')) REDIRECT_PERIODS.forEach((period) => form.markEdited(`redirect_${period}`));
  };
  // A refused input is named above the fields: "fix the fields" when the server named them, else its own message.
  const failure = sent.error && (Object.keys(sent.fieldErrors).length > 0 ? pl.errors.fixFields : sent.error);

  const deletion = useDialog<Domain>({
    confirm: async (doomed) => {
      await remove.mutateAsync(doomed.id);
      toast('success', f.deleted(doomed.name));
      guard.allowNextNavigation();
      void navigate('/manage');
    },
  });

  return (
    <>
      <Form onSubmit={form.handleSubmit} className={styles.form}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {(tags.isError || industries.isError) && <Alert tone="error">{f.categoriesFailed}</Alert>}
        <DomainFields values={values} set={set} errorFor={form.errorFor} categories={categories} />
        <div className={styles.actions}>
          <Button type="submit" isPending={form.busy}>
            {domain ? (form.busy ? f.saving : f.save) : form.busy ? f.creating : f.create}
          </Button>
          {domain && (
            <Button variant="danger" onPress={() => deletion.open(domain)}>
              {f.delete}
            </Button>
          )}
        </div>
      </Form>
      {domain && (
        <ConfirmQuestion
          question={deletion}
          title={f.confirmDelete(domain.name)}
          confirmLabel={f.delete}
          cancelLabel={deletion.error ? f.close : f.cancel}
        >
          {f.confirmDeleteText}
        </ConfirmQuestion>
      )}
      {guard.dialog}
    </>
  );
}

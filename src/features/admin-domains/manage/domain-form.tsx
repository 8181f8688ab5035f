import { useMemo, useState, type FormEvent } from 'react';
import { Form } from '../../../ui/form';
import { useNavigate } from 'react-router';
import { useCreateDomain, useDeleteDomain, useUpdateDomain, type Domain } from '../admin-domains-api';
import { useCategories } from '../../catalogue';
import { ApiError } from '../../../platform/http/errors';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { pl } from '../../../i18n/pl';
import {
  checkDomainForm,
  domainFormOf,
  EMPTY_DOMAIN_FORM,
  formErrorsOf,
  type DomainFormField,
  type DomainFormValues,
} from '../../../kernel/admin-domain-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFormErrors } from '../../../ui/use-form-errors';
import { useToast } from '../../../kit/toasts';
import { useDialog } from '../../../kit/use-dialog';
import { DomainFields } from './domain-form-fields';
import { useLeaveGuard } from './leave-guard';
import styles from './domain-form.module.css';

const f = copy.form;

/**
 * Every field of one domain, created (domain null) or edited: Polish messages beside each field, the server's 422
 * included; removal after a confirmation, where a 409 (open orders, redirects) is shown as the server words it.
 * Unsaved changes ask before the page is left.
 */
export function DomainForm({ domain }: { domain: Domain | null }) {
  const [saved, setSaved] = useState<DomainFormValues>(() => (domain ? domainFormOf(domain) : EMPTY_DOMAIN_FORM));
  const [values, setValues] = useState(saved);
  const create = useCreateDomain();
  const update = useUpdateDomain();
  const remove = useDeleteDomain();
  const tags = useCategories('tags');
  const industries = useCategories('industries');
  const toast = useToast();
  const navigate = useNavigate();

  const write = domain ? update : create;
  const failure = write.error instanceof ApiError ? write.error : null;
  const serverErrors = useMemo(() => formErrorsOf(failure?.fieldErrors ?? {}), [failure]);
  const errors = useFormErrors(serverErrors);
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
    setValues((current) => ({ ...current, [field]: value }));
    errors.markEdited(field);
    // The all-or-none rule spans the three redirect prices: fixing one may settle the others.
    if (field.startsWith('redirect_')) ['redirect_30', 'redirect_90', 'redirect_365'].forEach(errors.markEdited);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDomainForm(values);
    errors.setClientErrors(checked.errors);
    if (!checked.input) return;
    if (domain) {
      update.mutate(
        { id: domain.id, body: checked.input },
        {
          onSuccess: (result) => {
            const next = domainFormOf(result);
            setSaved(next);
            setValues(next);
            toast('success', f.saved(result.name));
          },
        },
      );
    } else {
      create.mutate(checked.input, {
        onSuccess: (created) => {
          toast('success', f.created(created.name));
          guard.allowNextNavigation();
          void navigate(`/manage/${created.id}`, { replace: true });
        },
      });
    }
  };

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
      <Form onSubmit={submit} className={styles.form}>
        {failure && <Alert tone="error">{failure.kind === 'validation' ? pl.errors.fixFields : failure.message}</Alert>}
        {(tags.isError || industries.isError) && <Alert tone="error">{f.categoriesFailed}</Alert>}
        <DomainFields values={values} set={set} errorFor={errors.errorFor} categories={categories} />
        <div className={styles.actions}>
          <Button type="submit" isPending={write.isPending}>
            {domain ? (write.isPending ? f.saving : f.save) : write.isPending ? f.creating : f.create}
          </Button>
          {domain && (
            <Button variant="danger" onPress={() => deletion.open(domain)}>
              {f.delete}
            </Button>
          )}
        </div>
      </Form>
      {domain && (
        <ConfirmDialog
          isOpen={deletion.isOpen}
          title={f.confirmDelete(domain.name)}
          confirmLabel={f.delete}
          cancelLabel={deletion.error ? f.close : f.cancel}
          isPending={deletion.busy}
          error={deletion.error}
          onConfirm={deletion.confirm}
          onCancel={deletion.close}
        >
          {f.confirmDeleteText}
        </ConfirmDialog>
      )}
      {guard.dialog}
    </>
  );
}

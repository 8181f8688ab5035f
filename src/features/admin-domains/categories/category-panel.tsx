import { useState, type FormEvent } from 'react';
import { Form } from '../../../ui/form';
import { maxLength, required, validate, isValid, type FieldErrors } from '../../../kernel/validation';
import { pl } from '../../../i18n/pl';
import { countOf } from '../../../kernel/polish';
import { useCategories, useCreateCategory, useDeleteCategory, type Category, type CategoryKind } from '../../catalogue';
import { ApiError } from '../../../platform/http/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageLoader } from '../../../ui/page-loader';
import { TextField } from '../../../ui/text-field';
import { useFormErrors } from '../../../ui/use-form-errors';
import { useToast } from '../../../kit/toasts';
import { useDialog } from '../../../kit/use-dialog';
import styles from './categories-screen.module.css';

const COPY = {
  industries: {
    heading: pl.categories.industries,
    field: pl.categories.newIndustry,
    empty: pl.categories.emptyIndustries,
    confirm: pl.categories.confirmIndustry,
    unused: pl.categories.unused,
  },
  tags: {
    heading: pl.categories.tags,
    field: pl.categories.newTag,
    empty: pl.categories.emptyTags,
    confirm: pl.categories.confirmTag,
    unused: pl.categories.unusedTag,
  },
} as const;

// One empty answer for every render, so that useFormErrors sees no new server answer where there is none.
const NO_ERRORS: FieldErrors = {};

function usage(category: Category, unused: string): string {
  const parts = [countOf(category.domains_count, pl.categories.domains)];
  if ('portals_count' in category) parts.push(countOf(category.portals_count, pl.categories.portals));
  const total = category.domains_count + ('portals_count' in category ? category.portals_count : 0);
  return total === 0 ? unused : parts.join(', ');
}

/** One kind of category: its list, a field to add one, and removal after a confirmation. */
export function CategoryPanel({ kind }: { kind: CategoryKind }) {
  const copy = COPY[kind];
  const list = useCategories(kind);
  const create = useCreateCategory(kind);
  const remove = useDeleteCategory(kind);
  const toast = useToast();
  const [name, setName] = useState('');
  const removal = useDialog<Category>({
    confirm: async (category) => {
      await remove.mutateAsync(category.id);
      toast('success', pl.categories.removed(category.name));
    },
  });
  const doomed = removal.subject;
  const serverErrors = create.error instanceof ApiError ? create.error.fieldErrors : NO_ERRORS;
  const errors = useFormErrors(serverErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ name }, { name: [required, maxLength(80)] });
    errors.setClientErrors(found);
    if (!isValid(found)) return;
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        toast('success', pl.categories.added(created.name));
        setName('');
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`}>{copy.heading}</h2>
      <Form onSubmit={submit} className={styles.addForm}>
        <TextField
          label={copy.field}
          name="name"
          value={name}
          onChange={(value) => {
            setName(value);
            errors.markEdited('name');
          }}
          errorMessage={errors.errorFor('name')}
        />
        <Button type="submit" isPending={create.isPending}>
          {create.isPending ? pl.categories.adding : pl.categories.add}
        </Button>
      </Form>
      {list.isPending && <PageLoader />}
      {list.isError && (
        <Alert tone="error">
          {pl.categories.loadFailed}{' '}
          <Button variant="secondary" onPress={() => void list.refetch()}>
            {pl.common.tryAgain}
          </Button>
        </Alert>
      )}
      {list.isSuccess && list.data.length === 0 && <p className={styles.empty}>{copy.empty}</p>}
      {list.isSuccess && list.data.length > 0 && (
        <ul className={styles.list} aria-label={copy.heading}>
          {list.data.map((category) => (
            <li key={category.id} className={styles.item}>
              <span className={styles.name}>{category.name}</span>
              <span className={styles.usage}>{usage(category, copy.unused)}</span>
              <Button
                variant="ghost"
                aria-label={pl.categories.removeNamed(category.name)}
                onPress={() => removal.open(category)}
              >
                {pl.categories.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removal.isOpen}
        title={doomed ? copy.confirm(doomed.name) : ''}
        confirmLabel={pl.categories.remove}
        cancelLabel={removal.error ? pl.categories.close : pl.categories.cancel}
        isPending={removal.busy}
        error={removal.error}
        onCancel={removal.close}
        onConfirm={removal.confirm}
      >
        {pl.categories.confirmText}
      </ConfirmDialog>
    </section>
  );
}

import { useState } from 'react';
import { Form } from '../../../ui/form';
import { maxLength, required, validate } from '../../../kernel/validation';
import { pl } from '../../../i18n/pl';
import { countOf } from '../../../kernel/polish';
import { useCategories, useCreateCategory, useDeleteCategory, type Category, type CategoryKind } from '../../catalogue';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PageLoader } from '../../../ui/page-loader';
import { TextField } from '../../../ui/text-field';
import { useAppForm } from '../../../kit/forms/use-app-form';
import { useSubmission } from '../../../kit/forms/use-submission';
import { useToast } from '../../../kit/toasts';
import { useDialog } from '../../../kit/use-dialog';
import { LoadFailed } from '../../../ui/load-failed';
import { ConfirmQuestion } from '../../../kit/confirm-question';
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

const NO_NAME = { name: '' };

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
  // Kept here so that a success can empty the field; a refusal leaves what was typed.
  const [values, setValues] = useState(NO_NAME);
  const submission = useSubmission((input: { name: string }) => create.mutateAsync(input.name), {
    onSuccess: (created) => {
      toast('success', pl.categories.added(created.name));
      setValues(NO_NAME);
    },
  });
  const form = useAppForm({
    values,
    onValuesChange: setValues,
    check: (v) => validate(v, { name: [required, maxLength(80)] }),
    toRequest: (v) => ({ name: v.name.trim() }),
    submission,
  });
  const removal = useDialog<Category>({
    confirm: async (category) => {
      await remove.mutateAsync(category.id);
      toast('success', pl.categories.removed(category.name));
    },
  });
  const doomed = removal.subject;

  return (
    <section className={styles.panel} aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`}>{copy.heading}</h2>
      <Form onSubmit={form.handleSubmit} className={styles.addForm}>
        <TextField label={copy.field} {...form.text('name')} />
        <Button type="submit" isPending={form.busy}>
          {form.busy ? pl.categories.adding : pl.categories.add}
        </Button>
      </Form>
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      {list.isPending && <PageLoader />}
      {list.isError && (
        <LoadFailed
          text={pl.categories.loadFailed}
          reason={list.error.message}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
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
      <ConfirmQuestion
        question={removal}
        title={doomed ? copy.confirm(doomed.name) : ''}
        confirmLabel={pl.categories.remove}
        cancelLabel={removal.error ? pl.categories.close : pl.categories.cancel}
      >
        {pl.categories.confirmText}
      </ConfirmQuestion>
    </section>
  );
}

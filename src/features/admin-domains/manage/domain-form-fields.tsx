import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { REDIRECT_PERIODS, type DomainFormField, type DomainFormValues } from '../../../kernel/admin-domain-form';
import { DOMAIN_STATUSES, DOMAIN_TYPES, type DomainStatus, type DomainType } from '../../../kernel/search-vocabulary';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { CategoryPicker } from './category-picker';
import type { CategoryOption } from './edits-context';
import styles from './domain-form.module.css';

const f = copy.form;
const CATEGORY_KINDS = ['tags', 'industries'] as const;

export interface DomainFieldsProps {
  values: DomainFormValues;
  set: <K extends DomainFormField>(field: K, value: DomainFormValues[K]) => void;
  errorFor: (field: string) => string | undefined;
  categories: { tags: readonly CategoryOption[]; industries: readonly CategoryOption[] };
}

/** Every field of openapi DomainInput, grouped as an administrator thinks of them, each with its message beside it. */
export function DomainFields({ values, set, errorFor, categories }: DomainFieldsProps) {
  const text = (field: DomainFormField & keyof typeof f, extra: { description?: string; decimal?: boolean } = {}) => (
    <TextField
      label={f[field]}
      name={field}
      value={values[field] as string}
      onChange={(value) => set(field, value as never)}
      errorMessage={errorFor(field)}
      {...(extra.description ? { description: extra.description } : {})}
      {...(extra.decimal ? { inputMode: 'decimal' as const } : {})}
    />
  );

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{f.main}</legend>
        <div className={styles.grid}>
          {text('name', { description: f.nameHint })}
          <SelectField
            label={f.type}
            value={values.type}
            options={DOMAIN_TYPES.map((t) => ({ id: t, label: copy.types[t]! }))}
            onChange={(key) => set('type', Number(key) as DomainType)}
          />
          <SelectField
            label={f.status}
            value={values.status}
            options={DOMAIN_STATUSES.map((s) => ({ id: s, label: copy.statuses[s] }))}
            onChange={(key) => set('status', key as DomainStatus)}
          />
        </div>
        <TextAreaField
          label={f.description}
          rows={4}
          value={values.description}
          onChange={(value) => set('description', value)}
          errorMessage={errorFor('description')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{f.prices}</legend>
        <div className={styles.grid}>
          {text('price', { decimal: true })}
          {text('sale_price', { decimal: true, description: f.salePriceHint })}
          {text('rent_price', { decimal: true, description: f.rentPriceHint })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{f.redirects}</legend>
        <p className={styles.hint}>{f.redirectsHint}</p>
        <div className={styles.grid}>
          {REDIRECT_PERIODS.map((period) => {
            const field = `redirect_${period}` as const;
            return (
              <TextField
                key={field}
                label={f.redirect(period)}
                name={field}
                value={values[field]}
                inputMode="decimal"
                onChange={(value) => set(field, value)}
                errorMessage={errorFor(field)}
              />
            );
          })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{f.metrics}</legend>
        <div className={styles.grid}>
          {text('dfs_rating')}
          {text('backlinks')}
          {text('ref_domains')}
          {text('max_visibility', { decimal: true })}
          {text('anchor_links')}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{f.categories}</legend>
        <div className={styles.grid}>
          {CATEGORY_KINDS.map((kind) => (
            <CategoryPicker
              key={kind}
              label={f[kind]}
              options={categories[kind]}
              value={values[kind]}
              onChange={(ids) => set(kind, ids)}
              errorMessage={errorFor(kind)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { Form } from '../../../ui/form';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { NO_ADMIN_FILTERS, type AdminDomainFilters } from '../../../kernel/admin-domain-search';
import { parseMetricText } from '../../../kernel/metric-bounds';
import { numberText } from '../../../kernel/number-input';
import {
  DOMAIN_METRICS,
  DOMAIN_SEARCH_TYPES,
  DOMAIN_STATUSES,
  METRIC_BOUNDS,
  isOneOf,
  metricMaxKey,
  type DomainSearchType,
  type DomainStatus,
  type MetricBound,
} from '../../../kernel/search-vocabulary';
import type { FieldErrors } from '../../../kernel/validation';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { AnySelectField, FilterActions } from '../../../kit/lists/filter-fields';
import { CategoryPicker } from './category-picker';
import type { CategoryOption } from './edits-context';
import styles from './manage.module.css';

const f = copy.filters;

type BoundTexts = Partial<Record<MetricBound, string>>;

/** The bounds as the fields show them. */
function boundTexts(bounds: AdminDomainFilters['bounds']): BoundTexts {
  const texts: BoundTexts = {};
  for (const key of METRIC_BOUNDS) texts[key] = numberText(bounds[key]);
  return texts;
}

/** Reads the typed bounds; each bad one gets its message, and a minimum above its maximum is named at the maximum. */
function readBounds(texts: BoundTexts): { bounds: AdminDomainFilters['bounds']; errors: FieldErrors } {
  const bounds: AdminDomainFilters['bounds'] = {};
  const errors: FieldErrors = {};
  for (const metric of DOMAIN_METRICS) {
    const maxKey = metricMaxKey(metric);
    const min = parseMetricText(metric, texts[metric] ?? '');
    const max = parseMetricText(metric, texts[maxKey] ?? '');
    if (min.error) errors[metric] = [min.error];
    if (max.error) errors[maxKey] = [max.error];
    if (min.value !== undefined && max.value !== undefined && min.value > max.value) errors[maxKey] = [f.minAboveMax];
    if (min.value !== undefined) bounds[metric] = min.value;
    if (max.value !== undefined) bounds[maxKey] = max.value;
  }
  return { bounds, errors };
}

export interface ManageFiltersProps {
  filters: AdminDomainFilters;
  categories: { tags: readonly CategoryOption[]; industries: readonly CategoryOption[] };
  onApply: (filters: AdminDomainFilters) => void;
}

/** The customer search filters plus status; applied together, so one change does not reload the table mid-typing. */
export function ManageFilters({ filters, categories, onApply }: ManageFiltersProps) {
  const [name, setName] = useState(filters.name);
  const [type, setType] = useState<DomainSearchType>(filters.type);
  const [status, setStatus] = useState<DomainStatus | null>(filters.status);
  const [tags, setTags] = useState(filters.tags);
  const [industries, setIndustries] = useState(filters.industries);
  const [texts, setTexts] = useState(() => boundTexts(filters.bounds));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readBounds(texts);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    onApply({ name: name.trim(), type, status, tags, industries, bounds: read.bounds });
  };

  const reset = () => {
    setErrors({});
    onApply({ ...NO_ADMIN_FILTERS });
  };

  const boundField = (key: MetricBound, label: string) => (
    <TextField
      key={key}
      label={label}
      value={texts[key] ?? ''}
      inputMode="decimal"
      onChange={(value) => setTexts((current) => ({ ...current, [key]: value }))}
      errorMessage={errors[key]?.[0]}
    />
  );

  return (
    <Form onSubmit={submit} className={styles.filters} aria-label={f.heading}>
      <div className={styles.filterGrid}>
        <TextField label={f.name} value={name} onChange={setName} />
        <SelectField
          label={f.type}
          value={type}
          options={DOMAIN_SEARCH_TYPES.map((t) => ({ id: t, label: copy.types[t]! }))}
          onChange={(key) => {
            const next = Number(key);
            if (isOneOf(DOMAIN_SEARCH_TYPES, next)) setType(next);
          }}
        />
        <AnySelectField
          label={f.status}
          anyLabel={f.anyStatus}
          values={DOMAIN_STATUSES}
          labelOf={(s) => copy.statuses[s]}
          value={status}
          onChange={setStatus}
        />
        <CategoryPicker label={f.tags} options={categories.tags} value={tags} onChange={setTags} />
        <CategoryPicker
          label={f.industries}
          options={categories.industries}
          value={industries}
          onChange={setIndustries}
        />
      </div>
      <details
        className={styles.metrics}
        open={Object.keys(filters.bounds).length > 0 || Object.keys(errors).length > 0 || undefined}
      >
        <summary>{f.metrics}</summary>
        <div className={styles.metricGrid}>
          {DOMAIN_METRICS.map((metric) => (
            <fieldset key={metric} className={styles.metric}>
              <legend>{f.metricLabels[metric]}</legend>
              {boundField(metric, f.min(f.metricLabels[metric]!))}
              {boundField(metricMaxKey(metric), f.max(f.metricLabels[metric]!))}
            </fieldset>
          ))}
        </div>
      </details>
      <FilterActions className={styles.filterActions} applyLabel={f.apply} resetLabel={f.reset} onReset={reset} />
    </Form>
  );
}

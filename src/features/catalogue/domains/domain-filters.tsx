import { memo, useDeferredValue, useMemo } from 'react';
import { useCategories } from '../categories-api';
import { domainsCopy } from './domains-copy';
import { pl } from '../../../i18n/pl';
import {
  hasFilters,
  resetSearch,
  setType,
  toggleIndustry,
  updateSearch,
  type DomainSearch,
} from '../../../kernel/domain-search';
import { DOMAIN_SEARCH_TYPES, MAX_NAME_LENGTH, type DomainSearchType } from '../../../kernel/search-vocabulary';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChipPicker } from '../../../ui/chip-picker';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { MultiSelectField } from '../../../ui/select-field';
import { MetricFilters } from './metric-filters';
import { SearchFilter } from '../../../kit/lists/search-filter';
import type { SearchChangeOptions, SearchUpdate } from './use-domain-search-url';
import styles from './domain-list.module.css';

const copy = domainsCopy.filters;
const TYPE_OPTIONS = DOMAIN_SEARCH_TYPES.map((type) => ({ value: String(type), label: domainsCopy.types[type] }));

export interface DomainFiltersProps {
  search: DomainSearch;
  onChange: (update: SearchUpdate, options?: SearchChangeOptions) => void;
}

type Change = DomainFiltersProps['onChange'];
type Option = { id: number; label: string };

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

// Each filter is memoised on its own part of the search (and the stable `onChange`), so a new search re-renders
// only the filters it changed: switching the type must not rebuild every field of the form.

const NameFilter = memo(function NameFilter({ name, onChange }: { name: string; onChange: Change }) {
  return (
    <SearchFilter
      label={copy.name}
      placeholder={copy.namePlaceholder}
      maxLength={MAX_NAME_LENGTH}
      value={name}
      onCommit={(next) => onChange((s) => updateSearch(s, { name: next }), { replace: true })}
    />
  );
});

const TypeFilter = memo(function TypeFilter({ type, onChange }: { type: DomainSearchType; onChange: Change }) {
  return (
    <div className={styles.typeFilter}>
      <RadioGroupField
        label={copy.type}
        appearance="segments"
        options={TYPE_OPTIONS}
        value={String(type)}
        onChange={(value) => {
          const next = DOMAIN_SEARCH_TYPES.find((t) => String(t) === value);
          if (next !== undefined) onChange((s) => setType(s, next), { immediate: true });
        }}
      />
    </div>
  );
});

interface IdsFilterProps {
  value: readonly number[];
  options: Option[];
  onChange: Change;
}
const sameIdsFilter = (a: IdsFilterProps, b: IdsFilterProps) =>
  a.onChange === b.onChange && a.options === b.options && sameIds(a.value, b.value);

const TagFilter = memo(function TagFilter({ value, options, onChange }: IdsFilterProps) {
  return (
    <MultiSelectField
      label={copy.tags}
      options={options}
      value={value}
      onChange={(keys) => onChange((s) => updateSearch(s, { tags: keys.map(Number) }))}
    />
  );
}, sameIdsFilter);

const IndustryFilter = memo(function IndustryFilter({ value, options, onChange }: IdsFilterProps) {
  return (
    <ChipPicker
      label={copy.industries}
      addLabel={copy.addIndustry}
      emptyLabel={copy.noIndustries}
      options={options}
      selected={value}
      onToggle={(id) => onChange((s) => toggleIndustry(s, Number(id)))}
    />
  );
}, sameIdsFilter);

const toOptions = (list: ReadonlyArray<{ id: number; name: string }> | undefined): Option[] =>
  (list ?? []).map((c) => ({ id: c.id, label: c.name }));

/** The search form of /domain-list; each change is a new search in the URL. */
export function DomainFilters({ search, onChange }: DomainFiltersProps) {
  const tags = useCategories('tags');
  const industries = useCategories('industries');
  // The lists arrive through the query store, which React renders at once; deferred, the selects build their
  // collections in a render that gives way to the browser.
  const tagOptions = useDeferredValue(useMemo(() => toOptions(tags.data), [tags.data]));
  const industryOptions = useDeferredValue(useMemo(() => toOptions(industries.data), [industries.data]));
  const optionsFailed = tags.isError || industries.isError;

  return (
    <section className={styles.filters} aria-labelledby="domain-filters-heading">
      <h2 id="domain-filters-heading" className={styles.filtersHeading}>
        {copy.heading}
      </h2>
      <NameFilter name={search.name} onChange={onChange} />
      <TypeFilter type={search.type} onChange={onChange} />
      {optionsFailed && (
        <Alert tone="error">
          {copy.optionsFailed}{' '}
          <Button variant="secondary" onPress={() => void Promise.all([tags.refetch(), industries.refetch()])}>
            {pl.common.tryAgain}
          </Button>
        </Alert>
      )}
      <TagFilter value={search.tags} options={tagOptions} onChange={onChange} />
      <IndustryFilter value={search.industries} options={industryOptions} onChange={onChange} />
      <MetricFilters search={search} onChange={onChange} />
      <Button
        variant="secondary"
        fullWidth
        isDisabled={!hasFilters(search)}
        onPress={() => onChange(() => resetSearch(), { immediate: true })}
      >
        {copy.reset}
      </Button>
    </section>
  );
}

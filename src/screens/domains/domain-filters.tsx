import { useCategories } from '../../api/categories';
import { domainsCopy } from '../../i18n/domains';
import { pl } from '../../i18n/pl';
import {
  DOMAIN_SEARCH_TYPES,
  hasFilters,
  resetSearch,
  setType,
  toggleIndustry,
  updateSearch,
  type DomainSearch,
} from '../../model/domain-search';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ChipPicker } from '../../ui/chip-picker';
import { RadioGroupField } from '../../ui/radio-group-field';
import { MultiSelectField } from '../../ui/select-field';
import { MetricFilters } from './metric-filters';
import { NameFilter } from './name-filter';
import type { SearchChangeOptions, SearchUpdate } from './use-domain-search-url';
import styles from './domain-list.module.css';

const copy = domainsCopy.filters;
const TYPE_OPTIONS = DOMAIN_SEARCH_TYPES.map((type) => ({ value: String(type), label: domainsCopy.types[type] }));

export interface DomainFiltersProps {
  search: DomainSearch;
  onChange(update: SearchUpdate, options?: SearchChangeOptions): void;
}

/** The search form of /domain-list; each change is a new search in the URL. */
export function DomainFilters({ search, onChange }: DomainFiltersProps) {
  const tags = useCategories('tags');
  const industries = useCategories('industries');
  const toOptions = (list: typeof tags.data) => (list ?? []).map((c) => ({ id: c.id, label: c.name }));
  const optionsFailed = tags.isError || industries.isError;

  return (
    <section className={styles.filters} aria-labelledby="domain-filters-heading">
      <h2 id="domain-filters-heading" className={styles.filtersHeading}>
        {copy.heading}
      </h2>
      <NameFilter value={search.name} onCommit={(name) => onChange((s) => updateSearch(s, { name }), { replace: true })} />
      <RadioGroupField
        label={copy.type}
        appearance="segments"
        options={TYPE_OPTIONS}
        value={String(search.type)}
        onChange={(value) => {
          const type = DOMAIN_SEARCH_TYPES.find((t) => String(t) === value);
          if (type !== undefined) onChange((s) => setType(s, type));
        }}
      />
      {optionsFailed && (
        <Alert tone="error">
          {copy.optionsFailed}{' '}
          <Button variant="secondary" onPress={() => void Promise.all([tags.refetch(), industries.refetch()])}>
            {pl.common.tryAgain}
          </Button>
        </Alert>
      )}
      <MultiSelectField
        label={copy.tags}
        options={toOptions(tags.data)}
        value={search.tags}
        onChange={(keys) => onChange((s) => updateSearch(s, { tags: keys.map(Number) }))}
      />
      <ChipPicker
        label={copy.industries}
        addLabel={copy.addIndustry}
        emptyLabel={copy.noIndustries}
        options={toOptions(industries.data)}
        selected={search.industries}
        onToggle={(id) => onChange((s) => toggleIndustry(s, Number(id)))}
      />
      <MetricFilters search={search} onChange={onChange} />
      <Button variant="secondary" fullWidth isDisabled={!hasFilters(search)} onPress={() => onChange(() => resetSearch())}>
        {copy.reset}
      </Button>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useCategories } from '../categories-api';
import { pl } from '../../../i18n/pl';
import { portalsCopy } from './portals-copy';
import {
  MAX_PORTAL_NAME_LENGTH,
  hasFilters,
  toggleIndustry,
  updateFilters,
  type PortalSearch,
  type PublicationSearch,
} from '../../../kernel/portal-search';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChipPicker } from '../../../ui/chip-picker';
import { MinimumField } from './minimum-field';
import { SearchFilter } from '../../../kit/lists/search-filter';
import type { CatalogueChange } from './use-catalogue-search-url';
import styles from './portals.module.css';

const copy = portalsCopy.filters;

export interface CatalogueFiltersProps<S extends PortalSearch | PublicationSearch> {
  search: S;
  onChange: CatalogueChange<S>;
  onReset: () => void;
  /** The filters only one catalogue has, shown after the common ones. */
  children?: ReactNode;
}

/** The filters both portal catalogues share (name, industries, DFS and traffic minimums); each change is a new URL. */
export function CatalogueFilters<S extends PortalSearch | PublicationSearch>({
  search,
  onChange,
  onReset,
  children,
}: CatalogueFiltersProps<S>) {
  const industries = useCategories('industries');
  const options = (industries.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  return (
    <section className={styles.filters} aria-labelledby="portal-filters-heading">
      <h2 id="portal-filters-heading" className={styles.filtersHeading}>
        {copy.heading}
      </h2>
      {industries.isError && (
        <Alert tone="error">
          {copy.optionsFailed}{' '}
          <Button variant="secondary" onPress={() => void industries.refetch()}>
            {pl.common.tryAgain}
          </Button>
        </Alert>
      )}
      <div className={styles.filterGrid}>
        <SearchFilter
          label={portalsCopy.filters.name}
          placeholder={portalsCopy.filters.namePlaceholder}
          maxLength={MAX_PORTAL_NAME_LENGTH}
          value={search.name}
          onCommit={(name) => onChange((s) => updateFilters(s, { name }), { replace: true })}
        />
        <ChipPicker
          label={copy.industries}
          addLabel={copy.addIndustry}
          emptyLabel={copy.noIndustries}
          options={options}
          selected={search.industries}
          onToggle={(id) => onChange((s) => toggleIndustry(s, Number(id)))}
        />
        <MinimumField
          label={copy.dfsMin}
          value={search.dfs_rating}
          limit={100}
          onChange={(dfs_rating) => onChange((s) => updateFilters(s, { dfs_rating }))}
        />
        <MinimumField
          label={copy.trafficMin}
          value={search.monthly_traffic}
          onChange={(monthly_traffic) => onChange((s) => updateFilters(s, { monthly_traffic }))}
        />
        {children}
        <div className={styles.resetCell}>
          <Button variant="secondary" fullWidth isDisabled={!hasFilters(search)} onPress={onReset}>
            {copy.reset}
          </Button>
        </div>
      </div>
    </section>
  );
}

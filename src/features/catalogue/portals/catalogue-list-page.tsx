import { useCallback, type ComponentType, type ReactNode } from 'react';
import type { PortalSearch, PublicationSearch } from '../../../kernel/portal-search';
import { Page } from '../../../ui/page';
import { useCatalogueSearchUrl, type CatalogueChange } from './use-catalogue-search-url';
import styles from './portals.module.css';

/** What the filters and the results of a catalogue list both take. */
export interface CatalogueListPartProps<S> {
  search: S;
  onChange: CatalogueChange<S>;
  onReset: () => void;
}

export interface CatalogueListPageProps<S extends PortalSearch | PublicationSearch> {
  title: string;
  parse: (params: URLSearchParams) => S;
  /** The search without its filters; what the reader chose to see (the order, the page size) stays. */
  cleared: (search: S) => S;
  Filters: ComponentType<CatalogueListPartProps<S>>;
  Results: ComponentType<CatalogueListPartProps<S>>;
  /** Under the list. */
  children?: ReactNode;
}

/** A portal catalogue list: the search is the page URL, the filters beside the results, one reset for both. */
export function CatalogueListPage<S extends PortalSearch | PublicationSearch>({
  title,
  parse,
  cleared,
  Filters,
  Results,
  children,
}: CatalogueListPageProps<S>) {
  const { search, change } = useCatalogueSearchUrl(parse);
  const reset = useCallback(() => change(cleared), [change, cleared]);
  return (
    <Page title={title}>
      <div className={styles.layout}>
        <Filters search={search} onChange={change} onReset={reset} />
        <Results search={search} onChange={change} onReset={reset} />
      </div>
      {children}
    </Page>
  );
}

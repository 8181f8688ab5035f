import { useCallback } from 'react';
import { defaultPortalSearch, parsePortalSearch } from '../../../kernel/portal-search';
import { Page } from '../../../ui/page';
import { SellBlock } from '../sell/sell-block';
import { CatalogueFilters } from './catalogue-filters';
import { PortalResults } from './portal-results';
import { useCatalogueSearchUrl } from './use-catalogue-search-url';
import styles from './portals.module.css';

/** /portals: portals and blogs for sale. The search is the page URL; filters beside the results. */
export default function PortalListScreen({ title }: { title: string }) {
  const { search, change } = useCatalogueSearchUrl(parsePortalSearch);
  // Clears the filters; the order and the page size are the reader's choice, so they stay.
  const reset = useCallback(
    () => change((s) => ({ ...defaultPortalSearch(), orderby: s.orderby, order: s.order, per_page: s.per_page })),
    [change],
  );
  return (
    <Page title={title}>
      <div className={styles.layout}>
        <CatalogueFilters search={search} onChange={change} onReset={reset} />
        <PortalResults search={search} onChange={change} onReset={reset} />
      </div>
      <SellBlock />
    </Page>
  );
}

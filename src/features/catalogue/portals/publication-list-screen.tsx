import { useCallback } from 'react';
import { defaultPublicationSearch, parsePublicationSearch } from '../../../kernel/portal-search';
import { Page } from '../../../ui/page';
import { PublicationFilters } from './publication-filters';
import { PublicationResults } from './publication-results';
import { useCatalogueSearchUrl } from './use-catalogue-search-url';
import styles from './portals.module.css';

/**
 * /portals-publications: portals offering sponsored publications, and the order popup. The filters are the page
 * URL; "Pokaż więcej" appends further pages to the list.
 */
export default function PublicationListScreen({ title }: { title: string }) {
  const { search, change } = useCatalogueSearchUrl(parsePublicationSearch);
  // Clears the filters; the order is the reader's choice, so it stays.
  const reset = useCallback(
    () => change((s) => ({ ...defaultPublicationSearch(), orderby: s.orderby, order: s.order })),
    [change],
  );
  return (
    <Page title={title}>
      <div className={styles.layout}>
        <PublicationFilters search={search} onChange={change} onReset={reset} />
        <PublicationResults search={search} onChange={change} onReset={reset} />
      </div>
    </Page>
  );
}

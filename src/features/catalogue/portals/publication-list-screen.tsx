import {
  defaultPublicationSearch,
  parsePublicationSearch,
  type PublicationSearch,
} from '../../../kernel/portal-search';
import { CatalogueListPage } from './catalogue-list-page';
import { PublicationFilters } from './publication-filters';
import { PublicationResults } from './publication-results';

/** Clears the filters; the order is the reader's choice, so it stays. */
const cleared = (s: PublicationSearch): PublicationSearch => ({
  ...defaultPublicationSearch(),
  orderby: s.orderby,
  order: s.order,
});

/**
 * /portals-publications: portals offering sponsored publications, and the order popup. The filters are the page
 * URL; "Pokaż więcej" appends further pages to the list.
 */
export default function PublicationListScreen({ title }: { title: string }) {
  return (
    <CatalogueListPage
      title={title}
      parse={parsePublicationSearch}
      cleared={cleared}
      Filters={PublicationFilters}
      Results={PublicationResults}
    />
  );
}

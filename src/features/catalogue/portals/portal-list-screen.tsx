import { defaultPortalSearch, parsePortalSearch, type PortalSearch } from '../../../kernel/portal-search';
import { SellBlock } from '../sell/sell-block';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueListPage } from './catalogue-list-page';
import { PortalResults } from './portal-results';

/** Clears the filters; the order and the page size are the reader's choice, so they stay. */
const cleared = (s: PortalSearch): PortalSearch => ({
  ...defaultPortalSearch(),
  orderby: s.orderby,
  order: s.order,
  per_page: s.per_page,
});

/** /portals: portals and blogs for sale. The search is the page URL; filters beside the results. */
export default function PortalListScreen({ title }: { title: string }) {
  return (
    <CatalogueListPage
      title={title}
      parse={parsePortalSearch}
      cleared={cleared}
      Filters={CatalogueFilters<PortalSearch>}
      Results={PortalResults}
    >
      <SellBlock />
    </CatalogueListPage>
  );
}

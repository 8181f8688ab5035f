import { usePortalSearch } from './portals-api';
import { portalsCopy } from './portals-copy';
import { PORTAL_ORDER_BY, PORTAL_PER_PAGE_OPTIONS, type PortalSearch } from '../../../kernel/portal-search';
import { PagedTable } from '../../../kit/lists/paged-table';
import { usePagedList } from '../../../kit/lists/use-paged-search';
import { PORTAL_COLUMNS } from './portal-columns';
import type { CatalogueChange } from './use-catalogue-search-url';

const LIST_COPY = { ...portalsCopy.list, reset: portalsCopy.filters.reset, itemForms: portalsCopy.list.forms };
// A page turn, a page size and a sort render in React's transition, as the catalogue's filters do.
const IN_TRANSITION = { immediate: false };

export interface PortalResultsProps {
  search: PortalSearch;
  onChange: CatalogueChange<PortalSearch>;
  onReset: () => void;
}

/** The portals for sale that match: the table and its pages, or the empty, failed or slow state. */
export function PortalResults({ search, onChange, onReset }: PortalResultsProps) {
  const query = usePortalSearch(search);
  const list = usePagedList(search, onChange, PORTAL_PER_PAGE_OPTIONS, PORTAL_ORDER_BY, IN_TRANSITION);
  return <PagedTable copy={LIST_COPY} request={query} columns={PORTAL_COLUMNS} {...list} onReset={onReset} />;
}

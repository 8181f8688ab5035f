import { useMemo } from 'react';
import { catalogueSearchParams, type PortalSearch, type PublicationSearch } from '../../../kernel/portal-search';
import { useSearchUrl, type SearchChange } from '../../../platform/router/use-search-url';

/** Changes a catalogue search. */
export type CatalogueChange<S> = SearchChange<S>;

/** A catalogue's search in the page URL (see useSearchUrl); every change starts the page from the top. */
export function useCatalogueSearchUrl<S extends PortalSearch | PublicationSearch>(
  parse: (params: URLSearchParams) => S,
) {
  const codec = useMemo(() => ({ parse, toParams: (search: S) => catalogueSearchParams(search) }), [parse]);
  return useSearchUrl(codec);
}

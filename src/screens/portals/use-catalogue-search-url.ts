import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogueSearchParams, type PortalSearch, type PublicationSearch } from '../../model/portal-search';

/** Turns the current search into the next one. */
export type CatalogueUpdate<S> = (current: S) => S;

export interface CatalogueChangeOptions {
  /** Replace the current history entry instead of adding one (typing in the name field). */
  replace?: boolean;
}

/** Changes a catalogue search. */
export type CatalogueChange<S> = (update: CatalogueUpdate<S>, options?: CatalogueChangeOptions) => void;

/**
 * A catalogue's search lives in the page URL, so it can be shared, bookmarked, reloaded and walked with back and
 * forward. Every change adds a history entry unless told to replace it.
 */
export function useCatalogueSearchUrl<S extends PortalSearch | PublicationSearch>(parse: (params: URLSearchParams) => S) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => parse(new URLSearchParams(location.search)), [parse, location.search]);

  // A debounced change runs after later renders; it must build on the search as it is then, not as it was.
  const latest = useRef({ search, pathname: location.pathname });
  useLayoutEffect(() => {
    latest.current = { search, pathname: location.pathname };
  }, [search, location.pathname]);

  const change = useCallback<CatalogueChange<S>>(
    (update, options = {}) => {
      const { search: current, pathname } = latest.current;
      const query = catalogueSearchParams(update(current)).toString();
      navigate({ pathname, search: query ? `?${query}` : '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );

  return { search, change };
}

import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseDomainSearch, toSearchParams, type DomainSearch } from '../../model/domain-search';

/** Turns the current search into the next one. */
export type SearchUpdate = (current: DomainSearch) => DomainSearch;

export interface SearchChangeOptions {
  /** Replace the current history entry instead of adding one (typing in the name field). */
  replace?: boolean;
}

/**
 * The domain search lives in the page URL, so it can be shared, bookmarked, reloaded and walked with back and
 * forward. Every change adds a history entry unless told to replace it.
 */
export function useDomainSearchUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => parseDomainSearch(new URLSearchParams(location.search)), [location.search]);

  // A debounced change runs after later renders; it must build on the search as it is then, not as it was.
  const latest = useRef({ search, pathname: location.pathname });
  useLayoutEffect(() => {
    latest.current = { search, pathname: location.pathname };
  }, [search, location.pathname]);

  const change = useCallback(
    (update: SearchUpdate, options: SearchChangeOptions = {}) => {
      const { search: current, pathname } = latest.current;
      const query = toSearchParams(update(current)).toString();
      navigate({ pathname, search: query ? `?${query}` : '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );

  return { search, change };
}

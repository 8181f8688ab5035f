import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPageTurn, parseDomainSearch, toSearchParams, type DomainSearch } from '../../model/domain-search';

/** Turns the current search into the next one. */
export type SearchUpdate = (current: DomainSearch) => DomainSearch;

export interface SearchChangeOptions {
  /** Replace the current history entry instead of adding one (typing in the name field). */
  replace?: boolean;
  /**
   * Render the new search before the input's task ends (React Router's `flushSync`), not in a transition React
   * schedules for later: for discrete controls (a type, a sort header, a page button), so a search already in the
   * cache is painted in the next frame.
   */
  immediate?: boolean;
}

/**
 * The domain search lives in the page URL, so it can be shared, bookmarked, reloaded and walked with back and
 * forward. Every change adds a history entry unless told to replace it. A new filter or sort keeps the page where
 * the user is (the filter they just set stays under their hand); turning to another page starts it from the top.
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
      const next = update(current);
      const query = toSearchParams(next).toString();
      const go = (flushSync: boolean) =>
        void navigate(
          { pathname, search: query ? `?${query}` : '' },
          { replace: options.replace ?? false, flushSync, preventScrollReset: !isPageTurn(current, next) },
        );
      // In a microtask: the control's own handler finishes first (react-aria focuses the pressed radio after it
      // reports the change, and a field commits its value), so neither runs against a half-rendered page.
      if (options.immediate) queueMicrotask(() => go(true));
      else go(false);
    },
    [navigate],
  );

  return { search, change };
}

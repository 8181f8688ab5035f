import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Turns the current search into the next one. */
export type SearchUpdate<S> = (current: S) => S;

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

/** Changes the search in the URL. */
export type SearchChange<S> = (update: SearchUpdate<S>, options?: SearchChangeOptions) => void;

/** How a list's search is read from and written to the URL. Keep it stable (module scope or useMemo). */
export interface SearchUrlCodec<S> {
  parse(params: URLSearchParams): S;
  toParams(search: S): URLSearchParams;
  /**
   * Whether a change only turns to another page of the same search. Given, every other change keeps the page
   * where the user is (the filter they just set stays under their hand) and a page turn starts from the top;
   * without it, every change starts from the top.
   */
  isPageTurn?(from: S, to: S): boolean;
}

/**
 * A list's search lives in the page URL, so it can be shared, bookmarked, reloaded and walked with back and
 * forward. Every change adds a history entry unless told to replace it.
 */
export function useSearchUrl<S>(codec: SearchUrlCodec<S>): { search: S; change: SearchChange<S> } {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => codec.parse(new URLSearchParams(location.search)), [codec, location.search]);

  // A debounced change runs after later renders; it must build on the search as it is then, not as it was.
  const latest = useRef({ search, pathname: location.pathname });
  useLayoutEffect(() => {
    latest.current = { search, pathname: location.pathname };
  }, [search, location.pathname]);

  const change = useCallback<SearchChange<S>>(
    (update, options = {}) => {
      const { search: current, pathname } = latest.current;
      const next = update(current);
      const query = codec.toParams(next).toString();
      const preventScrollReset = codec.isPageTurn ? !codec.isPageTurn(current, next) : false;
      const go = (flushSync: boolean) =>
        void navigate(
          { pathname, search: query ? `?${query}` : '' },
          { replace: options.replace ?? false, flushSync, preventScrollReset },
        );
      // In a microtask: the control's own handler finishes first (react-aria focuses the pressed radio after it
      // reports the change, and a field commits its value), so neither runs against a half-rendered page.
      if (options.immediate) queueMicrotask(() => go(true));
      else go(false);
    },
    [codec, navigate],
  );

  return { search, change };
}

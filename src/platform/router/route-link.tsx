import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';

/** A path inside the app, from its root: a table link never needs resolving against the current route. */
export type AppPath = `/${string}`;

/** Whether an address is a path inside the app (rather than relative, or another site's). */
export function isAppPath(address: string): address is AppPath {
  return address.startsWith('/') && !address.startsWith('//');
}

/** A path, or a step through the history (-1 is back). */
export type AppNavigate = (to: AppPath | number) => void;

const NavigateContext = createContext<AppNavigate | null>(null);

/**
 * Gives RouteLink and useAppNavigate a navigate function that never changes. React Router's Link and useNavigate
 * read the location or the route, so everything using them renders again at each navigation: a results page of
 * thirty links, the pages kept beside it and the header would all render again for every new search.
 */
export function RouteLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<AppNavigate>(
    (to) => void (typeof to === 'number' ? latest.current(to) : latest.current(to)),
    [],
  );
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}

/** Navigates without following the location: for components that must not render again at every navigation. */
export function useAppNavigate(): AppNavigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useAppNavigate outside RouteLinkProvider');
  return navigate;
}

/** The clicks a browser leaves to itself: another button, a modifier (new tab, new window, download), a target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (target === null || target === '_self')
  );
}

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: AppPath;
}

/**
 * A link to a screen of the app, for the rows of a table: a real anchor (so it opens in a new tab, copies and reads
 * as a link), and a plain click navigates in the app without a page load. Without a provider it is a plain link.
 */
export function RouteLink({ to, onClick, children, ...props }: RouteLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

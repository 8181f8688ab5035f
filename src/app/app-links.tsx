import { useCallback, type ReactNode } from 'react';
import { RouterProvider } from '../ui/router-provider';
import { RouteLinkProvider, isAppPath, useAppNavigate } from '../platform/router/route-link';

/**
 * The app's links: RouteLink in table rows, and react-aria's links and buttons with an `href`, all navigating
 * through the router. Neither follows the location, so a navigation renders none of what they hold again.
 */
export function AppLinks({ children }: { children: ReactNode }) {
  return (
    <RouteLinkProvider>
      <AriaLinks>{children}</AriaLinks>
    </RouteLinkProvider>
  );
}

/**
 * react-aria's router, on RouteLinkProvider's navigate, which never changes. Every react-aria collection, menu item
 * and link reads this context: given React Router's navigate, which follows the location, it changed at each
 * navigation and rendered all of them again for every new search (on /domain-list, the industries' chips).
 * Nor does a link resolve its href through React Router's useHref, which follows the location too: the app serves
 * from the root, so an app path is its own address, and any other href is left to the browser to resolve.
 */
function AriaLinks({ children }: { children: ReactNode }) {
  const navigate = useAppNavigate();
  const go = useCallback(
    // react-aria hands over the href given to one of its links: an app path goes through the router, anything
    // else loads as the browser would without a router.
    (path: string) => (isAppPath(path) ? navigate(path) : window.location.assign(path)),
    [navigate],
  );
  return <RouterProvider navigate={go}>{children}</RouterProvider>;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor, hasAnyPrivilege } from '../kernel/privileges';
import { PageLoader } from '../ui/page-loader';
import { useAuth } from '../features/auth/auth-hooks';
import type { OriginState } from '../platform/router/navigation-state';
import { canVisit, protectedRouteFor } from './route-table';
import { GuestLayout } from './layout/guest-layout';
import { SignedInFrame } from './signed-in-frame';

/** The guest area: a signed-in visitor goes to the remembered origin, or home for their privileges. */
export function GuestArea() {
  const { restoring, signedIn, user } = useAuth();
  const location = useLocation();
  if (restoring) return <PageLoader fullScreen />;
  if (signedIn && user) {
    const from = (location.state as OriginState | null)?.from;
    const target =
      from && canVisit(from.pathname, user.privileges)
        ? `${from.pathname}${from.search}${from.hash}`
        : homePathFor(user.privileges);
    return <Navigate to={target} replace />;
  }
  return (
    <GuestLayout>
      <Outlet />
    </GuestLayout>
  );
}

/**
 * The protected area: it needs a token, a user and one of the route's privileges. Otherwise the visitor goes to /
 * with the origin remembered — except after logging out, when there is nothing to come back to.
 */
export function ProtectedArea() {
  const { restoring, signedIn, user, endedBecause } = useAuth();
  const location = useLocation();
  if (restoring) return <PageLoader fullScreen />;
  const route = protectedRouteFor(location.pathname);
  const allowed = signedIn && user && route && hasAnyPrivilege(user.privileges, route.privileges);
  if (!allowed) {
    const state: OriginState | null =
      endedBecause === 'logout' && !signedIn
        ? null
        : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/" replace state={state} />;
  }
  return <SignedInFrame route={route} />;
}

import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { useAuth } from '../features/auth/auth-hooks';
import type { PublicRoute } from './route-table';
import { GuestLayout } from './layout/guest-layout';
import { SignedInFrame } from './signed-in-frame';

/**
 * A page open to everyone (the accessibility statement): a signed-in user reads it inside the app, with the menu
 * that led there; a guest in the guest frame. Unlike the guest area, it never sends a signed-in visitor away.
 */
export function PublicArea({ route }: { route: PublicRoute }) {
  const { restoring, signedIn, user } = useAuth();
  if (restoring) return <PageLoader fullScreen />;
  if (signedIn && user) return <SignedInFrame route={route} />;
  return (
    <GuestLayout wide>
      <Outlet />
    </GuestLayout>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { useAuth } from '../screens/shared/auth-hooks';
import type { PublicRoute } from './route-table';
import { GuestLayout } from './layout/guest-layout';

// The same chunk as the protected area's shell: a guest reading the statement never loads it.
const AppLayout = lazy(() => import('./layout/app-layout').then((module) => ({ default: module.AppLayout })));

/**
 * A page open to everyone (the accessibility statement): a signed-in user reads it inside the app, with the menu
 * that led there; a guest in the guest frame. Unlike the guest area, it never sends a signed-in visitor away.
 */
export function PublicArea({ route }: { route: PublicRoute }) {
  const { restoring, signedIn, user } = useAuth();
  if (restoring) return <PageLoader fullScreen />;
  if (signedIn && user) {
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <AppLayout route={route}>
          <Outlet />
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <GuestLayout wide>
      <Outlet />
    </GuestLayout>
  );
}

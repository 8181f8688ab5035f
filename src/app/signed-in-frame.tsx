import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import type { FramedRoute } from './layout/app-layout';

// The signed-in shell (header, menu, cart panel with its dialogs) is not needed to sign in: it loads on demand, so
// the first route's JavaScript stays within its budget (issue 16). A guest reading a public page never loads it.
const AppLayout = lazy(() => import('./layout/app-layout').then((module) => ({ default: module.AppLayout })));

/** A signed-in user's page inside the app's shell, the page loader showing while the shell's chunk arrives. */
export function SignedInFrame({ route }: { route: FramedRoute }) {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <AppLayout route={route}>
        <Outlet />
      </AppLayout>
    </Suspense>
  );
}

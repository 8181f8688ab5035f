import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import type { FramedRoute } from './layout/app-layout';
import { DataLayer } from './data-layer';

// The signed-in shell (header, menu, cart panel with its dialogs) is not needed to sign in: it loads on demand, so
// the first route's JavaScript stays within its budget. A guest reading a public page never loads it.
const loadAppLayout = () => import('./layout/app-layout');
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/**
 * A signed-in user's page inside the app's shell, with the query cache and the cart; the page loader shows while
 * their chunks arrive.
 */
export function SignedInFrame({ route }: { route: FramedRoute }) {
  // The shell's chunk is fetched beside the data layer's, not after it.
  void loadAppLayout();
  return (
    <DataLayer>
      <Suspense fallback={<PageLoader fullScreen />}>
        <AppLayout route={route}>
          <Outlet />
        </AppLayout>
      </Suspense>
    </DataLayer>
  );
}

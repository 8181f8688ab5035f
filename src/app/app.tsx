import { StrictMode, useMemo, useState, type ReactNode } from 'react';
import { ApiProvider } from '../platform/http/api-context';
import { GlobalToastArea } from '../ui/global-toast-area';
import { AuthProvider } from '../features/auth/auth-hooks';
import { ToastsProvider } from '../kit/toasts';
import type { BlockableHistory } from '../platform/router/blockable-history';
import { DataSourceContext, type DataSource } from './data-source';
import type { AppServices } from './services';
import { appRoutes } from './routes';
import { AppRouter } from './app-router';
import { afterFirstPaint } from './after-first-paint';

/**
 * What every screen may reach: the API, the auth actor and the toasts. The query cache and the cart are added by
 * the data layer, where a screen needs them (data-layer.tsx).
 */
export function CoreProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const source = useMemo<DataSource>(() => ({ load: services.data, provided: false }), [services]);
  return (
    <ApiProvider services={services}>
      <AuthProvider value={services.authActor}>
        <DataSourceContext.Provider value={source}>
          <ToastsProvider value={services.toasts}>
            {children}
            {/* Its chunk is fetched after the first route is painted, not beside it. */}
            <GlobalToastArea queue={services.toasts} schedulePreload={afterFirstPaint} />
          </ToastsProvider>
        </DataSourceContext.Provider>
      </AuthProvider>
    </ApiProvider>
  );
}

/** The whole SPA: providers around the router. Services and the browser's history are created once, outside React. */
export function App({
  services,
  history,
  qa = false,
}: {
  services: AppServices;
  history: BlockableHistory;
  qa?: boolean;
}) {
  const [routes] = useState(() => appRoutes({ qa }));
  return (
    <StrictMode>
      <CoreProviders services={services}>
        <AppRouter history={history} routes={routes} />
      </CoreProviders>
    </StrictMode>
  );
}

import { StrictMode, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '../api/api-context';
import { ToastArea } from '../ui/toast';
import { AuthProvider } from '../screens/shared/auth-hooks';
import { CartProvider } from '../screens/shared/cart-hooks';
import { ToastsProvider } from '../screens/shared/toasts';
import type { BlockableHistory } from '../screens/shared/blockable-history';
import type { AppServices } from './services';
import { appRoutes } from './routes';
import { AppRouter } from './app-router';

/** Everything a screen may reach: the query cache, the API, the auth and cart actors and the toasts. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider services={services}>
        <AuthProvider value={services.authActor}>
          <CartProvider actor={services.cartActor}>
            <ToastsProvider value={services.toasts}>
              {children}
              <ToastArea queue={services.toasts} />
            </ToastsProvider>
          </CartProvider>
        </AuthProvider>
      </ApiProvider>
    </QueryClientProvider>
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
      <AppProviders services={services}>
        <AppRouter history={history} routes={routes} />
      </AppProviders>
    </StrictMode>
  );
}
